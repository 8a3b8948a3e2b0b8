// The build on the shipped content: Netlify's production deploy stops on the sample facts, every
// other build (deploy preview, branch deploy, this computer) prints them as a warning and goes on.
import type { GatsbyNode } from "gatsby"
import { onPreInit } from "../gatsby-node"

function runWith(CONTEXT: string | undefined) {
  const before = process.env.CONTEXT
  if (CONTEXT === undefined) delete process.env.CONTEXT
  else process.env.CONTEXT = CONTEXT
  const reporter = { setErrorMap: jest.fn(), panic: jest.fn(), warn: jest.fn() }
  try {
    ;(onPreInit as (...args: Parameters<NonNullable<GatsbyNode["onPreInit"]>>) => void)(
      { reporter } as unknown as Parameters<NonNullable<GatsbyNode["onPreInit"]>>[0],
      { plugins: [] },
      () => undefined
    )
  } finally {
    if (before === undefined) delete process.env.CONTEXT
    else process.env.CONTEXT = before
  }
  return reporter
}

test("a production deploy of the shipped content stops with the German list of sample facts", () => {
  const reporter = runWith("production")
  expect(reporter.panic).toHaveBeenCalledTimes(1)
  const { id, context } = reporter.panic.mock.calls[0][0] as { id: string; context: { message: string } }
  expect(id).toBe("content-check")
  expect(context.message).toMatch(
    /^Die Website wurde nicht veröffentlicht: content\/site\.yaml enthält noch Beispielangaben/
  )
  expect(context.message).toContain("Feld «Telefon» «+41 79 123 45 67» ist die Beispiel-Telefonnummer.")
  expect(context.message).toContain("Feld «Bankkonto für Gutscheine › IBAN» «CH44 3199 9123 0008 8901 2»")
})

test.each(["deploy-preview", "branch-deploy", undefined])(
  "context %s: a warning, and the build goes on",
  (context) => {
    const reporter = runWith(context)
    expect(reporter.panic).not.toHaveBeenCalled()
    expect(reporter.warn).toHaveBeenCalledWith(
      expect.stringMatching(/^Hinweis: content\/site\.yaml enthält noch Beispielangaben/)
    )
  }
)
