// Lint rules: typescript-eslint, React hooks and jsx-a11y on everything we write, and the layers of src/
// (docs/architecture.md): imports flow one way and never in a circle.
import js from "@eslint/js"
import importPlugin from "eslint-plugin-import"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

/** The features: each imports the shared layers, and of another feature only its `handover.ts`. */
const FEATURES = ["configurator", "contact", "estimator", "references", "voucher"]
/** Shared by the features, below them: they import lib/, content/ and each other, never a feature. */
const SHARED = ["components", "forms", "hooks", "firebase", "seo", "color-mode", "styles"]
const src = (folder) => `./src/${folder}`

/** Zones of import/no-restricted-paths: `target` may not import `from`. */
const LAYER_ZONES = [
  {
    target: src("lib"),
    from: "./src",
    except: ["./lib"],
    message: "src/lib/ holds pure helpers: it imports npm packages only, nothing of the site.",
  },
  {
    target: [src("navigation"), src("theme")],
    from: "./src",
    except: ["./lib", "./navigation", "./theme"],
    message: "navigation/ and theme/ are foundations: they import lib/ and each other only.",
  },
  {
    target: src("content"),
    from: ["./src/pages", "./src/templates", ...[...FEATURES, ...SHARED].map(src)],
    message: "src/content/ defines the content: it imports lib/, navigation/ and theme/, no feature or UI.",
  },
  {
    target: SHARED.map(src),
    from: ["./src/pages", "./src/templates", ...FEATURES.map(src)],
    message: "A shared layer imports no feature: pass what it needs as props from the page or template.",
  },
  {
    target: FEATURES.map(src),
    from: ["./src/pages", "./src/templates"],
    message: "Pages and templates import features, not the other way round.",
  },
  ...FEATURES.map((feature) => ({
    target: FEATURES.filter((other) => other !== feature).map(src),
    from: src(feature),
    except: ["./handover.ts"],
    message: `Another feature takes from src/${feature}/ only its hand-over module, src/${feature}/handover.ts.`,
  })),
]

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".e2e/",
      ".cache/",
      "node_modules/",
      "src/gatsby-types.d.ts",
      "test-results/",
      "test-results-engines/",
      "playwright-report/",
      ".ci/node24/",
      ".netlify/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "18" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      // Theme UI's `sx` prop is not a DOM attribute.
      // `command`, `commandfor` (invoker commands) and `closedby` are HTML's, newer than the rule's list.
      "react/no-unknown-property": [
        "error",
        { ignore: ["sx", "netlify-honeypot", "command", "commandfor", "closedby"] },
      ],
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { import: importPlugin },
    settings: {
      "import/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] } },
      // Never parse npm packages: the cycle check would walk all of node_modules (minutes, not seconds).
      "import/ignore": ["node_modules"],
    },
    rules: {
      // ignoreExternal: a cycle runs through our files only, and following node_modules costs seconds.
      "import/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // A test stands above what it tests, as a page does: one that checks the shipped content through
    // the code reading it imports both. The direction binds the code the site is built from.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/__tests__/**"],
    rules: { "import/no-restricted-paths": ["error", { zones: LAYER_ZONES }] },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The cross-engine suite's checks hand functions to the page: they run in the browser.
    files: ["e2e/engines/*.mjs"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Jest loads its config and transformer as CommonJS.
    files: ["jest.config.js", "jest/*.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["jest/**", "__mocks__/**", "**/__tests__/**"],
    languageOptions: { globals: { ...globals.jest } },
  }
)
