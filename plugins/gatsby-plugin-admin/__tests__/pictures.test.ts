// The media library and deletions, against a backend made of a few files in memory: the editor
// lists pictures only, keeps a picture an entry or a draft names (and says which), never deletes a
// YAML file or the owner's guide from the media library, and deletes an entry with the pictures only
// it names. The same wrapper serves the GitHub backend and decap-server (editor/backends.ts).
import jsYaml from "js-yaml"
import { cmsConfig } from "../../../src/content/cms"
import { guardBackends, NO_UPLOAD_IN_MEDIA } from "../editor/backends"
import type { Cms } from "../editor/decap"
import { contentFolders, entryName, isPicture, names, picturesOf, refusal } from "../editor/pictures"

const config = cmsConfig({ repo: "owner/site", siteUrl: "https://www.glanzwerk-sursee.ch" })

const golf = jsYaml.dump({
  title: "VW Golf, Komplettfolierung",
  service: "komplettfolierung",
  before: { src: "./golf-vorher.jpg", alt: "Vorher" },
  after: { src: "golf-nachher.jpg", alt: "Nachher" },
})
const audi = jsYaml.dump({
  title: "Audi A3, Aufbereitung",
  service: "aufbereitung",
  images: [{ src: "./geteilt.jpg", alt: "Beide" }],
})

/** A backend of files in memory, as Decap's implementations answer (decap-cms-lib-util). */
function memoryBackend(files: Record<string, string>, drafts: Record<string, string> = {}) {
  const inFolder = (folder: string, path: string) => path.slice(0, path.lastIndexOf("/")) === folder
  const deleted: string[][] = []
  const uploaded: string[] = []
  /** What the setup's dialog said: heading and text. */
  const refused: string[][] = []
  // A new implementation for each start, as Decap makes one (over the same files).
  const implementation = () => ({
    persistMedia: async (file: { path: string }, _options: unknown) => {
      uploaded.push(file.path)
      files[file.path] = "…"
      return file
    },
    getMedia: async (folder = "content") =>
      Object.keys(files)
        .filter((path) => inFolder(folder, path))
        .map((path) => ({ path, name: path.slice(path.lastIndexOf("/") + 1) })),
    deleteFiles: async (paths: string[], _message: string) => {
      deleted.push(paths)
      for (const path of paths) delete files[path]
    },
    entriesByFolder: async (folder: string, extension: string) =>
      Object.entries(files)
        .filter(([path]) => inFolder(folder, path) && path.endsWith(`.${extension}`))
        .map(([path, data]) => ({ file: { path }, data })),
    unpublishedEntries: async () => Object.keys(drafts),
    unpublishedEntry: async ({ id }: { id: string }) => ({
      collection: "references",
      slug: id,
      diffs: [{ path: `content/references/${id}.yaml`, id: `sha-${id}` }],
    }),
    unpublishedEntryDataFile: async (_: string, slug: string) => drafts[slug]!,
  })
  const listeners: Record<string, (event: { entry: unknown }) => unknown> = {}
  const CMS = {
    registerEventListener: ({
      name,
      handler,
    }: {
      name: string
      handler: (event: { entry: unknown }) => unknown
    }) => {
      listeners[name] = handler
    },
    getBackend: (name: string) => (name === "proxy" ? registered : undefined),
  } as unknown as Cms
  const registered = { init: (..._: unknown[]) => implementation() as unknown }
  guardBackends(CMS, ["github", "proxy"], config, (heading, text) => refused.push([heading, text]))
  return {
    files,
    deleted,
    uploaded,
    refused,
    start: (useWorkflow: boolean) =>
      registered.init({}, { useWorkflow }) as ReturnType<typeof implementation>,
    /** Decap's announcement before it deletes the entry at `path`. */
    announceDelete: (path: string, data: unknown) =>
      listeners.preUnpublish!({
        entry: { get: (key: string) => (key === "path" ? path : { toJS: () => data }) },
      }),
  }
}

const shipped = () => ({
  "content/README.md": "# Inhalte bearbeiten",
  "content/testimonials.yaml": "items: []",
  "content/pages/home.yaml": jsYaml.dump({ hero: { image: { src: "./home.jpg", alt: "Garage" } } }),
  "content/pages/home.jpg": "…",
  "content/references/golf.yaml": golf,
  "content/references/audi.yaml": audi,
  "content/references/golf-vorher.jpg": "…",
  "content/references/golf-nachher.jpg": "…",
  "content/references/geteilt.jpg": "…",
  "content/references/unbenutzt.webp": "…",
  "content/services/toenung.png": "…",
})

test("a picture is a JPG, PNG or WebP; a file names one by its path next to it", () => {
  expect(["a.jpg", "b.JPEG", "c.png", "d.webp"].every(isPicture)).toBe(true)
  expect(["README.md", "site.yaml", "logo.svg", "a.gif", "jpg"].some(isPicture)).toBe(false)
  const file = { path: "content/references/golf.yaml", data: golf }
  expect(picturesOf(file.path, jsYaml.load(golf))).toEqual([
    "content/references/golf-vorher.jpg",
    "content/references/golf-nachher.jpg",
  ])
  expect(names(file, "content/references/golf-nachher.jpg")).toBe(true)
  expect(names(file, "content/references/golf.jpg")).toBe(false)
  // Only next to it: the same name in another folder is another picture.
  expect(names(file, "content/services/golf-vorher.jpg")).toBe(false)
  // A file that cannot be read keeps every picture its text mentions.
  expect(
    names(
      { path: "content/references/x.yaml", data: "title: [golf-vorher.jpg" },
      "content/references/golf-vorher.jpg"
    )
  ).toBe(true)
})

