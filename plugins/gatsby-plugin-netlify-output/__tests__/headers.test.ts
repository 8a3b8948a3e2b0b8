import { SECURITY_HEADERS, headersBlock, withHeadersBlock } from "../headers"

const ADAPTER_BLOCK = [
  "# gatsby-adapter-netlify start",
  "/*",
  "  cache-control: public, max-age=0, must-revalidate",
  "  referrer-policy: same-origin",
  "/static/*",
  "  cache-control: public, max-age=31536000, immutable",
  "# gatsby-adapter-netlify end",
  "",
].join("\n")

test("our block lists each rule with its headers, between its markers", () => {
  expect(
    headersBlock([
      { for: "/*", values: { "Content-Security-Policy": "default-src 'self'", ...SECURITY_HEADERS } },
    ])
  ).toBe(
    [
      "# gatsby-plugin-netlify-output start",
      "# Written by plugins/gatsby-plugin-netlify-output after each build.",
      "/*",
      "  Content-Security-Policy: default-src 'self'",
      "  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload",
      "  Cross-Origin-Opener-Policy: same-origin",
      `  Permissions-Policy: ${SECURITY_HEADERS["Permissions-Policy"]}`,
      "# gatsby-plugin-netlify-output end",
      "",
    ].join("\n")
  )
})

test("a new build replaces our block and keeps the adapter's; nothing doubles", () => {
  const first = withHeadersBlock("", headersBlock([{ for: "/*", values: { A: "1" } }]))
  // What Gatsby's adapter then does: append its block.
  const built = `${first}${ADAPTER_BLOCK}`
  const second = withHeadersBlock(built, headersBlock([{ for: "/*", values: { A: "2" } }]))
  expect(second).toBe(`${headersBlock([{ for: "/*", values: { A: "2" } }])}${ADAPTER_BLOCK}`)
  expect(withHeadersBlock(second, headersBlock([{ for: "/*", values: { A: "2" } }]))).toBe(second)
})
