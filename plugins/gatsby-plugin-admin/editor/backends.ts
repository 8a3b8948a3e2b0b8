// What the editor reads and deletes, guarded where Decap talks to its backend: the GitHub backend of
// the live site and the local one (decap-server) alike, since Decap hands both the same calls.
// - The media library lists pictures only. Decap lists every file of a media folder, so «Medien»
//   offered README.md and the YAML files, and one confirmation deleted content/testimonials.yaml.
//   «Medien» (the top-level media folder, content/) shows the pictures of every content folder.
// - A picture that an entry (or, with the editorial workflow, a draft) still names is not deleted
//   from the media library: the refusal names the entry, in the setup's dialog that stays until the
//   owner closes it (Decap's toast repeats it). Anything but a picture never is.
// - «Medien» (opened from the list, not from a picture field) uploads nothing: its folder is content/
//   itself, where no page takes pictures from. A picture is uploaded in the field that shows it.
// - A deleted entry takes its pictures along: Decap deletes only the YAML file, which would leave its
//   photos in the repository for ever. Just before, Decap announces the entry («preUnpublish»); the
//   delete then also removes the pictures it names that no other file of its folder names.
// Decap refuses a second backend of the same name: each backend's entry in the registry is changed.
import type { Cms, ImmutableMap } from "./decap"
import {
  contentFolders,
  folderOf,
  isPicture,
  names,
  picturesOf,
  refusal,
  type CollectionsShape,
  type ContentFile,
} from "./pictures"

/** The calls of a Decap backend implementation (decap-cms-lib-util's Implementation) used here. */
interface Implementation {
  getMedia(folder?: string): Promise<{ path: string }[]>
  persistMedia(file: { path: string }, options: unknown): Promise<unknown>
  deleteFiles(paths: string[], message: string): Promise<unknown>
  entriesByFolder(
    folder: string,
    extension: string,
    depth: number
  ): Promise<{ file: { path: string }; data: string }[]>
  unpublishedEntries?(): Promise<string[]>
  unpublishedEntry?(args: { id: string }): Promise<{
    collection: string
    slug: string
    diffs: { path: string; id: string }[]
  }>
  unpublishedEntryDataFile?(collection: string, slug: string, path: string, id: string): Promise<string>
}

/** The content files of `folder`: as published, and each draft's version (editorial workflow). */
async function filesOf(
  implementation: Implementation,
  folder: string,
  drafts: boolean
): Promise<ContentFile[]> {
  const published = (await implementation.entriesByFolder(folder, "yaml", 1)).map(({ file, data }) => ({
    path: file.path,
    data,
  }))
  if (!drafts || !implementation.unpublishedEntries) return published
  const ids = await implementation.unpublishedEntries()
  const entries = await Promise.all(ids.map((id) => implementation.unpublishedEntry!({ id })))
  const changed = await Promise.all(
    entries.flatMap(({ collection, slug, diffs }) =>
      diffs
        .filter((diff) => diff.path.endsWith(".yaml") && folderOf(diff.path) === folder)
        .map(async (diff) => ({
          path: diff.path,
          data: await implementation.unpublishedEntryDataFile!(collection, slug, diff.path, diff.id),
          draft: true,
        }))
    )
  )
  return [...published, ...changed]
}

export const NO_UPLOAD_IN_MEDIA =
  "Hier in «Medien» hochgeladen, stünde das Bild an einem Ort, den keine Seite liest. Laden Sie es im " +
  "Beitrag hoch, der es zeigen soll: dort im Bildfeld «Bild wählen», dann «Hochladen»."

export function guardBackends(
  CMS: Cms,
  backendNames: readonly string[],
  config: CollectionsShape,
  refused: (heading: string, text: string) => void = () => {}
) {
  /** The entry about to be deleted: its path and pictures. */
  let leaving: { path: string; pictures: string[] } | undefined
  CMS.registerEventListener({
    name: "preUnpublish",
    handler: ({ entry }) => {
      const path = String(entry.get("path"))
      leaving = { path, pictures: picturesOf(path, (entry.get("data") as ImmutableMap).toJS()) }
    },
  })
  const everywhere = contentFolders(config)

  for (const name of backendNames) {
    const backend = CMS.getBackend(name)
    if (!backend) continue
    const init = backend.init
    backend.init = (...args: unknown[]) => {
      const implementation = init(...args) as Implementation
      const drafts = Boolean((args[1] as { useWorkflow?: boolean } | undefined)?.useWorkflow)
      const getMedia = implementation.getMedia.bind(implementation)
      const deleteFiles = implementation.deleteFiles.bind(implementation)
      const persistMedia = implementation.persistMedia.bind(implementation)

      implementation.persistMedia = async (file, options) => {
        if (folderOf(file.path) === config.media_folder) {
          refused("Nicht hochgeladen", NO_UPLOAD_IN_MEDIA)
          throw new Error(NO_UPLOAD_IN_MEDIA)
        }
        return persistMedia(file, options)
      }

      implementation.getMedia = async (folder) => {
        const folders = folder === undefined || folder === config.media_folder ? everywhere : [folder]
        const files = (await Promise.all(folders.map((one) => getMedia(one)))).flat()
        return files.filter((file) => isPicture(file.path))
      }

      implementation.deleteFiles = async (paths, message) => {
        if (leaving && paths.includes(leaving.path)) {
          const { path, pictures } = leaving
          leaving = undefined
          const others = (await filesOf(implementation, folderOf(path), drafts)).filter(
            (file) => file.path !== path
          )
          const unused = pictures.filter((picture) => !others.some((file) => names(file, picture)))
          return deleteFiles([...paths, ...unused], message)
        }
        // Decap deletes entries only as above: anything else comes from the media library.
        for (const path of paths) {
          const why = refusal(
            config,
            path,
            isPicture(path) ? await filesOf(implementation, folderOf(path), drafts) : []
          )
          // Decap's toast repeats it as «Nicht gelöscht: …» (../decap-patches.ts words that prefix).
          if (why) {
            refused("Nicht gelöscht", why)
            throw new Error(why)
          }
        }
        return deleteFiles(paths, message)
      }
      return implementation
    }
  }
}
