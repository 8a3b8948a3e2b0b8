import { TINT } from "./tint"
import { estimateRequest } from "../estimate-request"

const services = [TINT]
const texts = {
  estimate:
    "Ich interessiere mich für {service} für ein Fahrzeug der Klasse «{vehicleClass}». Richtpreis: {price}.",
  estimateWithOptions:
    "Ich interessiere mich für {service} für ein Fahrzeug der Klasse «{vehicleClass}», mit {options}. Richtpreis: {price}.",
}
const words = { from: "ab", to: "bis" }
const request = (search: string) => estimateRequest(search, services, texts, words)

test("the chosen service is preselected and the message names class, extras and guide price", () => {
  expect(
    request("?dienstleistung=toenung&fahrzeug=suv-kombi&optionen=heckscheibe,blendschutzstreifen")
  ).toEqual({
    service: "Scheibentönung",
    message:
      "Ich interessiere mich für Scheibentönung für ein Fahrzeug der Klasse «SUV / Kombi», mit Heckscheibe und Blendschutzstreifen. Richtpreis: CHF 599.95 bis 699.95.",
  })
  expect(request("?dienstleistung=toenung&fahrzeug=kleinwagen")?.message).toBe(
    "Ich interessiere mich für Scheibentönung für ein Fahrzeug der Klasse «Kleinwagen». Richtpreis: CHF 290.– bis 350.–."
  )
  expect(
    request("?dienstleistung=toenung&fahrzeug=kleinwagen&optionen=alte-folie-entfernen")?.message
  ).toContain("Richtpreis: ab CHF 370.–.")
})

test("unknown or tampered parameters are dropped, never shown", () => {
  expect(request("")).toBeNull()
  expect(request("?dienstleistung=<b>x</b>&fahrzeug=kleinwagen")).toBeNull()
  expect(request("?dienstleistung=toenung&fahrzeug=%3Cscript%3E")).toEqual({ service: "Scheibentönung" })
  const message = request(
    "?dienstleistung=toenung&fahrzeug=kleinwagen&optionen=heckscheibe,<img src=x>"
  )?.message
  expect(message).toContain("mit Heckscheibe.")
  expect(message).not.toContain("<")
})
