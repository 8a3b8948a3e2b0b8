// The test builds' switches (./gatsby-node.ts), apart from Gatsby's API file: a gatsby-node may
// export Gatsby's APIs only.

/**
 * Set to "1" by scripts/e2e-variant.mjs for the Firestore variant and the editor's rebuild test, and by
 * e2e/develop.spec.ts for `gatsby develop`.
 */
export const WITHOUT_AVIF = "E2E_PICTURES_WITHOUT_AVIF"

/**
 * Set to "1" where nothing will ever read webpack's cache again: by scripts/test.mjs for the site's
 * build in CI (a fresh machine each time), and by e2e/develop.spec.ts (a copy deleted afterwards).
 */
export const WITHOUT_WEBPACK_CACHE = "BUILD_WITHOUT_WEBPACK_CACHE"

export interface ImageArgs {
  formats?: string[]
}
export type Resolve = (
  source: unknown,
  args: ImageArgs,
  context: unknown,
  info: { originalResolver: Resolve }
) => unknown

export const withoutAvif = (args: ImageArgs): ImageArgs =>
  args.formats ? { ...args, formats: args.formats.filter((format) => format !== "avif") } : args

/** gatsby-transformer-sharp's resolver of `gatsbyImageData`, asked for every format but AVIF. */
export const resolveWithoutAvif: Resolve = (source, args, context, info) =>
  info.originalResolver(source, withoutAvif(args), context, info)
