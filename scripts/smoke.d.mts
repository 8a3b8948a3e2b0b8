export declare function smoke(
  baseUrl: string,
  options?: { fetch?: typeof globalThis.fetch }
): Promise<{ checked: string[]; problems: string[] }>
