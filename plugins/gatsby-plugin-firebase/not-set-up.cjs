// Stands in for Firebase's SDK in a build without Firebase (./gatsby-node.ts): the site's code loads
// Firebase with import() only when it is set up, so nothing loads this. Should something ever do, the
// import fails with this message, and the caller's error path takes over.
/* global __resourceQuery */
throw new Error(
  `Firebase is not set up for this build, so «${decodeURIComponent(__resourceQuery.slice(1))}» is not in it ` +
    "(GATSBY_FIREBASE_*, README «Firebase»)."
)
