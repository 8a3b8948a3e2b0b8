import { IMMUTABLE, headersFile, isContentHashed } from "../headers"

test("Gatsby's content-hashed bundles are recognised, nothing else", () => {
  expect(isContentHashed("app-172d7c83533117c52502.js")).toBe(true)
  expect(isContentHashed("component---src-pages-index-tsx-58156855db87869b4413.js")).toBe(true)
  expect(isContentHashed("styles-0123456789abcdef0123.css")).toBe(true)
  expect(isContentHashed("app-172d7c83533117c52502.js.map")).toBe(false)
  expect(isContentHashed("index.html")).toBe(false)
  expect(isContentHashed("manifest.webmanifest")).toBe(false)
  expect(isContentHashed("chunk-map.json")).toBe(false)
})

test("the file: the policy for every path, then one year of caching per hashed bundle", () => {
  const file = headersFile("default-src 'self'", ["index.html", "app-172d7c83533117c52502.js", "robots.txt"])
  expect(file.split("\n").filter((line) => !line.startsWith("#"))).toEqual([
    "/*",
    "  Content-Security-Policy: default-src 'self'",
    "/app-172d7c83533117c52502.js",
    `  Cache-Control: ${IMMUTABLE}`,
    "",
  ])
})
