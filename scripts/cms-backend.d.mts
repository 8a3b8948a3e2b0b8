import type { ChildProcess } from "node:child_process"

export {
  EDITOR_ORIGINS,
  ENTRY_FOLDERS,
  HOST,
  outsideContent,
  pathsIn,
  startGuard,
  undeletable,
} from "./cms-guard.mjs"
export declare function startLocalBackend(options: {
  root: string
  repo: string
  mode?: "fs" | "git"
  port?: number
  origins?: string[]
  stdio?: "pipe" | "inherit"
}): Promise<{ server: ChildProcess; port: number; stop: () => void }>
