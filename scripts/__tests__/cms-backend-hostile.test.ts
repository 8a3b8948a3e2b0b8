/** @jest-environment node */
// Hostile requests against the local editor's backend as `npm run cms` runs it: the guard in front of a
// real decap-server (file-system mode) on a throwaway checkout. Each is refused with 403 and a German
// message, and nothing in the checkout changes: the inputs of the security review (issue 44).
import { createHash } from "node:crypto"
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import { request } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import { startLocalBackend } from "../cms-backend.mjs"

const ROOT = join(__dirname, "..", "..")
const EDITOR = "http://localhost:8000"
const IBAN = "iban: CH93 0076 2011 6238 5295 7\n"

let repo: string
let backend: Awaited<ReturnType<typeof startLocalBackend>>

beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), "cms-hostile-"))
  writeFileSync(join(repo, "package.json"), '{ "name": "site" }\n')
  mkdirSync(join(repo, "content", "references"), { recursive: true })
  mkdirSync(join(repo, "content", "pages"))
  writeFileSync(join(repo, "content", "site.yaml"), IBAN)
  writeFileSync(join(repo, "content", "pages", "home.yaml"), "title: Start\n")
  writeFileSync(join(repo, "content", "references", "golf.yaml"), "title: Golf\n")
  writeFileSync(join(repo, "content", "references", "golf-vorher.jpg"), "jpeg")
  // A folder under content/ that is the checkout itself, and a «picture» that is site.yaml.
  symlinkSync("..", join(repo, "content", "oben"))
  symlinkSync("site.yaml", join(repo, "content", "bild.jpg"))
  backend = await startLocalBackend({ root: ROOT, repo, mode: "fs", port: 0, origins: [EDITOR] })
})

afterAll(() => {
  backend?.stop()
  rmSync(repo, { recursive: true, force: true })
})

/** Every file and link in the checkout with a hash of what it holds (links are not followed). */
function snapshot(dir = repo, prefix = ""): Record<string, string> {
  const files: Record<string, string> = {}
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name)
    const stat = lstatSync(path)
    if (stat.isSymbolicLink()) files[`${prefix}${name}`] = "link"
    else if (stat.isDirectory()) Object.assign(files, snapshot(path, `${prefix}${name}/`))
    else files[`${prefix}${name}`] = createHash("sha256").update(readFileSync(path)).digest("hex")
  }
  return files
}

/** A POST to the guard, byte for byte as given, with the headers a hostile page or program chooses. */
function send(body: Buffer | string, headers: Record<string, string> = {}) {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body)
  const all: Record<string, string> = {
    host: `localhost:${backend.port}`,
    origin: EDITOR,
    "content-type": "application/json; charset=utf-8",
    "content-length": String(bytes.length),
    ...headers,
  }
  // An empty value leaves the header out.
  for (const [name, value] of Object.entries(all)) if (value === "") delete all[name]
  return new Promise<{ status: number; error: string }>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: backend.port,
        method: "POST",
        path: "/api/v1",
        headers: all,
      },
      (answer) => {
        let text = ""
        answer.setEncoding("utf8")
        answer.on("data", (chunk: string) => (text += chunk))
        answer.on("end", () => {
          let error = ""
          try {
            error = String((JSON.parse(text) as { error?: unknown }).error ?? "")
          } catch {
            error = text
          }
          resolve({ status: answer.statusCode ?? 0, error })
        })
      }
    )
    req.on("error", reject)
    req.end(bytes)
  })
}

/** decap-server's request that writes `path` (a picture upload, as Decap sends it). */
const persist = (path: string, content = '{ "pwned": true }') =>
  JSON.stringify({
    action: "persistMedia",
    params: {
      branch: "main",
      asset: { path, content: Buffer.from(content).toString("base64"), encoding: "base64" },
      options: { commitMessage: "Bild hochgeladen" },
    },
  })

/** Sends the request and expects a 403 with a German message, and the checkout untouched. */
async function expectRefused(body: Buffer | string, headers: Record<string, string>, words: RegExp) {
  const before = snapshot()
  const answer = await send(body, headers)
  expect(answer.status).toBe(403)
  expect(answer.error).toMatch(words)
  expect(snapshot()).toEqual(before)
}

