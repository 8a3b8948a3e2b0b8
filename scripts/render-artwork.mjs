// Draws the placeholder artwork (hero, each service, the garage) as SVG and renders it to the JPG
// files the content names. Illustrations, clearly not photos of real work: the owner replaces each
// JPG with a photo of the same name (see content/README.md).
//
//   node scripts/render-artwork.mjs [content/pages/gutschein.jpg …]
//
// Writes artwork/*.svg (the vector sources) and the JPGs next to the YAML files that name them.
import { mkdirSync, writeFileSync } from "node:fs"
import sharp from "sharp"

const W = 1600
const H = 1000
const GOLD = "#d4af37"
const GOLD_LIGHT = "#f0d77a"
const INK = "#09090b"
const ZINC_800 = "#27272a"
const ZINC_700 = "#3f3f46"
const GREEN = "#15803d"

/** A coupe in side view, about 900 × 260, wheels at x 235 and 760 (before scaling). */
function car({
  x,
  y,
  scale = 1,
  body = ZINC_800,
  glass = "#1c2330",
  roof,
  stripe,
  shine = GOLD,
  windowsDark = false,
}) {
  const bodyPath =
    "M40 250 C36 220 52 204 84 198 L210 186 C262 150 318 112 392 100 L574 96 C640 99 694 132 750 176 " +
    "L868 196 C912 204 938 224 944 252 L948 282 C948 294 940 300 928 300 L836 300 A76 76 0 0 0 684 300 " +
    "L311 300 A76 76 0 0 0 159 300 L62 300 C48 300 40 292 40 282 Z"
  const glassPath = "M300 190 C338 148 380 124 424 118 L574 114 C626 118 668 146 704 186 Z"
  const wheel = (cx) => `
    <circle cx="${cx}" cy="300" r="64" fill="${INK}"/>
    <circle cx="${cx}" cy="300" r="40" fill="none" stroke="${ZINC_700}" stroke-width="10"/>
    <circle cx="${cx}" cy="300" r="12" fill="${ZINC_700}"/>`
  return `
  <g transform="translate(${x} ${y}) scale(${scale})">
    <ellipse cx="494" cy="368" rx="470" ry="26" fill="#000" opacity="0.45"/>
    <path d="${bodyPath}" fill="${body}"/>
    ${roof ? `<path d="M392 100 L574 96 C612 98 646 110 676 128 L330 132 C350 116 370 106 392 100 Z" fill="${roof}"/>` : ""}
    <path d="${glassPath}" fill="${windowsDark ? "#050507" : glass}" opacity="${windowsDark ? 0.96 : 0.9}"/>
    <path d="M505 116 L505 188" stroke="${body}" stroke-width="10"/>
    ${stripe ? `<path d="M90 232 L900 232" stroke="${stripe}" stroke-width="9" stroke-linecap="round"/>` : ""}
    <path d="M96 214 C300 200 640 196 880 212" fill="none" stroke="${shine}" stroke-width="4" stroke-linecap="round" opacity="0.9"/>
    <path d="M904 236 L940 244" stroke="${GOLD_LIGHT}" stroke-width="8" stroke-linecap="round"/>
    <path d="M48 238 L70 236" stroke="#b91c1c" stroke-width="8" stroke-linecap="round"/>
    ${wheel(235)}${wheel(760)}
  </g>`
}

const sparkle = (x, y, r, color = GOLD_LIGHT) =>
  `<path d="M${x} ${y - r} L${x + r * 0.22} ${y - r * 0.22} L${x + r} ${y} L${x + r * 0.22} ${y + r * 0.22} L${x} ${y + r} L${x - r * 0.22} ${y + r * 0.22} L${x - r} ${y} L${x - r * 0.22} ${y - r * 0.22} Z" fill="${color}"/>`

