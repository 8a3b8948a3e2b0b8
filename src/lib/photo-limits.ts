// How many pictures a request may carry and how big each may be once the browser has prepared it.
// One set of numbers for the form, the Netlify path and Firebase Storage (storage.rules checks the
// same numbers; a test compares them).
//
// Netlify Forms takes at most 8 MB per submission (docs.netlify.com, Forms setup, «File uploads»:
// «The maximum request size is 8 MB, with a timeout of 30 seconds»; one file per file input). Five
// pictures of at most 1.2 MB each are 6 MB: a quarter of the limit stays free for the text fields, the
// multipart framing and a slow phone's 30 seconds.
export const PHOTO_LIMITS = {
  /** Pictures per request; the form has one file input per picture (foto1 … foto5). */
  count: 5,
  /** Longest side in pixels after scaling. */
  maxSide: 2000,
  /** Bytes per prepared picture (JPEG). */
  maxBytes: 1_200_000,
  /** The one type that is sent: JPEG, re-encoded in the browser without any metadata. */
  type: "image/jpeg",
} as const

/** The file inputs' names, as Netlify knows them from the page's HTML. */
export const PHOTO_FIELDS = Array.from({ length: PHOTO_LIMITS.count }, (_, index) => `foto${index + 1}`)

/**
 * The field in which a request tells the owner which pictures a slow connection left behind
 * (send.ts); declared in the page's HTML beside the picture fields, so that Netlify knows it.
 */
export const PHOTO_NOTE_FIELD = "fotosNichtGesendet"

/** sessionStorage: the key of this tab's pictures kept in IndexedDB (draft-store.ts), if it has any. */
export const TAB_KEY = "kontakt-fotos-tab"
