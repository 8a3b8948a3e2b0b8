// Stands in for Gatsby's internal Partytown plugin's gatsby-browser.js in the production browser bundle
// (gatsby-node.ts beside this file). That file acts only in `gatsby develop`, but it requires
// Partytown's snippet code, which every page's first load carried unused.
// The site has no <Script> of gatsby-script; one added later would work as before in production, where
// Gatsby writes off-main-thread scripts into the HTML (gatsby-ssr), not through this file.
export {}
