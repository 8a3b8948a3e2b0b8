// A webpack plugin that resolves some requests to a stand-in module instead of what they name, for the
// local plugins that leave code out of a build (gatsby-plugin-browser-only-imports: the HTML
// renderer's import()s; gatsby-plugin-firebase: the SDK when Firebase is not set up). Each stand-in
// throws when evaluated, naming the module from its query (webpack's `__resourceQuery`).

/** What webpack's module factory is asked to resolve (the part read here). */
export interface ResolveData {
  context: string
  request: string
  dependencies: { type: string }[]
}

interface Compiler {
  hooks: {
    normalModuleFactory: {
      tap(
        name: string,
        hook: (factory: {
          hooks: { beforeResolve: { tap(name: string, hook: (data: ResolveData) => void): void } }
        }) => void
      ): void
    }
  }
}

/** `standIn` maps a request to its stand-in's path (with the query), or to undefined to leave it. */
export const standInPlugin = (name: string, standIn: (data: ResolveData) => string | undefined) => ({
  apply(compiler: Compiler) {
    compiler.hooks.normalModuleFactory.tap(name, (factory) => {
      factory.hooks.beforeResolve.tap(name, (data) => {
        data.request = standIn(data) ?? data.request
      })
    })
  },
})

/** A stand-in's path with the module it stands in for in its query, for its message. */
export const withRequest = (standIn: string, request: string): string =>
  `${standIn}?${encodeURIComponent(request)}`
