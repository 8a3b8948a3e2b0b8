import { fillParts, fillTemplate, splitTemplate } from "../template"

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

test("splits a template around a placeholder", () => {
  expect(splitTemplate("Entwickelt von {developerName}", "developerName")).toEqual(["Entwickelt von ", ""])
  expect(splitTemplate("Ohne", "developerName")).toEqual(["Ohne", ""])
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
