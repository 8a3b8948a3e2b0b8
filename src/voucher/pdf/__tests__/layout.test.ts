/** @jest-environment node */
// The voucher PDF as printed: every text inside the gold frame, in its order from top to bottom, no block
// running into the next, however long the texts; what does not fit ends in «…» instead of being lost silently.
// Read from the PDF's own drawing operators (each text run's position, size and WinAnsi text).
import { inflateSync } from "node:zlib"
import type { VoucherDocument } from "../../voucher"
import { voucherPdf } from ".."

// The site bundles pdfkit's browser build (its own fonts registered by src/voucher/pdf); Jest would pick the
// Node build, which registers all standard fonts itself and exports no registerStdFonts.
jest.mock("pdfkit", () => {
  const browser = jest.requireActual(require.resolve("pdfkit").replace(/pdfkit\.js$/, "pdfkit.browser.js"))
  return { PDFDocument: browser.PDFDocument, registerStdFonts: () => {} }
})

interface Run {
  text: string
  /** The baseline, from the page's top. */
  y: number
  x: number
  size: number
}

/** The page's size and each text run it draws, in drawing order. */
async function runs(voucher: VoucherDocument): Promise<{ width: number; height: number; runs: Run[] }> {
  const pdf = Buffer.from(await (await voucherPdf(voucher)).arrayBuffer())
  const [, width, height] = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString("latin1"))!.map(Number)
  const stream = /\/Contents (\d+) 0 R/.exec(pdf.toString("latin1"))![1]
  const body = new RegExp(`\\n${stream} 0 obj[^]*?stream\\n`).exec(pdf.toString("latin1"))!
  const start = body.index + body[0].length
  const content = inflateSync(pdf.subarray(start, pdf.indexOf("\nendstream", start))).toString("latin1")
  const found: Run[] = []
  for (const [, x, y, size, array] of content.matchAll(
    /1 0 0 1 ([\d.-]+) ([\d.-]+) Tm\n\/F\d+ ([\d.]+) Tf\n(?:[\d.-]+ Tc\n)?\[(.*)\] TJ/g
  )) {
    const hex = [...array!.matchAll(/<([0-9a-f]*)>/g)].map((match) => match[1]).join("")
    const text = Buffer.from(hex, "hex").toString("latin1").replace(/\x85/g, "…")
    found.push({ text, x: Number(x), y: height! - Number(y), size: Number(size) })
  }
  return { width: width!, height: height!, runs: found }
}

const VOUCHER: VoucherDocument = {
  businessName: "Glanzwerk Fahrzeugpflege",
  title: "Geschenkgutschein",
  recipientLine: "für Lea Müller",
  valueLine: "im Wert von CHF 150.–",
  message: "Alles Gute zum Geburtstag!\nDein Łukasz",
  numberLabel: "Gutschein-Nr.",
  number: "RF18 G261 126A BCDE F",
  validUntil: "Gültig bis 26. November 2031",
  redeem: "Einzulösen in Sursee",
  terms: ["Der Gutschein gilt mindestens 5 Jahre ab dem Kaufdatum.", "Keine Barauszahlung."],
  contact: "+41 79 123 45 67 · hallo@glanzwerk.ch",
}

const LONG = "Ein sehr langer Text, der so nie vorkommen sollte, aber nichts verschieben darf. ".repeat(8)
const long = (name: string, length = LONG.length) => `${name}: ${LONG}`.slice(0, length)
const OVERLONG: VoucherDocument = {
  businessName: long("Name", 150),
  title: long("Titel", 120),
  recipientLine: long("Empfänger"),
  valueLine: long("Wert"),
  message: Array.from({ length: 40 }, (_, line) => long(`Zeile ${line + 1}`, 70)).join("\n"),
  numberLabel: long("Etikett", 90),
  number: long("Nummer", 90),
  validUntil: long("Gültig"),
  redeem: long("Einlösen"),
  terms: [long("Bedingungen"), LONG],
  contact: long("Kontakt"),
}

/**
 * The runs grouped into the voucher's blocks: a block begins with the run that begins its text and holds the
 * runs drawn after it (its further lines) until the next block begins.
 */
function blocks(found: Run[], voucher: VoucherDocument) {
  const texts = {
    name: voucher.businessName,
    title: voucher.title,
    recipient: voucher.recipientLine,
    value: voucher.valueLine,
    message: `«${voucher.message}`,
    label: voucher.numberLabel,
    number: voucher.number,
    terms: voucher.terms.join(" "),
    contact: voucher.contact,
  }
  const upper = (text: string) => text.toLocaleUpperCase("de-CH")
  const starts = (text: string, run: Run) =>
    upper(text).startsWith(upper(run.text.replace(/…$/, "").slice(0, 10)))
  const grouped = Object.fromEntries(Object.keys(texts).map((name) => [name, [] as Run[]]))
  let current: Run[] | undefined
  for (const run of found) {
    const name = Object.keys(texts).find((key) => starts(texts[key as keyof typeof texts], run))
    if (name) current = grouped[name]
    else if ([voucher.validUntil, voucher.redeem].some((text) => starts(text, run))) current = undefined
    current?.push(run)
  }
  return grouped as Record<keyof typeof texts, Run[]>
}

test.each([
  ["usual texts", VOUCHER],
  ["texts far longer than the form allows", OVERLONG],
])("with %s every text lies inside the frame, each block below the one before", async (_, voucher) => {
  const { width, height, runs: found } = await runs(voucher)
  expect(found.length).toBeGreaterThanOrEqual(10)
  // Inside the inner gold line (21 points from the edge): the baseline below its top, the descenders above its bottom.
  for (const run of found) {
    expect(run.x).toBeGreaterThan(21)
    expect(run.y - run.size).toBeGreaterThan(21)
    expect(run.y + run.size * 0.25).toBeLessThan(height - 21)
    expect(run.x).toBeLessThan(width - 21)
  }
  // Top to bottom; a block's first line starts (its cap height) below the previous block's descenders.
  const order = Object.values(blocks(found, voucher))
  for (const block of order) expect(block.length).toBeGreaterThan(0)
  for (let index = 1; index < order.length; index++) {
    const above = Math.max(...order[index - 1]!.map((run) => run.y + run.size * 0.25))
    const first = order[index]![0]!
    expect(first.y - first.size * 0.75).toBeGreaterThan(above)
  }
})

test("what does not fit is cut off with «…», the message set as one paragraph", async () => {
  const { runs: found } = await runs(OVERLONG)
  const { title, message, number, contact } = blocks(found, OVERLONG)
  for (const block of [title, number, contact]) expect(block.at(-1)!.text).toMatch(/…$/)
  expect(message[0]!.text).toMatch(/^«Zeile 1: Ein sehr langer Text/)
  expect(message.map((run) => run.text).join(" ")).toContain(" / Zeile 2: ")
  expect(message.at(-1)!.text).toMatch(/…$/)
})
