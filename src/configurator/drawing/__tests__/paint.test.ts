import { darken, formatHex, lighten, look, mix, parseHex, windowShade, type Finish } from "../paint"

/** WCAG relative luminance, 0 (black) to 1 (white): how light a stop is. */
function luminance(colour: string): number {
  const linear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
  const [r, g, b] = parseHex(colour).map((v) => linear(v / 255))
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
}

const paint = (finish: Finish, ...colours: string[]) => ({ colours, finish })

test("hex colours are read in their short and long forms and written back as #rrggbb", () => {
  expect(parseHex("#fff")).toEqual([255, 255, 255])
  expect(parseHex("#D4AF37")).toEqual([212, 175, 55])
  expect(formatHex(parseHex("#0a0"))).toBe("#00aa00")
  expect(() => parseHex("gold")).toThrow("gold")
})

test("mixing goes the given fraction of the way; lighten and darken mix with white and black", () => {
  expect(mix("#000000", "#ffffff", 0.5)).toBe("#808080")
  expect(mix("#102030", "#102030", 0.7)).toBe("#102030")
  expect(lighten("#000", 1)).toBe("#ffffff")
  expect(darken("#d4af37", 0)).toBe("#d4af37")
  expect(luminance("#fff")).toBeCloseTo(1)
  expect(luminance("#000")).toBe(0)
  expect(luminance(darken("#d4af37", 0.3))).toBeLessThan(luminance("#d4af37"))
})

test("each finish has its own layer: a highlight from gloss to satin to none, flake, reflections, weave", () => {
  const [gloss, satin, matte] = (["glaenzend", "satin", "matt"] as const).map((f) =>
    look(paint(f, "#1f4e8c"))
  )
  expect(gloss!.highlight).toBeGreaterThan(satin!.highlight)
  expect(satin!.highlight).toBeGreaterThan(matte!.highlight)
  expect(matte!.highlight).toBe(0)
  expect(satin!.blur).toBeGreaterThan(gloss!.blur)

  expect(look(paint("metallic", "#a3121b")).flake).toBeGreaterThan(0)
  expect(gloss!.flake).toBe(0)
  expect(look(paint("struktur", "#2a2b2e")).texture).toBeGreaterThan(0)

  const chrome = look(paint("chrome", "#c8ccd2"))
  expect(chrome.bands).toBe(true)
  const lights = chrome.stops.map((stop) => luminance(stop.colour))
  expect(Math.max(...lights) - Math.min(...lights)).toBeGreaterThan(0.7)
  expect(gloss!.bands).toBe(false)
})

test("a colour-flip film runs from its first colour to its second", () => {
  const colours = look(paint("satin", "#5B2A86", "#1f8a70")).stops.map((stop) => stop.colour)
  expect(colours[0]).toBe("#5b2a86")
  expect(colours.at(-1)).toBe("#1f8a70")
})

test("a window darkens as its film lets less light through; clear glass keeps only a trace", () => {
  const shades = [null, 70, 50, 35, 20, 5].map(windowShade)
  shades.slice(1).forEach((shade, i) => expect(shade).toBeGreaterThan(shades[i]!))
  expect(windowShade(null)).toBeLessThan(0.1)
  expect(windowShade(5)).toBeLessThan(1)
})
