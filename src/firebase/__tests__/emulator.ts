// Starts a Firebase emulator (firebase-tools, offline, demo project) for an integration test.
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { join } from "node:path"

export const DEMO_PROJECT = "demo-glanzwerk"
const ROOT = join(__dirname, "../../..")

/** The major version of the machine's Java, or 0 without one. */
export function javaMajorVersion(): number {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" })
  const match = `${result.stderr ?? ""}${result.stdout ?? ""}`.match(/version "(\d+)/)
  return match ? Number(match[1]) : 0
}

export async function startEmulator(service: "auth" | "firestore", url: string): Promise<ChildProcess> {
  const child = spawn(
    join(ROOT, "node_modules/.bin/firebase"),
    ["emulators:start", "--only", service, "--project", DEMO_PROJECT],
    {
      cwd: ROOT,
      detached: true,
      stdio: "ignore",
    }
  )
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The ${service} emulator stopped (exit code ${child.exitCode}).`)
    try {
      if ((await fetch(url)).ok) return child
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  stopEmulator(child)
  throw new Error(`The ${service} emulator did not answer at ${url} within 60 s.`)
}

export function stopEmulator(child: ChildProcess | undefined) {
  if (child?.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM")
}

/** The environment a configured site would be built with, pointed at the emulators. */
export function useDemoFirebaseEnv(emulators: { auth?: string; firestore?: string }) {
  Object.assign(process.env, {
    GATSBY_FIREBASE_API_KEY: "demo-api-key",
    GATSBY_FIREBASE_AUTH_DOMAIN: `${DEMO_PROJECT}.firebaseapp.com`,
    GATSBY_FIREBASE_PROJECT_ID: DEMO_PROJECT,
    GATSBY_FIREBASE_STORAGE_BUCKET: `${DEMO_PROJECT}.appspot.com`,
    GATSBY_FIREBASE_MESSAGING_SENDER_ID: "1",
    GATSBY_FIREBASE_APP_ID: "1:1:web:1",
    // What plugins/gatsby-plugin-firebase decides for a build with all six.
    GATSBY_FIREBASE_CONFIGURED: "true",
    ...(emulators.auth ? { GATSBY_FIREBASE_AUTH_EMULATOR_HOST: emulators.auth } : {}),
    ...(emulators.firestore ? { GATSBY_FIREBASE_FIRESTORE_EMULATOR_HOST: emulators.firestore } : {}),
  })
}
