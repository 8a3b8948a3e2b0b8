import { slugify } from "../slug"

test("labels become words of a link: lower case, umlauts spelt out, no spaces or slashes", () => {
  expect(slugify("SUV / Kombi")).toBe("suv-kombi")
  expect(slugify("Türeinstiege")).toBe("tuereinstiege")
  expect(slugify("Lackpolitur (einstufig)")).toBe("lackpolitur-einstufig")
  expect(slugify("Émail & Öl")).toBe("email-oel")
})
