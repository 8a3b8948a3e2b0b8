import { formatChf, formatChfRange, formatPriceFrom } from "../price"

test("whole francs end in «.–», thousands are grouped with an apostrophe", () => {
  expect(formatChf(1250)).toBe("CHF 1'250.–")
  expect(formatChf(290)).toBe("CHF 290.–")
  expect(formatChf(12500)).toBe("CHF 12'500.–")
  expect(formatChf(1250000)).toBe("CHF 1'250'000.–")
  expect(formatChf(0)).toBe("CHF 0.–")
})

test("Rappen are shown with two digits and rounded to 5 Rappen", () => {
  expect(formatChf(89.5)).toBe("CHF 89.50")
  expect(formatChf(1250.05)).toBe("CHF 1'250.05")
  expect(formatChf(19.99)).toBe("CHF 20.–")
  expect(formatChf(19.97)).toBe("CHF 19.95")
})

test("negative amounts keep their sign", () => {
  expect(formatChf(-50)).toBe("CHF -50.–")
})

test("«ab» prices read as on a price list", () => {
  expect(formatPriceFrom(2900, "ab")).toBe("ab CHF 2'900.–")
})

test("ranges: both ends, one «CHF»; open upwards with «ab»; one amount when the ends agree", () => {
  const words = { from: "ab", to: "bis" }
  expect(formatChfRange({ from: 1900, to: 2400 }, words)).toBe("CHF 1'900.– bis 2'400.–")
  expect(formatChfRange({ from: 1900, to: null }, words)).toBe("ab CHF 1'900.–")
  expect(formatChfRange({ from: 290, to: 290 }, words)).toBe("CHF 290.–")
  expect(formatChfRange({ from: 89.5, to: 120.02 }, words)).toBe("CHF 89.50 bis 120.–")
})
