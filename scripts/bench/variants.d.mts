// Types for ./variants.mjs, for its test (scripts/chromium.d.mts does the same for the e2e config).
export declare function withoutScripts(html: string): string
export declare function writeScriptFreeTwin(dir: string, target: string): string
export declare const scriptFreeTwin: (dir: string) => string
