import { swatchBackground } from "../swatch"

test("a swatch ends with the film's colour, and a colour-flip film shows both colours", () => {
  expect(swatchBackground(["#1a2b4f"], "matt")).toBe("#1a2b4f")
  expect(swatchBackground(["#b8321f", "#d9a02b"], "metallic")).toMatch(
    /linear-gradient\(135deg, #b8321f, #d9a02b\)$/
  )
})

test("each finish looks different: gloss a crisp highlight, satin a soft one, matte none, metallic flakes, chrome bands, texture lines", () => {
  const looks = ["glaenzend", "matt", "satin", "metallic", "chrome", "struktur"].map((finish) =>
    swatchBackground(["#3a3d40"], finish)
  )
  expect(new Set(looks).size).toBe(6)
  const [gloss, matte, satin, metallic, chrome, texture] = looks as [
    string,
    string,
    string,
    string,
    string,
    string,
  ]
  expect(matte).not.toMatch(/gradient/)
  expect(gloss).toMatch(/transparent 38%/)
  expect(satin).toMatch(/transparent 65%/)
  expect(metallic).toMatch(/4px 4px/)
  expect(chrome).toMatch(/rgba\(0, 0, 0, 0\.55\) 50%/)
  expect(texture).toMatch(/repeating-linear-gradient/)
})
