import type { CreateResolversArgs, CreateWebpackConfigArgs } from "gatsby"
import { createResolvers, onCreateWebpackConfig } from "../gatsby-node"
import { WITHOUT_AVIF, WITHOUT_WEBPACK_CACHE, withoutAvif } from "../pictures"

test("the test builds ask for every format of a picture but AVIF", () => {
  expect(withoutAvif({ formats: ["", "webp", "avif"] })).toEqual({ formats: ["", "webp"] })
  expect(withoutAvif({})).toEqual({})
})

describe("the resolver", () => {
  const run = (variable: string | undefined) => {
    const saved = process.env[WITHOUT_AVIF]
    if (variable === undefined) delete process.env[WITHOUT_AVIF]
    else process.env[WITHOUT_AVIF] = variable
    const created = jest.fn()
    try {
      createResolvers?.(
        { createResolvers: created } as unknown as CreateResolversArgs,
        { plugins: [] },
        () => {}
      )
    } finally {
      if (saved === undefined) delete process.env[WITHOUT_AVIF]
      else process.env[WITHOUT_AVIF] = saved
    }
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
    const saved = process.env[WITHOUT_WEBPACK_CACHE]
    if (variable === undefined) delete process.env[WITHOUT_WEBPACK_CACHE]
    else process.env[WITHOUT_WEBPACK_CACHE] = variable
    const setWebpackConfig = jest.fn()
    try {
      onCreateWebpackConfig?.(
        { stage: "build-javascript", actions: { setWebpackConfig } } as unknown as CreateWebpackConfigArgs,
        { plugins: [] },
        () => {}
      )
    } finally {
      if (saved === undefined) delete process.env[WITHOUT_WEBPACK_CACHE]
      else process.env[WITHOUT_WEBPACK_CACHE] = saved
    }
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
