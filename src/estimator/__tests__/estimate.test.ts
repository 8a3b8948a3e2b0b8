import { TINT } from "./tint"
import { classRange, estimate, estimateQuery, germanList, readEstimateQuery, slugify } from "../estimate"

const tint = TINT
const byLabel = <T extends { label: string }>(list: readonly T[], label: string) =>
  list.find((item) => item.label === label)!
const small = byLabel(tint.price.vehicleClasses, "Kleinwagen")
const middle = byLabel(tint.price.vehicleClasses, "Mittelklasse")
const van = byLabel(tint.price.vehicleClasses, "Van / Transporter")
const rear = byLabel(tint.price.options, "Heckscheibe")
const removal = byLabel(tint.price.options, "Alte Folie entfernen")
const strip = byLabel(tint.price.options, "Blendschutzstreifen")

test("a class's range plus fixed extras; an «ab» extra or an open class opens it", () => {
  expect(estimate(middle)).toEqual({ from: 340, to: 420 })
  expect(estimate(middle, [rear, strip])).toEqual({ from: 549.95, to: 629.95 })
  expect(estimate(middle, [rear, removal])).toEqual({ from: 540, to: null })
  expect(estimate(van, [rear])).toEqual({ from: 570, to: null })
})

test("the overview's range: cheapest «from» to dearest «to», open if any class is", () => {
  expect(classRange([small, middle])).toEqual({ from: 290, to: 420 })
  expect(classRange([middle, small, van])).toEqual({ from: 290, to: null })
})

test("labels become words of a link: lower case, umlauts spelt out, no spaces or slashes", () => {
  expect(slugify("SUV / Kombi")).toBe("suv-kombi")
  expect(slugify("Türeinstiege")).toBe("tuereinstiege")
  expect(slugify("Lackpolitur (einstufig)")).toBe("lackpolitur-einstufig")
  expect(slugify("Émail & Öl")).toBe("email-oel")
})

test("a choice goes into the link and comes back out of it", () => {
  const query = estimateQuery("toenung", middle, [rear, strip])
  expect(query).toBe(
    "?dienstleistung=toenung&fahrzeug=mittelklasse&optionen=heckscheibe%2Cblendschutzstreifen"
  )
  expect(readEstimateQuery(query, [tint])).toEqual({
    service: tint,
    vehicleClass: middle,
    extras: [rear, strip],
  })
})

test("tampered or outdated words are dropped, never passed on", () => {
  expect(readEstimateQuery("?dienstleistung=<script>&fahrzeug=mittelklasse", [tint])).toEqual({ extras: [] })
  expect(readEstimateQuery("?dienstleistung=toenung&fahrzeug=panzer", [tint])).toEqual({
    service: tint,
    extras: [],
  })
  expect(
    readEstimateQuery("?dienstleistung=toenung&fahrzeug=kleinwagen&optionen=heckscheibe,gold", [tint])
  ).toEqual({
    service: tint,
    vehicleClass: small,
    extras: [rear],
  })
  expect(readEstimateQuery("", [tint])).toEqual({ extras: [] })
})

test("lists read as German", () => {
  expect(germanList([])).toBe("")
  expect(germanList(["A"])).toBe("A")
  expect(germanList(["A", "B"])).toBe("A und B")
  expect(germanList(["A", "B", "C"])).toBe("A, B und C")
})
