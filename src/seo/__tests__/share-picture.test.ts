// Which picture a shared link shows: the page's own choice first, then its picture, then the home
// page's; a picture the build made no share picture of is passed over.
import { sharePicture, type SharePictureData } from "../share-picture"

const picture = (src: string | null, alt = "Ein Auto"): SharePictureData => ({
  alt,
  src: { childImageSharp: { share: src ? { src, width: 1200, height: 630 } : null } },
})

test("the first picture with a share picture, in the page's order", () => {
  expect(
    sharePicture(picture("/static/a/gutschein.jpg", "Ein Gutschein"), picture("/static/b/home.jpg"))
  ).toEqual({
    path: "/static/a/gutschein.jpg",
    width: 1200,
    height: 630,
    alt: "Ein Gutschein",
  })
  expect(sharePicture(null, undefined, picture(null), picture("/static/b/home.jpg"))?.path).toBe(
    "/static/b/home.jpg"
  )
  expect(sharePicture(null, { alt: "x", src: null })).toBeUndefined()
})
