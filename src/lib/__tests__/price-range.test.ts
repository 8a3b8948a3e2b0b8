import { classRange } from "../price-range"

test("the overview's range: cheapest «from» to dearest «to», open if any class is", () => {
  const small = { from: 290, to: 350 }
  const middle = { from: 340, to: 420 }
  const van = { from: 450 }
  expect(classRange([small, middle])).toEqual({ from: 290, to: 420 })
  expect(classRange([middle, small, van])).toEqual({ from: 290, to: null })
})
