// `npm run cms`: the web editor on this computer. Gatsby's dev server (http://localhost:8000/admin/)
// and Decap's local backend, which reads and writes the files under content/ directly: no login, no
// Git, no drafts. The site at http://localhost:8000 shows each change at once. The backend answers on
// 127.0.0.1 only and touches nothing outside content/ (scripts/cms-backend.mjs).
import { spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import { startLocalBackend } from "./cms-backend.mjs"

const root = fileURLToPath(new URL("..", import.meta.url))
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NODE_OPTIONS: "--disable-warning=DEP0040" }
const backend = await startLocalBackend({ root, repo: root, mode: "fs", stdio: "inherit" })
const gatsby = spawn(process.execPath, ["node_modules/gatsby/cli.js", "develop", "--host", "localhost"], {
  cwd: root,
  env,
  stdio: "inherit",
})
console.log("Web editor: http://localhost:8000/admin/ (once Gatsby says it is ready). Stop with Ctrl+C.")
const stop = (code) => {
  backend.stop()
  gatsby.kill()
  process.exit(code)
}
process.on("SIGINT", () => stop(0))
process.on("SIGTERM", () => stop(0))
gatsby.on("exit", (code) => stop(code ?? 0))
backend.server.on("exit", (code) => stop(code ?? 0))
