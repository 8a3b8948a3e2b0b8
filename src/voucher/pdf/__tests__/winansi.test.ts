/**
 * @jest-environment node
 */
// The voucher and bill PDFs use the standard fonts, which know only WinAnsi: every letter the QR-bill may
// carry must print as itself or a readable look-alike, and nothing may vanish without a trace.
import { isQrBillCharacter } from "../../payment/charset"
import { isPrintable, toWinAnsi, UNPRINTABLE, winAnsiOf } from "../winansi"

/** WinAnsi (Windows-1252) as TextDecoder knows it: the characters the standard fonts can draw. */
const WIN_ANSI = new Set(
  new TextDecoder("windows-1252").decode(Uint8Array.from({ length: 256 }, (_, index) => index))
)
const isInWinAnsi = (text: string) => [...text].every((char) => char === "\n" || WIN_ANSI.has(char))

/** The QR-bill's extended Latin set (324 characters). */
const EXTENDED_LATIN = Array.from({ length: 0x20ad }, (_, code) => String.fromCodePoint(code)).filter(
  isQrBillCharacter
)

test("every character of the QR-bill's set prints: as a non-empty WinAnsi text, never «?»", () => {
  expect(EXTENDED_LATIN).toHaveLength(324)
  const unprintable = EXTENDED_LATIN.filter((char) => {
    const printed = winAnsiOf(char)
    return !printed || (printed === UNPRINTABLE && char !== UNPRINTABLE) || !isInWinAnsi(printed)
  })
  expect(unprintable).toEqual([])
  expect(isInWinAnsi(toWinAnsi(EXTENDED_LATIN.join("")))).toBe(true)
})

test.each([
  ["Łukasz", "Lukasz"],
  ["Ștefan Țurcanu", "Stefan Turcanu"],
  ["Đorđe Ħal Ŧeta", "Dorde Hal Teta"],
  ["Ĳsselmeer", "IJsselmeer"],
  ["Ŀlívia", "Llívia"],
  ["ŉ", "'n"],
  ["Kıvanç", "Kivanç"],
  ["Erdős Űrhajó", "Erdös Ürhajó"],
  ["Œuvre Šárka Žofie Ÿvonne €", "Œuvre Šárka Žofie Ÿvonne €"],
  ["Müller & Söhne <AG>", "Müller & Söhne <AG>"],
  ["Zoë «Chloé» Noël – 1’250.–", "Zoë «Chloé» Noël – 1’250.–"],
])("«%s» prints as «%s»", (text, printed) => {
  expect(toWinAnsi(text)).toBe(printed)
})

test("a letter typed as letter plus accent prints like the composed letter", () => {
  expect(toWinAnsi("Jose\u0301 S\u0326tefan")).toBe("José Stefan")
})

test("what has no readable form shows as «?», one per character, so no letter goes missing unnoticed", () => {
  expect(toWinAnsi("für 张伟")).toBe("für ??")
  expect(toWinAnsi("Gruss 😀!")).toBe("Gruss ?!")
  expect(isPrintable("张")).toBe(false)
  expect(isPrintable("😀")).toBe(false)
  expect(isPrintable("Д")).toBe(false)
})

test("compatibility forms print as their plain letters, typographic spaces as spaces", () => {
  expect(toWinAnsi("ﬁne Ａ①\u2009x\tz")).toBe("fine A1 x z")
  expect(toWinAnsi("a\r\nb")).toBe("a\nb")
})
