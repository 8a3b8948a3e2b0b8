// Once before every unit test run: say which suites this machine cannot run, and why. Jest prints
// nothing from a suite whose tests are all skipped, so the suites' own notes would never be seen.
import { javaMajorVersion } from "../src/firebase/__tests__/emulator"

export default function globalSetup() {
  const java = javaMajorVersion()
  if (java >= 21) return
  process.stdout.write(
    [
      "",
      `Skipped: the Firestore emulator suites (src/firebase/__tests__/firestore.emulator.test.tsx,`,
      `src/contact/__tests__/firestore-rules.emulator.test.ts). The emulator needs Java 21 or newer;`,
      `this machine has ${java ? `Java ${java}` : "no Java"}. Their code is covered at its boundary`,
      "(docs/firebase.md, «How each part is tested»).",
      "",
    ].join("\n")
  )
}
