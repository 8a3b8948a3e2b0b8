// Unit tests: Jest with Gatsby's Babel preset (https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/).
/** @type {import('jest').Config} */
module.exports = {
  transform: { "^.+\\.(m?js|jsx|tsx?)$": "<rootDir>/jest/preprocess.js" },
  moduleNameMapper: {
    // Gatsby's alias for its router fork.
    "^@reach/router$": "@gatsbyjs/reach-router",
    "^gatsby-page-utils/(.*)$": "gatsby-page-utils/dist/$1",
    "^gatsby-core-utils/(.*)$": "gatsby-core-utils/dist/$1",
    "^gatsby-plugin-utils/(.*)$": ["gatsby-plugin-utils/dist/$1", "gatsby-plugin-utils/$1"],
  },
  // The bench's own logic (scripts/bench/__tests__) too.
  testMatch: ["<rootDir>/{src,plugins,scripts}/**/__tests__/**/*.test.[jt]s?(x)"],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public"],
  // The e2e tests' copy of the checkout (.e2e/variant, scripts/build-e2e-variant.mjs) is not a second project.
  modulePathIgnorePatterns: ["<rootDir>/\\.e2e/"],
  // Published as ES modules only: Decap's configuration check (src/content/__tests__/cms.test.ts) and
  // Netlify's _headers parser with its dependencies (plugins/gatsby-plugin-netlify-output/headers.ts).
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|lucide-react|decap-cms[^/]*|@netlify/headers-parser|escape-string-regexp|smol-toml)/)",
  ],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/jest/loadershim.js"],
  // Prints which suites this machine skips, and why (the Firestore emulator needs Java 21).
  globalSetup: "<rootDir>/jest/global-setup.ts",
  setupFilesAfterEnv: ["<rootDir>/jest/setup.ts"],
  // One worker per core: Jest's default leaves one core for itself; on 2 cores one worker instead of two
  // made the run 60 % longer (773 tests: 49 s with one worker, 30 s with two, one after the other).
  maxWorkers: "100%",
  // A test that waits for a state fails when the state never comes, not because a busy machine took
  // longer than Jest's default 5 s (bill.test.ts renders and decodes a QR code: 15 s at load 20). Only
  // a hang reaches this.
  testTimeout: 120_000,
}
