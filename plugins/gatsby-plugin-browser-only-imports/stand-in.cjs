// Stands in for a module the site's code loads with import(), in the HTML renderer only
// (./gatsby-node.ts). The renderer never evaluates it: React runs no effects or handlers there, and
// those are where every such import() sits. Should it ever be evaluated, the build stops and says which.
/* global __resourceQuery */
throw new Error(
  `The HTML renderer loaded «${decodeURIComponent(__resourceQuery.slice(1))}», which the site loads only in the browser ` +
    "(plugins/gatsby-plugin-browser-only-imports): import it statically, or render without it."
)