describe("what the editor sends passes (the same checkout, so a refusal below is not a broken backend)", () => {
  test("a picture upload under content/", async () => {
    const answer = await send(persist("content/references/golf-nachher.jpg", "jpeg"))
    expect(answer.status).toBe(200)
    expect(readFileSync(join(repo, "content", "references", "golf-nachher.jpg"), "utf8")).toBe("jpeg")
  })

  test("an entry deleted with its picture", async () => {
    writeFileSync(join(repo, "content", "references", "alt.yaml"), "title: Alt\n")
    writeFileSync(join(repo, "content", "references", "alt.jpg"), "jpeg")
    const answer = await send(
      JSON.stringify({
        action: "deleteFiles",
        params: {
          branch: "main",
          paths: ["content/references/alt.yaml", "content/references/alt.jpg"],
          options: { commitMessage: "Inhalt gelöscht" },
        },
      })
    )
    expect(answer.status).toBe(200)
    expect(snapshot()).not.toHaveProperty("content/references/alt.yaml")
    expect(snapshot()).not.toHaveProperty("content/references/alt.jpg")
  })
})

describe("refused with 403, nothing written", () => {
  test("a UTF-7 body whose path «content/+AC4ALg-/package.json» decodes to content/../package.json", async () => {
    await expectRefused(
      persist("content/+AC4ALg-/package.json"),
      { "content-type": "application/json; charset=utf-7" },
      /UTF-8/
    )
  })

  test("a UTF-16 body", async () => {
    await expectRefused(
      Buffer.from(persist("content/../package.json"), "utf16le"),
      { "content-type": "application/json; charset=utf-16le" },
      /UTF-8/
    )
  })

  test("«..» written as JSON escapes (content/\\u002e\\u002e/package.json)", async () => {
    await expectRefused(
      persist("content/../package.json").replace("/../", "/\\u002e\\u002e/"),
      {},
      /Nur Dateien unter content\//
    )
  })

  test("absolute paths, also one that lies in content/", async () => {
    await expectRefused(persist(join(repo, "package.json")), {}, /Nur Dateien unter content\//)
    await expectRefused(persist(join(repo, "content", "site.yaml")), {}, /Nur Dateien unter content\//)
  })

  test("a path through a symlink under content/ that leads out of it (content/oben → ..)", async () => {
    await expectRefused(persist("content/oben/package.json"), {}, /Nur Dateien unter content\//)
  })

  test("a foreign Host (DNS rebinding: the attacker's name for 127.0.0.1)", async () => {
    await expectRefused(
      persist("content/site.yaml", "iban: CH56 0483 5012 3456 7800 9\n"),
      { host: `rebind.example:${backend.port}` },
      /Host/
    )
  })

  test("a foreign Origin: another site, another page on localhost, or none", async () => {
    const write = persist("content/site.yaml", "iban: CH56 0483 5012 3456 7800 9\n")
    await expectRefused(write, { origin: "https://evil.example" }, /Editor/)
    await expectRefused(write, { origin: "http://localhost:3000" }, /Editor/)
    await expectRefused(write, { origin: "" }, /Editor/)
  })

  test("a gzip-compressed body (Content-Encoding: gzip)", async () => {
    await expectRefused(
      gzipSync(persist("content/../package.json")),
      { "content-encoding": "gzip" },
      /komprimiert/
    )
  })

  test("deleting what is not a picture: site.yaml, a page, and site.yaml through a picture's name", async () => {
    const remove = (paths: string[]) =>
      JSON.stringify({
        action: "deleteFiles",
        params: { branch: "main", paths, options: { commitMessage: "Inhalt gelöscht" } },
      })
    await expectRefused(
      JSON.stringify({
        action: "deleteFile",
        params: { branch: "main", path: "content/site.yaml", options: { commitMessage: "Bild gelöscht" } },
      }),
      {},
      /Löschen/
    )
    await expectRefused(
      remove(["content/references/golf-vorher.jpg", "content/pages/home.yaml"]),
      {},
      /Löschen/
    )
    await expectRefused(remove(["content/bild.jpg"]), {}, /Löschen/)
  })
})
