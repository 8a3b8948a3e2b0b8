export declare const SYSTEM_CHROMIUM: string
export declare const CHROMIUM_FLAGS: string[]
export declare function chromiumPath(bundled?: string): string | undefined
export declare function testChromiumPath(bundled?: string): string | undefined
