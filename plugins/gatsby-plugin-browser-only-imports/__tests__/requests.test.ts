import { resolve } from "node:path"
import { isBrowserOnlyImport, standInFor } from "../requests"

const src = (folder: string) => resolve("src", folder)
const importCall = [{ type: "import()" }]
const staticImport = [{ type: "harmony side effect evaluation" }, { type: "harmony import specifier" }]

describe("which requests the HTML renderer gets a stand-in for", () => {
  test("an import() written in the site's code", () => {
    expect(isBrowserOnlyImport({ context: src("voucher"), request: "./pdf", dependencies: importCall })).toBe(
      true
    )
    expect(
      isBrowserOnlyImport({ context: resolve("src"), request: "firebase/app", dependencies: importCall })
    ).toBe(true)
  })

  test("not a static import: the renderer runs that code", () => {
    expect(
      isBrowserOnlyImport({ context: src("contact"), request: "./transport", dependencies: staticImport })
    ).toBe(false)
  })

  test("not an import() outside src/: Gatsby's own loads the page components that way", () => {
    const gatsbyCache = resolve(".cache")
    expect(
      isBrowserOnlyImport({
        context: gatsbyCache,
        request: "../src/pages/kontakt.tsx",
        dependencies: importCall,
      })
    ).toBe(false)
    expect(
      isBrowserOnlyImport({
        context: resolve("node_modules/pdfkit/js"),
        request: "./x",
        dependencies: importCall,
      })
    ).toBe(false)
    // A folder whose name only begins like src/.
    expect(
      isBrowserOnlyImport({ context: resolve("src-old"), request: "./x", dependencies: importCall })
    ).toBe(false)
  })
})

describe("the stand-in", () => {
  const globals = globalThis as { __resourceQuery?: string }
  afterEach(() => delete globals.__resourceQuery)

  test("stops the build and names the module, should the renderer ever evaluate it", () => {
    const standIn = standInFor("firebase/firestore/lite")
    globals.__resourceQuery = standIn.slice(standIn.indexOf("?"))
    expect(() => jest.requireActual(standIn.slice(0, standIn.indexOf("?")))).toThrow(
      "The HTML renderer loaded «firebase/firestore/lite», which the site loads only in the browser"
    )
  })
})
