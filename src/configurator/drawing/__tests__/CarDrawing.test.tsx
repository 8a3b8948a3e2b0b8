import { render, screen } from "@testing-library/react"
import { CarDrawing, type CarDrawingProps } from "../CarDrawing"
import { SHAPES } from "../../../content/zones"

const BLACK = { colours: ["#0b0c0e"], finish: "glaenzend" } as const
const drawing = (props: Partial<CarDrawingProps> = {}) =>
  render(
    <CarDrawing
      shape="limousine"
      paint={{ body: BLACK }}
      idPrefix="auto"
      title="Limousine in Schwarz"
      description="Karosserie glänzend schwarz, hintere Seitenscheiben 20 %."
      {...props}
    />
  ).container
const zone = (container: HTMLElement, name: string) => container.querySelector(`[data-zone=${name}]`)

test("the drawing is one image named by its title and then its description", () => {
  drawing()
  screen.getByRole("img", {
    name: "Limousine in Schwarz Karosserie glänzend schwarz, hintere Seitenscheiben 20 %.",
  })
})

test("the body's fill and colour follow the paint, and unpainted roof and mirrors follow the body", () => {
  const black = zone(drawing(), "body")
  const red = zone(drawing({ paint: { body: { colours: ["#A3121B"], finish: "metallic" } } }), "body")
  expect(black?.getAttribute("data-colour")).toBe("#0b0c0e")
  expect(red?.getAttribute("data-colour")).toBe("#a3121b")
  expect(black?.getAttribute("fill")).not.toBe(red?.getAttribute("fill"))
  const container = drawing({ paint: { body: BLACK, roof: { colours: ["#ffffff"], finish: "matt" } } })
  expect(zone(container, "roof")?.getAttribute("data-colour")).toBe("#ffffff")
  expect(zone(container, "mirrors")?.getAttribute("data-colour")).toBe("#0b0c0e")
})

test("the stripe is drawn only when painted", () => {
  expect(zone(drawing(), "stripe")).toBeNull()
  expect(
    zone(drawing({ paint: { body: BLACK, stripe: { colours: ["#d4af37"], finish: "metallic" } } }), "stripe")
  ).not.toBeNull()
})

test("each window says its film's transmission, or that it has none", () => {
  const container = drawing({ tint: { rearSide: 20, rearWindow: 5, frontSide: null } })
  expect(zone(container, "rearSide")?.getAttribute("data-transmission")).toBe("20")
  expect(zone(container, "rearWindow")?.getAttribute("data-transmission")).toBe("5")
  expect(zone(container, "frontSide")?.getAttribute("data-transmission")).toBe("none")
  expect(zone(container, "windscreen")?.getAttribute("data-transmission")).toBe("none")
})

test("every class draws every zone in the same frame, with ids under its own prefix", () => {
  const frames = SHAPES.map((shape) => {
    const container = drawing({ shape, idPrefix: `p-${shape}` })
    for (const name of [
      "body",
      "roof",
      "bonnet",
      "mirrors",
      "windscreen",
      "frontSide",
      "rearSide",
      "rearWindow",
    ]) {
      expect(zone(container, name)).not.toBeNull()
    }
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id)
    expect(ids.every((id) => id.startsWith(`p-${shape}-`))).toBe(true)
    return container.querySelector("svg")?.getAttribute("viewBox")
  })
  expect(new Set(frames).size).toBe(1)
})
