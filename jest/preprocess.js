// Babel for Jest: the same preset Gatsby uses, with Theme UI's JSX runtime.
module.exports = require("babel-jest").default.createTransformer({
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "theme-ui" }],
    "@babel/preset-typescript",
  ],
})
