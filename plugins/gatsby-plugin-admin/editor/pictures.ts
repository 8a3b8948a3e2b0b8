// A deleted entry takes its pictures with it: Decap deletes only the YAML file, which would leave
// its photos in the repository for ever. Just before a delete Decap announces the entry
// («preUnpublish»); the backend's delete then also removes the pictures it names that no other
// file of its folder names.
import { findValues } from "../../../src/content/entry-check"
import { IMAGE_PATH } from "../../../src/content/schema"
import type { Cms, ImmutableMap } from "./decap"

/** The pictures `data` names, as paths next to the file at `entryPath`. */
export function picturesOf(entryPath: string, data: unknown): string[] {
  const folder = entryPath.slice(0, entryPath.lastIndexOf("/") + 1)
  return findValues(data, "src")
    .map(({ value }) => value)
    .filter((value) => IMAGE_PATH.test(value))
    .map((value) => `${folder}${value.replace(/^\.\//, "")}`)
}

interface Implementation {
  deleteFiles(paths: string[], message: string): Promise<unknown>
  entriesByFolder(
    folder: string,
    extension: string,
    depth: number
  ): Promise<{ file: { path: string }; data: string }[]>
}

export function deletePicturesWithEntries(CMS: Cms, backendNames: readonly string[]) {
  /** The entry about to be deleted: its path and pictures. */
  let leaving: { path: string; pictures: string[] } | undefined
  CMS.registerEventListener({
    name: "preUnpublish",
    handler: ({ entry }) => {
      const path = String(entry.get("path"))
      leaving = { path, pictures: picturesOf(path, (entry.get("data") as ImmutableMap).toJS()) }
    },
  })
  for (const name of backendNames) {
    // Decap refuses a second backend of the same name: its entry in the registry is changed instead.
    const backend = CMS.getBackend(name)
    if (!backend) continue
    const init = backend.init
    backend.init = (...args: unknown[]) => {
      const implementation = init(...args) as Implementation
      const deleteFiles = implementation.deleteFiles.bind(implementation)
      implementation.deleteFiles = async (paths, message) => {
        if (!leaving || !paths.includes(leaving.path)) return deleteFiles(paths, message)
        const { path, pictures } = leaving
        leaving = undefined
        const folder = path.slice(0, path.lastIndexOf("/"))
        const others = (await implementation.entriesByFolder(folder, "yaml", 1)).filter(
          (other) => other.file.path !== path
        )
        const unused = pictures.filter(
          (picture) => !others.some((other) => other.data.includes(picture.slice(folder.length + 1)))
        )
        return deleteFiles([...paths, ...unused], message)
      }
      return implementation
    }
  }
}
