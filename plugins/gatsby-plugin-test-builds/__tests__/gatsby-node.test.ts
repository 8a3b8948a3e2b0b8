import type { CreateResolversArgs, CreateWebpackConfigArgs } from "gatsby"
import { createResolvers, onCreateWebpackConfig } from "../gatsby-node"
import {
  QUICK_AVIF_EFFORT,
  WITHOUT_AVIF,
  WITHOUT_WEBPACK_CACHE,
  encodeAvifQuickly,
  withoutAvif,
} from "../pictures"

/** Runs `run` with the environment variable `name` set to `value` (or unset), then restores it. */
function withVariable(name: string, value: string | undefined, run: () => void) {
  const saved = process.env[name]
  if (value === undefined) delete process.env[name]
  else process.env[name] = value
  try {
    run()
  } finally {
    if (saved === undefined) delete process.env[name]
    else process.env[name] = saved
  }
}

test("the test builds ask for every format of a picture but AVIF", () => {
  expect(withoutAvif({ formats: ["", "webp", "avif"] })).toEqual({ formats: ["", "webp"] })
  expect(withoutAvif({})).toEqual({})
})

describe("the resolver", () => {
  const run = (variable: string | undefined) => {
    const created = jest.fn()
    withVariable(WITHOUT_AVIF, variable, () =>
      createResolvers?.(
        { createResolvers: created } as unknown as CreateResolversArgs,
        { plugins: [] },
        () => {}
      )
    )
    return created
  }

  test("is only there in the test builds: the site's own build keeps AVIF", () => {
    expect(run(undefined)).not.toHaveBeenCalled()
    expect(run("0")).not.toHaveBeenCalled()
  })

  test("passes the request on to gatsby-transformer-sharp's resolver without AVIF", () => {
    const created = run("1")
    const { resolve } = created.mock.calls[0][0].ImageSharp.gatsbyImageData
    const originalResolver = jest.fn(() => "data")
    const info = { originalResolver }
    expect(resolve("source", { formats: ["", "webp", "avif"], width: 720 }, "context", info)).toBe("data")
    expect(originalResolver).toHaveBeenCalledWith(
      "source",
      { formats: ["", "webp"], width: 720 },
      "context",
      info
    )
  })
})

describe("webpack's cache", () => {
  const configFor = (variable: string | undefined) => {
    const setWebpackConfig = jest.fn()
    withVariable(WITHOUT_WEBPACK_CACHE, variable, () =>
      onCreateWebpackConfig?.(
        { stage: "build-javascript", actions: { setWebpackConfig } } as unknown as CreateWebpackConfigArgs,
        { plugins: [] },
        () => {}
      )
    )
    return setWebpackConfig
  }

  test("is written as Gatsby configures it unless the build asks for none (Netlify's builds keep it)", () => {
    expect(configFor(undefined)).not.toHaveBeenCalled()
    expect(configFor("0")).not.toHaveBeenCalled()
  })

  test("is switched off where nothing reads it again", () => {
    expect(configFor("1")).toHaveBeenCalledWith({ cache: false })
  })
})

describe("AVIF at a lower effort", () => {
  /** A stand-in for sharp: its `avif` records the options it was given. */
  function fakeSharp() {
    const given: unknown[] = []
    class Sharp {
      avif(options?: object) {
        given.push(options)
        return this
      }
    }
    return { Sharp, given }
  }

  test("gives every .avif() that names no effort the quick one, and keeps its other options", () => {
    const { Sharp, given } = fakeSharp()
    encodeAvifQuickly(Sharp)
    const image = new Sharp()
    expect(image.avif({ quality: 50, force: false })).toBe(image)
    image.avif()
    expect(given).toEqual([
      { effort: QUICK_AVIF_EFFORT, quality: 50, force: false },
      { effort: QUICK_AVIF_EFFORT },
    ])
    expect(QUICK_AVIF_EFFORT).toBeLessThan(4)
  })

  test("leaves an effort that is asked for", () => {
    const { Sharp, given } = fakeSharp()
    encodeAvifQuickly(Sharp)
    new Sharp().avif({ effort: 9 })
    expect(given).toEqual([{ effort: 9 }])
  })
})
