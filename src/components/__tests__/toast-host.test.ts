import { prepareToasts, registerToastHost } from "../toast-host"

test("the toast host is fetched only when a toast may follow, also if that was said before it registered", () => {
  const load = jest.fn()
  const unregister = registerToastHost(load)
  expect(load).not.toHaveBeenCalled() // a page view alone fetches nothing
  prepareToasts()
  expect(load).toHaveBeenCalledTimes(1)
  unregister()

  // Asked for before the providers have registered (the form mounted first): fetched at registration.
  const later = jest.fn()
  prepareToasts()
  registerToastHost(later)
  expect(later).toHaveBeenCalledTimes(1)
})
