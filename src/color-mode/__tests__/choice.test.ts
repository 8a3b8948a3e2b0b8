import { NO_FLASH_SCRIPT, STORAGE_KEY, readChoice, resolveMode, storeChoice } from "../choice"

const prefersDark = (dark: boolean) => {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: dark && query === "(prefers-color-scheme: dark)",
  }))
}

afterEach(() => {
  localStorage.clear()
  document.documentElement.className = ""
})

test("«System» follows the device, «Hell» and «Dunkel» do not", () => {
  expect(resolveMode("system", true)).toBe("dark")
  expect(resolveMode("system", false)).toBe("light")
  expect(resolveMode("light", true)).toBe("light")
  expect(resolveMode("dark", false)).toBe("dark")
})

test("the choice survives in local storage; «System» and garbage read as «System»", () => {
  expect(readChoice()).toBe("system")
  storeChoice("dark")
  expect(localStorage.getItem(STORAGE_KEY)).toBe("dark")
  expect(readChoice()).toBe("dark")
  storeChoice("system")
  expect(localStorage.getItem(STORAGE_KEY)).toBeNull()
  localStorage.setItem(STORAGE_KEY, "purple")
  expect(readChoice()).toBe("system")
})

test.each([
  [null, false, false],
  [null, true, true],
  ["dark", false, true],
  ["light", true, false],
  ["system", true, true],
])("the no-flash script with stored %s and a dark device %s applies dark: %s", (stored, dark, expected) => {
  if (stored) localStorage.setItem(STORAGE_KEY, stored)
  prefersDark(dark)
  new Function(NO_FLASH_SCRIPT)()
  expect(document.documentElement.classList.contains("theme-ui-dark")).toBe(expected)
})
