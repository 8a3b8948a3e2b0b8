// The QR-bill as the page shows it: its texts say what the buyer typed, «&», «<», «>» and letters beyond
// Latin-1 included, and its QR code (decoded here with jsQR) carries exactly that.
import jsQR from "jsqr"
import sharp from "sharp"
import { SwissQRBill } from "swissqrbill/svg"
import type { Data } from "swissqrbill/types"
import { billSvg, STAND_INS } from "../bill"

// The page runs svg-engine's browser build, which sets texts as innerHTML; Jest would pick its Node build.
jest.mock("svg-engine", () =>
  jest.requireActual(require.resolve("svg-engine").replace("/lib/node/", "/lib/browser/"))
)

const DATA: Data = {
  currency: "CHF",
  amount: 150,
  reference: "210000000003139471430009017",
  message: "Gutschein für Zoë & Łukasz <Nowak>",
  creditor: {
    account: "CH4431999123000889012",
    name: "Glanzwerk Fahrzeugpflege, Luca Bachmann",
    address: "Werkstrasse",
    buildingNumber: "7",
    zip: "6210",
    city: "Sursee",
    country: "CH",
  },
  debtor: {
    name: "A & B <C>",
    address: "Müller & Söhne <AG>",
    buildingNumber: "5",
    zip: "6003",
    city: "Luzern",
    country: "CH",
  },
}

const withDebtor = (debtor: Partial<NonNullable<Data["debtor"]>>, message = DATA.message): Data => ({
  ...DATA,
  message,
  debtor: { ...DATA.debtor!, ...debtor },
})

/** The SVG as a browser reads it (the page puts it in with innerHTML), and each line of its text. */
function lines(svg: string): string[] {
  const holder = document.createElement("div")
  holder.innerHTML = svg
  return [...holder.querySelectorAll("tspan, text")]
    .filter((node) => node.children.length === 0)
    .map((node) => node.textContent ?? "")
}

/** The QR code of the bill, rendered and decoded as a banking app would: the Swiss Payments Code's lines. */
async function scan(svg: string): Promise<string[]> {
  const sized = svg.replace('width="100%"', 'width="1400" height="700"')
  const { data, info } = await sharp(Buffer.from(sized))
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)
  expect(code).not.toBeNull()
  return code!.data.split(/\r?\n/)
}

test("«&», «<», «>» show as typed on the bill and reach its QR code unchanged", async () => {
  const svg = billSvg(DATA)
  const text = lines(svg)
  expect(text).toContain("A & B <C>")
  expect(text).toContain("Müller & Söhne <AG> 5")
  expect(text.join(" ")).toContain("Gutschein für Zoë & Łukasz <Nowak>")
  const spc = await scan(svg)
  expect(spc.slice(20, 27)).toEqual(["S", "A & B <C>", "Müller & Söhne <AG>", "5", "6003", "Luzern", "CH"])
  expect(spc[29]).toBe("Gutschein für Zoë & Łukasz <Nowak>")
  // Without the fix the browser's innerHTML ate «<C>» and «<AG>», as swissqrbill alone still does.
  expect(lines(new SwissQRBill(DATA, { language: "DE" }).toString())).not.toContain("A & B <C>")
})

test("a name with letters beyond Latin-1 keeps every word on its two lines, as typed", async () => {
  // swissqrbill alone gives «Łęcka» a line of its own and drops «Müller» (no width for «Ł»).
  const data = withDebtor(
    { name: "Zoë Łęcka Müller", address: "ulica Łąkowa" },
    "Gutschein für Ștefan € Ĳsbrand"
  )
  expect(lines(new SwissQRBill(data, { language: "DE" }).toString())).not.toContain("Zoë Łęcka Müller")
  const svg = billSvg(data)
  const text = lines(svg)
  expect(text.filter((line) => line === "Zoë Łęcka Müller")).toHaveLength(2) // receipt and payment part
  expect(text).toContain("ulica Łąkowa 5")
  expect(text).toContain("Gutschein für Ștefan € Ĳsbrand")
  const spc = await scan(svg)
  expect(spc.slice(21, 23)).toEqual(["Zoë Łęcka Müller", "ulica Łąkowa"])
  expect(spc[29]).toBe("Gutschein für Ștefan € Ĳsbrand")
})

test("a stand-in the buyer typed stays what it is", () => {
  const text = lines(billSvg(withDebtor({ name: `A & B ${STAND_INS.slice(0, 3)}` })))
  expect(text).toContain(`A & B ${STAND_INS.slice(0, 3)}`)
})

test("tripwire: swissqrbill's German labels use none of the stand-ins", () => {
  const plain = new SwissQRBill(withDebtor({ name: "Anna Meier", address: "Bahnhofstrasse" }, "Gutschein"), {
    language: "DE",
  }).toString()
  expect([...STAND_INS].filter((standIn) => plain.includes(standIn))).toEqual([])
})

test("a bill without special characters is swissqrbill's own, scaled by a viewBox", () => {
  const data = withDebtor({ name: "Anna Meier", address: "Bahnhofstrasse" }, "Gutschein für Lea")
  const svg = billSvg(data)
  expect(svg).toMatch(/^<svg[^>]* viewBox="0 0 793\.70 396\.85" width="100%" aria-hidden="true"/)
  expect(svg.replace(/^<svg[^>]*>/, "")).toBe(
    new SwissQRBill(data, { language: "DE" }).toString().replace(/^<svg[^>]*>/, "")
  )
})
