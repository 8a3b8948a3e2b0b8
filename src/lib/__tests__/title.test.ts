import { canonicalUrl, documentTitle, lastSegment, titleCase } from "../title"

describe("documentTitle", () => {
  test("puts the page title before the site name", () => {
    expect(documentTitle("Kontakt", "/kontakt", "Glanzwerk Fahrzeugpflege")).toBe(
      "Kontakt | Glanzwerk Fahrzeugpflege"
    )
  })

  test("falls back to the last path segment in Title Case", () => {
    expect(documentTitle(undefined, "/ueber-mich", "Glanzwerk")).toBe("Ueber Mich | Glanzwerk")
    expect(documentTitle(null, "/dienstleistungen/komplettfolierung", "Glanzwerk")).toBe(
      "Komplettfolierung | Glanzwerk"
    )
    expect(documentTitle("  ", "/dienstleistungen/teil_folierung/", "Glanzwerk")).toBe(
      "Teil Folierung | Glanzwerk"
    )
  })

  test("names the home page «Home» when it has no title", () => {
    expect(documentTitle(undefined, "/", "Glanzwerk")).toBe("Home | Glanzwerk")
  })
})

test("lastSegment decodes umlauts and ignores trailing slashes", () => {
  expect(lastSegment("/t%C3%B6nung/")).toBe("tönung")
  expect(lastSegment("/%E0%A4%A")).toBe("%E0%A4%A")
  expect(lastSegment("/")).toBe("")
})

test("titleCase capitalises every word", () => {
  expect(titleCase("scheiben-toenung")).toBe("Scheiben Toenung")
})

test("canonicalUrl has no trailing slash except for the home page", () => {
  expect(canonicalUrl("https://www.glanzwerk-sursee.ch", "/kontakt/")).toBe(
    "https://www.glanzwerk-sursee.ch/kontakt"
  )
  expect(canonicalUrl("https://www.glanzwerk-sursee.ch/", "/")).toBe("https://www.glanzwerk-sursee.ch/")
})
