// probe-image-size ships no types. Each format's incremental parser (lib/formats/*.js, 7.x): bytes
// are pushed in order until its status is DONE (a size) or FAIL (not this format).
declare module "probe-image-size/lib/formats/*" {
  export class Parser {
    push(chunk: Uint8Array): void
    /** 0: needs more bytes, 1: done, 2: not this format. */
    getStatus(): 0 | 1 | 2
    getResult(): { width: number; height: number; type: string } | undefined
  }
}
