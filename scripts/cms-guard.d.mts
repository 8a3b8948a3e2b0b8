import type { Server } from "node:http"

export declare const HOST: string
export declare const EDITOR_ORIGINS: string[]
export declare const ENTRY_FOLDERS: string[]
export declare function pathsIn(value: unknown, key?: string): unknown[]
export declare function outsideContent(body: unknown, repo: string): Promise<string[]>
export declare function undeletable(body: unknown, repo: string): Promise<string[]>
export declare function startGuard(
  port: number,
  target: number,
  options: { repo: string; origins?: string[] }
): Promise<Server>
