import { headingSizes, longestWord } from "../PageHero"

test("the heading's longest word decides its size: letters counted, soft hyphens not", () => {
  expect(longestWord("Fahr\u00adzeug\u00adauf\u00adbe\u00adrei\u00adtung")).toBe(20)
  expect(longestWord("Glanz, der bleibt.")).toBe(7)
  expect(longestWord("Teilfolierung & Design")).toBe(13)
  // A compound with a hyphen may break there: its parts count.
  expect(longestWord("Vorher/Nachher-Vergleich")).toBe(9)
})

test("from 40em a one-word title is sized to fit its column; short words get the theme's full size", () => {
  const size = (css: string, viewport: number) => {
    const [, minus, scale, largest] = /calc\(\(100vw - (\d+)px\) \* ([\d.]+)\), ([\d.]+)px\)/
      .exec(css)!
      .map(Number)
    return Math.max(28, Math.min((viewport - minus!) * scale!, largest!))
  }
  const column = (viewport: number) => ((Math.min(viewport, 1120) - 112) * 1.05) / 2.05
  const [, tablet, desktop] = headingSizes("Datenschutzerklärung", true)
  // 20 letters of at most 0.64em fit the column at every width.
  for (const viewport of [768, 800, 895])
    expect(20 * 0.64 * size(tablet!, viewport)).toBeLessThanOrEqual(Math.min(viewport - 48, 720))
  for (const viewport of [896, 1024, 1280, 1440, 1920])
    expect(20 * 0.64 * size(desktop!, viewport)).toBeLessThanOrEqual(column(viewport) + 0.5)
  // «Glanz, der bleibt.» is as large as the theme allows.
  const [, , home] = headingSizes("Glanz, der bleibt.", true)
  expect(size(home!, 1440)).toBe(72)
})
