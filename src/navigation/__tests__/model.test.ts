import { join } from "node:path"
import { validateContent } from "../../content/validate"
import { isCurrent, isItemCurrent, splitAroundLogo, subItems } from "../model"

const { content } = validateContent(join(__dirname, "../../../content"))
const header = content.navigation?.data.header ?? []

test("the shipped navigation is the spec's: four items, «Dienstleistungen» with five sub-items", () => {
  expect(header.map((item) => [item.name, item.href])).toEqual([
    ["Home", "/"],
    ["Dienstleistungen", "/dienstleistungen"],
    ["Über mich", "/ueber-mich"],
    ["Kontakt", "/kontakt"],
  ])
  const services = header.find((item) => item.name === "Dienstleistungen")!
  expect(subItems(services).map((sub) => [sub.name, sub.href])).toEqual([
    ["Alle Dienstleistungen", "/dienstleistungen"],
    ["Fahrzeugaufbereitung", "/dienstleistungen/aufbereitung"],
    ["Komplettfolierung", "/dienstleistungen/komplettfolierung"],
    ["Teilfolierung & Design", "/dienstleistungen/teilfolierung"],
    ["Scheibentönung", "/dienstleistungen/toenung"],
  ])
  expect(subItems(services).every((sub) => sub.icon)).toBe(true)
})

test("Home and Dienstleistungen sit left of the logo, Über mich and Kontakt right", () => {
  const { left, right } = splitAroundLogo(header.map((item) => item.name))
  expect(left).toEqual(["Home", "Dienstleistungen"])
  expect(right).toEqual(["Über mich", "Kontakt"])
})

test("a link is current on its own page only, with or without a trailing slash", () => {
  expect(isCurrent("/kontakt", "/kontakt")).toBe(true)
  expect(isCurrent("/kontakt", "/kontakt/")).toBe(true)
  expect(isCurrent("/", "/kontakt")).toBe(false)
  expect(isCurrent("/dienstleistungen", "/dienstleistungen/toenung")).toBe(false)
  expect(isCurrent("/datenschutz#impressum", "/datenschutz")).toBe(true)
})

test("the services item is current on the overview and on every service page", () => {
  const services = header.find((item) => item.name === "Dienstleistungen")!
  expect(isItemCurrent(services, "/dienstleistungen")).toBe(true)
  expect(isItemCurrent(services, "/dienstleistungen/toenung")).toBe(true)
  expect(isItemCurrent(services, "/ueber-mich")).toBe(false)
  expect(isItemCurrent({ href: "/" }, "/")).toBe(true)
})
