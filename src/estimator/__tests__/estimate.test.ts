import { TINT } from "./tint"
import { estimate, estimateQuery, readEstimateQuery } from "../estimate"

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
