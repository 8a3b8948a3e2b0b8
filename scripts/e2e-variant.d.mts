export declare const variantDir: (root: string) => string
export declare const VARIANT_ENV: Record<string, string>
