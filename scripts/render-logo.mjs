// Draws the logo and the app icon from code: the wordmark's letters become vector paths
// (Montserrat from @fontsource), so the SVG sources look the same on every machine.
//
//   node scripts/render-logo.mjs
//
// Writes static/images/logo.svg (the drawing), the header's logo the spec names, static/images/logo.webp,
// and a larger copy for 3× desktop screens (logo-large.webp), and src/images/icon.svg (source of
// favicons, manifest icons and the social image). logo.webp is also the logo of the structured data.
// Run it again after changing the words or colours below, and update LOGO in src/components/Logo.tsx
// if it prints new sizes.
import { readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import opentype from "opentype.js"
import sharp from "sharp"

const require = createRequire(import.meta.url)
const font = (weight) => {
  const file = readFileSync(
    require.resolve(`@fontsource/montserrat/files/montserrat-latin-${weight}-normal.woff`)
  )
  // The file's own bytes: a Buffer may be a view into a larger shared ArrayBuffer.
  return opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength))
}

const WORD = "GLANZWERK"
const TAGLINE = "FAHRZEUGPFLEGE"
const GOLD = "#d4af37"
const GOLD_LIGHT = "#ecd27a"
const GOLD_DARK = "#a8861f"
const INK = "#09090b"
const PAPER = "#f4f4f5"
const HEIGHT = 240

/** Text as one path, with extra letter spacing; returns the path data and its width. */
function textPath(fontFile, text, size, x, baseline, tracking) {
  let cursor = x
  const parts = []
  for (const char of text) {
    const glyph = fontFile.charToGlyph(char)
    parts.push(glyph.getPath(cursor, baseline, size).toPathData(2))
    cursor += (glyph.advanceWidth / fontFile.unitsPerEm) * size + tracking
  }
  return { d: parts.join(""), width: cursor - tracking - x }
}

/** The mark: a drop of gloss with a sparkle, drawn in a 200 × 200 box at (x, y). */
function mark(x, y, scale = 1) {
  return `
  <g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M100 8 C100 8 32 88 32 132 A68 68 0 0 0 168 132 C168 88 100 8 100 8 Z" fill="url(#gold)"/>
    <path d="M62 120 C62 104 74 86 86 72" fill="none" stroke="${PAPER}" stroke-opacity="0.55" stroke-width="7" stroke-linecap="round"/>
    <path d="M100 96 L108 124 L136 132 L108 140 L100 168 L92 140 L64 132 L92 124 Z" fill="${INK}"/>
  </g>`
}

const gradient = `
  <defs>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${GOLD_LIGHT}"/>
      <stop offset="0.55" stop-color="${GOLD}"/>
      <stop offset="1" stop-color="${GOLD_DARK}"/>
    </linearGradient>
  </defs>`

// Logo: mark, then the wordmark in light letters (the header is dark in both colour modes).
const word = textPath(font(800), WORD, 104, 236, 138, 6)
// The tagline is spaced out to end where the word ends.
const taglineSize = 34
const unspaced = textPath(font(600), TAGLINE, taglineSize, 0, 0, 0).width
const tagline = textPath(
  font(600),
  TAGLINE,
  taglineSize,
  240,
  194,
  (word.width - 4 - unspaced) / (TAGLINE.length - 1)
)
const width = Math.ceil(236 + word.width + 16)
const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${HEIGHT}" width="${width}" height="${HEIGHT}">${gradient}
  <title>${WORD} Fahrzeugpflege</title>${mark(12, 16)}
  <path d="${word.d}" fill="${PAPER}"/>
  <path d="${tagline.d}" fill="${GOLD}"/>
</svg>
`
writeFileSync(new URL("../static/images/logo.svg", import.meta.url), logo)

// The header shows the logo 44 px high on phones and 64 px on wide screens (src/components/Logo.tsx):
// logo.webp is sharp up to 3× phones and 2× desktops, logo-large.webp on 3× desktops. At quality 80
// the letters' edges look as at 90, for 16 % fewer bytes.
const LOGO_FILES = { "logo.webp": 3 * 44, "logo-large.webp": 3 * 64 }
const sizes = []
for (const [name, height] of Object.entries(LOGO_FILES)) {
  const info = await sharp(Buffer.from(logo), { density: (72 * height) / HEIGHT })
    .webp({ quality: 80, alphaQuality: 90, effort: 6 })
    .toFile(new URL(`../static/images/${name}`, import.meta.url).pathname)
  sizes.push(`${name} ${info.width} × ${info.height} px, ${info.size} bytes`)
}
// App icon: the mark on a dark rounded square, inside the safe zone of maskable icons.
const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">${gradient}
  <rect width="512" height="512" rx="96" fill="${INK}"/>${mark(106, 96, 1.5)}
</svg>
`
writeFileSync(new URL("../src/images/icon.svg", import.meta.url), icon)

console.log(`logo.svg: ${width} × ${HEIGHT} px\n${sizes.join("\n")}`)
