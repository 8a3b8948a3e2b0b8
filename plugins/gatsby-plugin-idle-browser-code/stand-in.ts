// Stands in, in the production browser bundle, for plugins' gatsby-browser.js files that do nothing on
// this site (gatsby-node.ts beside this file says which, and why). It exports no browser API, so
// Gatsby calls nothing here.
// A <Script> of gatsby-script added later would work as before in production, where Gatsby writes
// off-main-thread scripts into the HTML (gatsby-ssr), not through Partytown's gatsby-browser.js.
export {}
