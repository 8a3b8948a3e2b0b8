// The pictures of the content and the files that name them. A picture lies next to the YAML file
// that names it (`src: ./golf-vorher-k3x9q2.jpg`), as the build expects; which entry still names a
// picture decides what the editor may delete (backends.ts).
import jsYaml from "js-yaml"
import { findValues } from "../../../src/content/entry-check"
import { IMAGE_PATH } from "../../../src/content/schema"

/** A picture the site can show (JPG, PNG, WebP): the only files the media library lists or deletes. */
export const isPicture = (path: string) => IMAGE_PATH.test(path.slice(path.lastIndexOf("/") + 1))

export const folderOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf("/")))
const nameOf = (path: string) => path.slice(path.lastIndexOf("/") + 1)

/** The pictures `data` names, as paths next to the file at `entryPath`. */
export function picturesOf(entryPath: string, data: unknown): string[] {
  const folder = folderOf(entryPath)
  return findValues(data, "src")
    .map(({ value }) => value)
    .filter((value) => IMAGE_PATH.test(value))
    .map((value) => `${folder}/${value.replace(/^\.\//, "")}`)
}

/** A content file as a backend reads it: its path and text; `draft` when it is a draft's version. */
export interface ContentFile {
  path: string
  data: string
  draft?: boolean
}

const read = (file: ContentFile): unknown => {
  try {
    return jsYaml.load(file.data)
  } catch {
    return undefined
  }
}

/**
 * Does `file` name the picture at `picture`? Read as YAML; a file that cannot be read counts when its
 * text holds the picture's name (a picture is kept rather than lost).
 */
export function names(file: ContentFile, picture: string): boolean {
  if (folderOf(file.path) !== folderOf(picture)) return false
  const data = read(file)
  if (data === undefined) return file.data.includes(nameOf(picture))
  return picturesOf(file.path, data).includes(picture)
}

/** The parts of the editor's configuration (src/content/cms.ts) that say what a file is called. */
export interface CollectionsShape {
  media_folder?: string
  collections: {
    label?: string
    label_singular?: string
    folder?: string
    files?: { label?: string; file?: string }[]
  }[]
}

/** How the owner knows a file: «Referenz «VW Golf, Komplettfolierung»», «Startseite». */
export function entryName(config: CollectionsShape, file: ContentFile): string {
  const draft = file.draft ? " (Entwurf)" : ""
  for (const collection of config.collections) {
    const single = collection.files?.find((candidate) => candidate.file === file.path)
    if (single) return `«${single.label ?? nameOf(file.path)}»${draft}`
    if (collection.folder === folderOf(file.path)) {
      const title = (read(file) as { title?: unknown } | undefined)?.title
      const name = typeof title === "string" && title.trim() ? title : nameOf(file.path)
      return `${collection.label_singular ?? collection.label ?? ""} «${name}»${draft}`.trim()
    }
  }
  return `«${nameOf(file.path)}»${draft}`
}

/** Every folder that holds content files: where pictures may lie. */
export function contentFolders(config: CollectionsShape): string[] {
  const folders = config.collections.flatMap((collection) => [
    ...(collection.folder ? [collection.folder] : []),
    ...(collection.files ?? []).flatMap((file) => (file.file ? [folderOf(file.file)] : [])),
  ])
  return [...new Set(folders)].sort()
}

/** Why the media library may not delete `path`, or undefined when it may. */
export function refusal(config: CollectionsShape, path: string, files: readonly ContentFile[]) {
  if (!isPicture(path)) {
    return `«${nameOf(path)}» ist kein Bild und kann hier nicht gelöscht werden.`
  }
  const users = files.filter((file) => names(file, path)).map((file) => entryName(config, file))
  if (users.length === 0) return undefined
  return (
    `Das Bild «${nameOf(path)}» wird noch verwendet: ${[...new Set(users)].join(", ")}. ` +
    "Entfernen Sie es zuerst dort, dann können Sie es löschen."
  )
}
