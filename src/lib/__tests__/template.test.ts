import { fillParts, fillTemplate } from "../template"

test("fills every known placeholder and leaves unknown ones visible", () => {
  expect(
    fillTemplate("© {startYear} - {currentYear} {businessName}. Alle Rechte vorbehalten.", {
      startYear: 2023,
      currentYear: 2026,
      businessName: "Glanzwerk Fahrzeugpflege",
    })
  ).toBe("© 2023 - 2026 Glanzwerk Fahrzeugpflege. Alle Rechte vorbehalten.")
  expect(fillTemplate("in {town} {ort}", { town: "Sursee" })).toBe("in Sursee {ort}")
})

test("splits a template around a placeholder, which becomes an element (a link)", () => {
  const link = { element: "Glanzwerk" }
  expect(fillParts("Entwickelt von {developerName}", { developerName: link })).toEqual([
    "Entwickelt von ",
    link,
  ])
  expect(fillParts("Ohne", { developerName: link })).toEqual(["Ohne"])
})

test("fills placeholders with anything, e.g. an element, keeping the text around them", () => {
  const phone = { element: "+41 79 123 45 67" }
  expect(fillParts("Rufen Sie {phone} an, {unknown} bleibt.", { phone })).toEqual([
    "Rufen Sie ",
    phone,
    " an, ",
    "{unknown}",
    " bleibt.",
  ])
  expect(fillParts("{phone}", { phone })).toEqual([phone])
})
