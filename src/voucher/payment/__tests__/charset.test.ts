// The QR-bill's character set (Swiss Implementation Guidelines QR-bill 2.3, 4.1.1, «extended Latin») and
// how refused characters are named back to the buyer.
import { isQrBillCharacter, refusedCharacters } from "../charset"

/** Every Unicode code point, as a string. */
function* everyCharacter() {
  for (let code = 0; code <= 0x10ffff; code++)
    if (code < 0xd800 || code > 0xdfff) yield String.fromCodePoint(code)
}

describe("isQrBillCharacter", () => {
  it("takes exactly the 324 code points of the extended Latin set", () => {
    const taken = [...everyCharacter()].filter(isQrBillCharacter).map((char) => char.codePointAt(0)!)
    const expected = [
      ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => 0x20 + index),
      ...Array.from({ length: 0x17f - 0xa0 + 1 }, (_, index) => 0xa0 + index),
      0x218,
      0x219,
      0x21a,
      0x21b,
      0x20ac,
    ]
    expect(taken).toEqual(expected)
    expect(taken).toHaveLength(324)
  })

  it.each([..."AZaz09 &<>'\"ÀÿŁłŒœŠšŸŽžȘșȚț€ſ"])("takes «%s»", (char) => {
    expect(isQrBillCharacter(char)).toBe(true)
  })

  it.each(["张", "😀", "Д", "α", "\n", "\t", "\u007f", "\u009f", "\u0301", "\u2013"])(
    "refuses «%s»",
    (char) => {
      expect(isQrBillCharacter(char)).toBe(false)
    }
  )
})

describe("refusedCharacters", () => {
  const named = (text: string) => refusedCharacters(text, isQrBillCharacter)

  it("is empty when every character is allowed", () => {
    expect(named("Łukasz Nowak, Müller & Söhne <AG>")).toBe("")
    expect(named("")).toBe("")
  })

  it("names each run of refused characters once, in order", () => {
    expect(named("张伟")).toBe("张伟")
    expect(named("Li 张伟 😀")).toBe("张伟 😀")
    expect(named("张 Li 张")).toBe("张")
    expect(named("Иван Petrov")).toBe("Иван")
  })

  it("keeps a character's parts together: an emoji with its skin tone, a flag", () => {
    expect(named("Gruss 👍🏽")).toBe("👍🏽")
    expect(named("Zürich 🇨🇭")).toBe("🇨🇭")
  })

  it("cuts a long paste after 20 characters with «…»", () => {
    expect(named("日本語のテキストがとても長い場合には途中で切ります")).toBe(
      "日本語のテキストがとても長い場合には途中…"
    )
  })
})
