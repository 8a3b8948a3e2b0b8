import * as React from "react"
import { useModuleWhenNear } from "../hooks/use-module-when-near"
import { loadControls } from "./lazy"
import { fallbackSrc } from "../lib/image"
import { ContentImage } from "../components/ContentImage"
import { cardSizes } from "./styles"

type Image = Queries.ReferenceImageFragment

/** Rows without a gap at the end: 1, 2, 3, 2 (2 × 2), 3, 3… */
const columnsFor = (count: number) => (count <= 3 ? count : count % 3 === 0 || count % 2 !== 0 ? 3 : 2)

/**
 * A reference's pictures as thumbnails. Each is a link to the picture's large file, so without
 * JavaScript a tap opens it; with it, the tap opens the dialog with the arrows to the others.
 */
export function Gallery({
  title,
  images,
  words,
}: {
  title: string
  images: readonly Image[]
  words: Pick<Queries.ReferenceWordsFragment, "enlarge" | "image">
}) {
  const list = React.useRef<HTMLUListElement>(null)
  const controls = useModuleWhenNear(list, loadControls)
  const [open, setOpen] = React.useState<number | null>(null)
  const lead = images.length > 2
  const columns = columnsFor(lead ? images.length - 1 : images.length)

  // Back from the dialog: the thumbnail of the picture shown last takes the focus.
  const returnTo = React.useRef<number | null>(null)
  React.useEffect(() => {
    if (open !== null || returnTo.current === null) return
    list.current?.querySelectorAll("a")[returnTo.current]?.focus()
    returnTo.current = null
  }, [open])

  return (
    <>
      <ul
        ref={list}
        sx={{
          display: "grid",
          // One picture: across the card; two: side by side; more: the first across the card, the
          // others below it in rows of two or three.
          gridTemplateColumns: `repeat(${columns}, 1fr)`,
          gap: 1,
          ...(lead && { "& > li:first-of-type": { gridColumn: "1 / -1" } }),
          listStyle: "none",
          m: 0,
          p: 0,
        }}
      >
        {images.map((image, index) => (
          <li key={image.alt}>
            <a
              href={fallbackSrc(image.large)}
              // A dialog only once its code is here; until then the link opens the picture's file.
              aria-haspopup={controls ? "dialog" : undefined}
              onClick={(event) => {
                if (!controls) return // not there yet: the link opens the picture itself
                event.preventDefault()
                setOpen(index)
              }}
              sx={{
                display: "block",
                "&:focus-visible": { outlineOffset: "-3px" },
                "& img": { width: "100%", aspectRatio: "16 / 10", transition: "opacity 150ms" },
                "&:hover img": { opacity: 0.85 },
              }}
            >
              <span sx={{ variant: "layout.srOnly" }}>{words.enlarge}: </span>
              <ContentImage
                image={image}
                sizes={lead && index === 0 ? cardSizes() : cardSizes(1 / columns)}
              />
            </a>
          </li>
        ))}
      </ul>
      {controls && open !== null && (
        <controls.GalleryDialog
          title={title}
          images={images}
          index={open}
          onIndexChange={setOpen}
          onClose={(last) => {
            returnTo.current = last
            setOpen(null)
          }}
          words={words}
        />
      )}
    </>
  )
}
