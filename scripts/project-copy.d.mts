export declare function copyProjectInto(root: string, dir: string, options?: { content?: string }): void
