// `npm run cms`: the web editor on this computer. Gatsby's dev server (http://localhost:8000/admin/)
// and Decap's local backend (decap-server, port 8081), which reads and writes the files under content/
// directly: no login, no Git, no drafts. The site at http://localhost:8000 shows each change at once.
import { spawn } from "node:child_process"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("..", import.meta.url))
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NODE_OPTIONS: "--disable-warning=DEP0040" }
const children = [
  spawn(process.execPath, ["node_modules/decap-server/dist/index.js"], {
    cwd: root,
    env: { ...env, MODE: "fs", GIT_REPO_DIRECTORY: root, PORT: "8081" },
    stdio: "inherit",
  }),
  spawn(process.execPath, ["node_modules/gatsby/cli.js", "develop"], { cwd: root, env, stdio: "inherit" }),
]
console.log("Web editor: http://localhost:8000/admin/ (once Gatsby says it is ready). Stop with Ctrl+C.")
const stop = (code) => {
  for (const child of children) child.kill()
  process.exit(code)
}
process.on("SIGINT", () => stop(0))
process.on("SIGTERM", () => stop(0))
for (const child of children) child.on("exit", (code) => stop(code ?? 0))
