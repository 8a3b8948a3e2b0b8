// Netlify Forms as scripts/serve.mjs answers them: a form's POST (a `form-name` that a built page's
// `data-netlify` form names, docs.netlify.com/forms/setup) is answered 200 and handed to `onForm`,
// never stored or sent; any other POST gets 404 as on Netlify, one over the limit 413.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"

/** Netlify Forms' limit for one submission (docs/contact-form.md): what a local POST may carry. */
export const FORM_LIMIT = 8 * 1024 * 1024

/** The names of the forms Netlify would detect in the built pages of `root` (`<form name … data-netlify>`). */
function detectForms(root) {
  const names = new Set()
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== "admin" && entry.name !== "page-data" && entry.name !== "static") walk(path)
      } else if (entry.name.endsWith(".html")) {
        for (const [tag] of readFileSync(path, "utf8").matchAll(/<form\b[^>]*>/g)) {
          const name = /\sname="([^"]+)"/.exec(tag)?.[1]
          if (name && /\s(data-netlify="true"|netlify)[\s>=]/.test(tag)) names.add(name)
        }
      }
    }
  }
  walk(root)
  return names
}

/** The body of `req`, up to `limit` bytes; null if it is longer. */
function readBody(req, limit) {
  return new Promise((resolveBody, reject) => {
    const chunks = []
    let size = 0
    req.on("data", (chunk) => {
      size += chunk.length
      if (size > limit) {
        req.destroy()
        resolveBody(null)
      } else chunks.push(chunk)
    })
    req.on("end", () => resolveBody(Buffer.concat(chunks)))
    req.on("error", reject)
  })
}

/**
 * What answers the POSTs to the built site in `root`: its forms are found again after a build.
 * `onForm` hears of each one received ({ name, path, fields }).
 */
export function formReceiver(root, onForm) {
  let forms
  let formsStamp = ""

  /** The forms of the built pages, found again after a build. */
  function currentForms() {
    const stamp = existsSync(join(root, "index.html"))
      ? String(statSync(join(root, "index.html")).mtimeMs)
      : ""
    if (!forms || stamp !== formsStamp) {
      forms = detectForms(root)
      formsStamp = stamp
    }
    return forms
  }

  /** A POST to `url`: url-encoded or multipart, at most FORM_LIMIT bytes. */
  return async function receiveForm(req, res, url) {
    const type = String(req.headers["content-type"] ?? "")
    const body = await readBody(req, FORM_LIMIT)
    if (body === null) {
      res.writeHead(413, { "Content-Type": "text/plain; charset=utf-8" })
      return res.end("Payload Too Large")
    }
    let fields
    try {
      if (/^application\/x-www-form-urlencoded\b/i.test(type))
        fields = Object.fromEntries(new URLSearchParams(body.toString("utf8")))
      else if (/^multipart\/form-data\b/i.test(type)) {
        const data = await new Request(url, {
          method: "POST",
          headers: { "content-type": type },
          body,
        }).formData()
        fields = {}
        for (const [name, value] of data)
          fields[name] =
            typeof value === "string" ? value : { file: value.name, type: value.type, size: value.size }
      }
    } catch {
      fields = undefined
    }
    const name = fields?.["form-name"]
    if (typeof name !== "string" || !currentForms().has(name)) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" })
      return res.end("Not found")
    }
    onForm?.({ name, path: url.pathname, fields })
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" })
    res.end("<!doctype html><title>Danke</title><p>Danke, Ihre Angaben sind angekommen.</p>")
  }
}