test("an entry is named as the owner knows it", () => {
  expect(entryName(config, { path: "content/references/golf.yaml", data: golf })).toBe(
    "Referenz «VW Golf, Komplettfolierung»"
  )
  expect(entryName(config, { path: "content/references/golf.yaml", data: golf, draft: true })).toBe(
    "Referenz «VW Golf, Komplettfolierung» (Entwurf)"
  )
  expect(entryName(config, { path: "content/pages/home.yaml", data: "" })).toBe("«Startseite»")
  expect(contentFolders(config)).toEqual([
    "content",
    "content/pages",
    "content/references",
    "content/services",
  ])
})

test("the media library refuses anything but a picture, and a picture in use, naming the entry", () => {
  const files = [{ path: "content/references/golf.yaml", data: golf }]
  expect(refusal(config, "content/testimonials.yaml", files)).toBe(
    "«testimonials.yaml» ist kein Bild und kann hier nicht gelöscht werden."
  )
  expect(refusal(config, "content/README.md", files)).toMatch(/^«README\.md» ist kein Bild/)
  expect(refusal(config, "content/references/golf-vorher.jpg", files)).toBe(
    "Das Bild «golf-vorher.jpg» wird noch verwendet: Referenz «VW Golf, Komplettfolierung». " +
      "Entfernen Sie es zuerst dort, dann können Sie es löschen."
  )
  expect(refusal(config, "content/references/unbenutzt.webp", files)).toBeUndefined()
})

test("the backend lists pictures only: a folder's, and for «Medien» every content folder's", async () => {
  const backend = memoryBackend(shipped()).start(false)
  expect((await backend.getMedia("content/references")).map((file) => file.path).sort()).toEqual([
    "content/references/geteilt.jpg",
    "content/references/golf-nachher.jpg",
    "content/references/golf-vorher.jpg",
    "content/references/unbenutzt.webp",
  ])
  const everything = (await backend.getMedia()).map((file) => file.path)
  expect(everything).toContain("content/pages/home.jpg")
  expect(everything).toContain("content/services/toenung.png")
  expect(everything.filter((path) => !isPicture(path))).toEqual([])
})

test("a deletion from the media library: refused for what is in use or no picture, done for an unused picture", async () => {
  const memory = memoryBackend(shipped(), {
    opel: jsYaml.dump({ title: "Opel Astra", images: [{ src: "./unbenutzt.webp", alt: "Opel" }] }),
  })
  const simple = memory.start(false)
  await expect(simple.deleteFiles(["content/testimonials.yaml"], "Bild gelöscht")).rejects.toThrow(
    "«testimonials.yaml» ist kein Bild"
  )
  await expect(simple.deleteFiles(["content/README.md"], "Bild gelöscht")).rejects.toThrow("kein Bild")
  await expect(simple.deleteFiles(["content/pages/home.jpg"], "Bild gelöscht")).rejects.toThrow(
    "Das Bild «home.jpg» wird noch verwendet: «Startseite»."
  )
  // With the editorial workflow a draft counts too.
  const workflow = memory.start(true)
  await expect(workflow.deleteFiles(["content/references/unbenutzt.webp"], "Bild gelöscht")).rejects.toThrow(
    "Referenz «Opel Astra» (Entwurf)"
  )
  expect(memory.deleted).toEqual([])
  // Each refusal also stands in the setup's dialog, which stays until the owner closes it.
  expect(memory.refused.map(([heading]) => heading)).toEqual(Array(4).fill("Nicht gelöscht"))
  expect(memory.refused[2]![1]).toBe(
    "Das Bild «home.jpg» wird noch verwendet: «Startseite». Entfernen Sie es zuerst dort, dann können Sie es löschen."
  )
  // Without drafts, nothing names it: it goes.
  await simple.deleteFiles(["content/references/unbenutzt.webp"], "Bild gelöscht")
  expect(memory.deleted).toEqual([["content/references/unbenutzt.webp"]])
})

test("a deleted entry takes along the pictures only it names, not the YAML files beside them", async () => {
  const memory = memoryBackend({
    ...shipped(),
    "content/references/audi.yaml": jsYaml.dump({
      title: "Audi A3",
      images: [
        { src: "./geteilt.jpg", alt: "Beide" },
        { src: "./golf-vorher.jpg", alt: "Auch" },
      ],
    }),
    "content/references/golf.yaml": jsYaml.dump({
      title: "VW Golf",
      before: { src: "./golf-vorher.jpg", alt: "Vorher" },
      after: { src: "./golf-nachher.jpg", alt: "Nachher" },
      images: [{ src: "./geteilt.jpg", alt: "Beide" }],
    }),
  })
  const backend = memory.start(false)
  memory.announceDelete(
    "content/references/golf.yaml",
    jsYaml.load(memory.files["content/references/golf.yaml"]!)
  )
  await backend.deleteFiles(["content/references/golf.yaml"], "Inhalt gelöscht")
  expect(memory.deleted).toEqual([["content/references/golf.yaml", "content/references/golf-nachher.jpg"]])
  expect(Object.keys(memory.files)).toContain("content/references/audi.yaml")
})

test("«Medien» uploads nothing into content/ itself; a picture field uploads beside its entry", async () => {
  const memory = memoryBackend(shipped())
  const backend = memory.start(false)
  await expect(backend.persistMedia({ path: "content/neu.jpg" }, {})).rejects.toThrow(NO_UPLOAD_IN_MEDIA)
  expect(memory.refused).toEqual([["Nicht hochgeladen", NO_UPLOAD_IN_MEDIA]])
  await backend.persistMedia({ path: "content/references/neu.jpg" }, {})
  expect(memory.uploaded).toEqual(["content/references/neu.jpg"])
})
