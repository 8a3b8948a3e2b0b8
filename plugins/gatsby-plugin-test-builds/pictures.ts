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

/**
 * Set to "1" by scripts/test.mjs for the site's build in CI: its AVIF pictures are encoded at sharp's
 * effort 2 instead of its default 4 (gatsby-plugin-sharp passes no effort). Measured with sharp on a
 * reference photo at three widths: 2.14 CPU-seconds at effort 4, 0.45 at effort 2, the files 7 %
 * larger; still AVIF, in the same sizes and places, which is what the tests read.
 */
export const QUICK_AVIF = "BUILD_AVIF_QUICKLY"

/** sharp's AVIF effort in a build with QUICK_AVIF: 0 (fastest) to 9, sharp's default 4. */
export const QUICK_AVIF_EFFORT = 2

interface Avif {
  avif(options?: { effort?: number; [option: string]: unknown }): unknown
}

/** The part of sharp's module that encodeAvifQuickly changes. */
export interface Sharp {
  prototype: Avif
}

/** Makes every `.avif()` of `sharp` that names no effort use QUICK_AVIF_EFFORT. */
export function encodeAvifQuickly(sharp: Sharp) {
  const avif = sharp.prototype.avif
  sharp.prototype.avif = function (this: Avif, options) {
    return avif.call(this, { effort: QUICK_AVIF_EFFORT, ...options })
  }
}

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
