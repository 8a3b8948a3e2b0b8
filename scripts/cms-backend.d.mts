import type { ChildProcess } from "node:child_process"
import type { Server } from "node:http"

export declare const HOST: string
export declare function pathsIn(value: unknown, key?: string): string[]
export declare function outsideContent(body: unknown): string[]
export declare function startGuard(port: number, target: number): Promise<Server>
export declare function startLocalBackend(options: {
  root: string
  repo: string
  mode?: "fs" | "git"
  port?: number
  stdio?: "pipe" | "inherit"
}): Promise<{ server: ChildProcess; stop: () => void }>