const svg = (
  defs,
  body
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
  <defs>
    <linearGradient id="garage" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#18181b"/><stop offset="0.62" stop-color="#0f0f12"/><stop offset="1" stop-color="#050506"/>
    </linearGradient>
    <radialGradient id="spot" cx="0.5" cy="0.15" r="0.7">
      <stop offset="0" stop-color="${GOLD}" stop-opacity="0.35"/><stop offset="1" stop-color="${GOLD}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="sweep" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${GOLD_LIGHT}" stop-opacity="0"/><stop offset="0.5" stop-color="${GOLD_LIGHT}" stop-opacity="0.55"/><stop offset="1" stop-color="${GOLD_LIGHT}" stop-opacity="0"/>
    </linearGradient>
    ${defs}
  </defs>
  ${body}
</svg>
`

const floor = `<rect width="${W}" height="${H}" fill="url(#garage)"/><rect width="${W}" height="${H}" fill="url(#spot)"/>
  <path d="M0 760 L${W} 760" stroke="${ZINC_700}" stroke-width="2" opacity="0.6"/>`

const artworks = {
  // The home page's hero: a dark car in the garage under a spotlight, a gold sweep of light.
  "content/pages/home.jpg": svg(
    "",
    `${floor}
    <path d="M560 0 L1040 0 L1300 760 L300 760 Z" fill="${GOLD}" opacity="0.06"/>
    ${car({ x: 300, y: 420, scale: 1.05, body: "#1f1f23" })}
    <ellipse cx="820" cy="560" rx="420" ry="10" fill="url(#sweep)"/>
    ${sparkle(1190, 470, 26)}${sparkle(420, 520, 16)}`
  ),
  // Detailing: water drops and sparkles on a freshly polished car.
  "content/services/aufbereitung.jpg": svg(
    "",
    `${floor}
    ${car({ x: 300, y: 430, scale: 1.05, body: "#2b2b31" })}
    ${[
      [420, 300, 14],
      [520, 250, 10],
      [640, 310, 18],
      [1010, 280, 12],
      [1150, 330, 16],
      [860, 240, 9],
    ]
      .map(
        ([x, y, r]) =>
          `<path d="M${x} ${y - r * 1.8} C${x + r} ${y - r * 0.4} ${x + r} ${y + r} ${x} ${y + r} C${x - r} ${y + r} ${x - r} ${y - r * 0.4} ${x} ${y - r * 1.8} Z" fill="#93c5fd" opacity="0.75"/>`
      )
      .join("")}
    ${sparkle(760, 560, 34)}${sparkle(1220, 520, 20)}${sparkle(380, 600, 14)}`
  ),
  // Full wrap: the same car, original paint on the left, matte green film on the right.
  "content/services/komplettfolierung.jpg": svg(
    `<clipPath id="left"><rect x="0" y="0" width="820" height="${H}"/></clipPath>
     <clipPath id="right"><rect x="820" y="0" width="${W}" height="${H}"/></clipPath>`,
    `${floor}
    <g clip-path="url(#left)">${car({ x: 300, y: 430, scale: 1.05, body: "#a1a1aa", glass: "#1e293b", shine: "#ffffff" })}</g>
    <g clip-path="url(#right)">${car({ x: 300, y: 430, scale: 1.05, body: GREEN, glass: "#1e293b", shine: "#4ade80" })}</g>
    <path d="M820 470 C840 560 800 640 832 760" fill="none" stroke="${GOLD}" stroke-width="6" stroke-dasharray="14 12"/>
`
  ),
  // Partial wrap and design: a light car with a black roof and a gold stripe.
  "content/services/teilfolierung.jpg": svg(
    "",
    `${floor}
    ${car({ x: 300, y: 430, scale: 1.05, body: "#d4d4d8", roof: INK, stripe: GOLD, shine: "#ffffff", glass: "#111827" })}
    ${sparkle(1240, 420, 22)}
    <rect x="120" y="140" width="260" height="40" rx="20" fill="${GOLD}" opacity="0.85"/>
    <rect x="120" y="200" width="180" height="40" rx="20" fill="${INK}" stroke="${ZINC_700}" stroke-width="3"/>
    <rect x="120" y="260" width="220" height="40" rx="20" fill="${GREEN}" opacity="0.85"/>`
  ),
  // Window tinting: a car against a low evening sun, its rear windows dark.
  "content/services/toenung.jpg": svg(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
       <stop offset="0" stop-color="#1e1b4b"/><stop offset="0.55" stop-color="#7c2d12"/><stop offset="1" stop-color="#0a0a0a"/>
     </linearGradient>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="1180" cy="520" r="170" fill="${GOLD}" opacity="0.85"/>
    <circle cx="1180" cy="520" r="260" fill="${GOLD}" opacity="0.15"/>
    <rect y="760" width="${W}" height="${H - 760}" fill="#050506"/>
    ${car({ x: 280, y: 430, scale: 1.05, body: "#18181b", windowsDark: true, shine: GOLD_LIGHT })}`
  ),
  // The garage: workbench, film rolls on the shelf, a covered car.
  "content/pages/ueber-mich.jpg": svg(
    "",
    `${floor}
    <rect x="100" y="180" width="520" height="18" fill="${ZINC_700}"/>
    ${[0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<rect x="${120 + i * 80}" y="${110 - (i % 2) * 10}" width="60" height="${70 + (i % 2) * 10}" rx="8" fill="${[GOLD, GREEN, "#1d4ed8", INK, "#a1a1aa", "#b91c1c"][i]}" stroke="#52525b" stroke-width="3"/>`
      )
      .join("")}
    <rect x="100" y="560" width="520" height="22" fill="${ZINC_700}"/>
    <rect x="130" y="582" width="18" height="178" fill="${ZINC_700}"/><rect x="572" y="582" width="18" height="178" fill="${ZINC_700}"/>
    <rect x="180" y="500" width="120" height="60" rx="6" fill="#52525b"/><circle cx="420" cy="530" r="30" fill="${GOLD}" opacity="0.8"/>
    <path d="M720 760 C720 620 800 540 940 520 L1300 510 C1420 520 1500 600 1520 760 Z" fill="#3f3f46"/>
    <path d="M760 700 C860 640 1300 630 1480 700" fill="none" stroke="#52525b" stroke-width="6"/>
    <rect x="640" y="60" width="320" height="14" rx="7" fill="${GOLD_LIGHT}" opacity="0.8"/>
    <path d="M660 74 L560 760 L1060 760 L940 74 Z" fill="${GOLD}" opacity="0.05"/>`
  ),
}

/** Dust and swirl marks over a car that has not been cared for. */
const haze = `
  <g opacity="0.55">${Array.from({ length: 70 }, (_, i) => {
    const x = 360 + ((i * 137) % 900)
    const y = 560 + ((i * 71) % 130)
    return `<circle cx="${x}" cy="${y}" r="${2 + (i % 3)}" fill="#d6d3d1"/>`
  }).join("")}</g>
  <g fill="none" stroke="#e7e5e4" stroke-width="2" opacity="0.35">
    <circle cx="620" cy="600" r="34"/><circle cx="620" cy="600" r="52"/><circle cx="980" cy="610" r="30"/>
    <circle cx="980" cy="610" r="46"/><circle cx="800" cy="630" r="24"/>
  </g>`

// Examples for «Referenzen» (content/references/): drawn, and marked «Beispiel» on the site, until
// the owner adds photos of real work.
const references = {
  "content/references/aufbereitung-vorher.jpg": svg(
    "",
    `${floor}${car({ x: 300, y: 430, scale: 1.05, body: "#56627a", shine: "#9ca3af", glass: "#374151" })}${haze}`
  ),
  "content/references/aufbereitung-nachher.jpg": svg(
    "",
    `${floor}${car({ x: 300, y: 430, scale: 1.05, body: "#1e3a8a", shine: GOLD_LIGHT })}
    <ellipse cx="820" cy="560" rx="420" ry="10" fill="url(#sweep)"/>${sparkle(700, 520, 30)}${sparkle(1130, 500, 22)}`
  ),
  "content/references/komplettfolierung-vorher.jpg": svg(
    "",
    `${floor}${car({ x: 300, y: 430, scale: 1.05, body: "#a1a1aa", glass: "#1e293b", shine: "#ffffff" })}`
  ),
  "content/references/komplettfolierung-nachher.jpg": svg(
    "",
    `${floor}${car({ x: 300, y: 430, scale: 1.05, body: "#2a2a2e", glass: "#0f172a", shine: "#71717a" })}
    ${sparkle(1180, 480, 18, "#a1a1aa")}`
  ),
  "content/references/toenung-vorher.jpg": svg(
    "",
    `${floor}${car({ x: 300, y: 430, scale: 1.05, body: "#b91c1c", glass: "#93c5fd", shine: "#fca5a5" })}`
  ),
  "content/references/toenung-nachher.jpg": svg(
    "",
    `${floor}${car({ x: 300, y: 430, scale: 1.05, body: "#b91c1c", windowsDark: true, shine: "#fca5a5" })}`
  ),
  "content/references/teilfolierung-dach.jpg": svg(
    "",
    `${floor}${car({ x: 300, y: 430, scale: 1.05, body: "#f4f4f5", roof: INK, shine: "#ffffff", glass: "#111827" })}`
  ),
  "content/references/teilfolierung-streifen.jpg": svg(
    "",
    `${floor}${car({ x: 300, y: 430, scale: 1.05, body: "#f4f4f5", stripe: GOLD, shine: "#ffffff", glass: "#111827" })}
    ${sparkle(1240, 420, 22)}`
  ),
  "content/references/teilfolierung-chrome-delete.jpg": svg(
    "",
    `${floor}${car({ x: 300, y: 430, scale: 1.05, body: "#1e3a8a", roof: INK, stripe: INK, shine: "#93c5fd" })}`
  ),
  // The gift voucher's picture for shared links (content/pages/gutschein.yaml, «shareImage»): a
  // voucher card with a gold ribbon and bow in front of the car, a QR code on the card for the QR-bill.
  // Kept in the middle band, which the 1200 × 630 crop keeps.
  "content/pages/gutschein.jpg": svg(
    `<linearGradient id="card" x1="0" y1="0" x2="1" y2="1">
       <stop offset="0" stop-color="#fafaf9"/><stop offset="1" stop-color="#e7e5e4"/>
     </linearGradient>`,
    `${floor}
    ${car({ x: 700, y: 470, scale: 0.85, body: "#1f1f23" })}
    <g transform="translate(250 250) rotate(-7 330 210)">
      <rect x="12" y="18" width="660" height="420" rx="28" fill="#000" opacity="0.45"/>
      <rect width="660" height="420" rx="28" fill="url(#card)" stroke="${GOLD}" stroke-width="10"/>
      <rect x="0" y="170" width="660" height="64" fill="${GOLD}"/>
      <rect x="250" y="0" width="64" height="420" fill="${GOLD}"/>
      <path d="M282 202 C200 110 150 150 180 200 C200 232 250 220 282 202 Z" fill="${GOLD_LIGHT}" stroke="${GOLD}" stroke-width="8"/>
      <path d="M282 202 C364 110 414 150 384 200 C364 232 314 220 282 202 Z" fill="${GOLD_LIGHT}" stroke="${GOLD}" stroke-width="8"/>
      <circle cx="282" cy="202" r="26" fill="${GOLD}"/>
      <g transform="translate(470 246)">
        <rect width="150" height="150" rx="10" fill="#fff" stroke="${ZINC_800}" stroke-width="6"/>
        ${[
          [16, 16, 44],
          [90, 16, 44],
          [16, 90, 44],
        ]
          .map(
            ([x, y, size]) =>
              `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="none" stroke="${INK}" stroke-width="9"/><rect x="${x + 14}" y="${y + 14}" width="${size - 28}" height="${size - 28}" fill="${INK}"/>`
          )
          .join("")}
        ${[
          [70, 20],
          [70, 46],
          [96, 72],
          [122, 96],
          [70, 96],
          [96, 122],
          [122, 122],
          [72, 72],
        ]
          .map(([x, y]) => `<rect x="${x}" y="${y}" width="16" height="16" fill="${INK}"/>`)
          .join("")}
        <rect x="60" y="60" width="30" height="30" fill="#fff"/>
        <rect x="63" y="63" width="24" height="24" fill="${INK}"/>
        <path d="M72.5 67 H77.5 V72.5 H83 V77.5 H77.5 V83 H72.5 V77.5 H67 V72.5 H72.5 Z" fill="#fff"/>
      </g>
    </g>
    ${sparkle(1260, 330, 30)}${sparkle(180, 820, 18)}${sparkle(1000, 250, 14)}`
  ),
}
// The services overview's picture for shared links: the four services side by side, two by two, with
// a gold gap between them (content/pages/dienstleistungen.yaml, «shareImage»).
const inner = (source) => source.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "")
artworks["content/pages/dienstleistungen.jpg"] =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
  <rect width="${W}" height="${H}" fill="${GOLD}"/>
  ${["aufbereitung", "komplettfolierung", "teilfolierung", "toenung"]
    .map((name, index) => {
      const x = (index % 2) * (W / 2 + 4)
      const y = Math.floor(index / 2) * (H / 2 + 4)
      return `<svg x="${x}" y="${y}" width="${W / 2 - 4}" height="${H / 2 - 4}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${inner(artworks[`content/services/${name}.jpg`])}</svg>`
    })
    .join("\n  ")}
</svg>
`
Object.assign(artworks, references)

mkdirSync(new URL("../artwork", import.meta.url), { recursive: true })
mkdirSync(new URL("../content/references", import.meta.url), { recursive: true })
// `node scripts/render-artwork.mjs content/pages/gutschein.jpg` renders only the pictures named.
const only = process.argv.slice(2)
for (const [target, source] of Object.entries(artworks)) {
  if (only.length > 0 && !only.includes(target)) continue
  const name = target
    .split("/")
    .pop()
    .replace(/\.jpg$/, "")
  writeFileSync(new URL(`../artwork/${name}.svg`, import.meta.url), source)
  await sharp(Buffer.from(source))
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(new URL(`../${target}`, import.meta.url).pathname)
  console.log(target)
}
