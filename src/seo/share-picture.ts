// Which picture a page's shared link shows (og:image), from what its query found (the SharePicture
// fragment of fragments.ts): the first of `candidates` the build made a share picture of, in the
// page's order (its «Bild für geteilte Links», its own picture, the home page's).

/** What the SharePicture fragment gives for one picture, as Gatsby's query types have it. */
export interface SharePictureData {
  readonly alt: string
  readonly src: {
    readonly childImageSharp: {
      readonly share: {
        readonly src: string | null
        readonly width: number | null
        readonly height: number | null
      } | null
    } | null
  } | null
}

export interface SharePicture {
  /** The path on the site, «/static/…/….jpg». */
  path: string
  width: number
  height: number
  alt: string
}

/** The first candidate that has a share picture, as Seo's `image`; undefined when none has. */
export function sharePicture(
  ...candidates: readonly (SharePictureData | null | undefined)[]
): SharePicture | undefined {
  for (const candidate of candidates) {
    const share = candidate?.src?.childImageSharp?.share
    if (candidate && share?.src && share.width && share.height)
      return { path: share.src, width: share.width, height: share.height, alt: candidate.alt }
  }
  return undefined
}
