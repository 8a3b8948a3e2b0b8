import { withoutSoftHyphens } from "../../lib/text"
import { MIN_WORD_LENGTH, hyphenate } from "../hyphenate"

const shown = (text: string) => text.replaceAll("\u00ad", "·")

test("long German compounds get soft hyphens at their syllables", () => {
  expect(shown(hyphenate("Fahrzeugaufbereitung"))).toBe("Fahr·zeug·auf·be·rei·tung")
  expect(shown(hyphenate("Datenschutzerklärung"))).toBe("Da·ten·schutz·er·klä·rung")
  expect(shown(hyphenate("Teilfolierung & Design"))).toBe("Teil·fo·lie·rung & Design")
  // Swiss spelling: «ss» where Germany writes the sharp s.
  expect(shown(hyphenate("Aussenreinigung"))).toMatch(/^Aus·sen/)
})

test(`words shorter than ${MIN_WORD_LENGTH} letters stay whole`, () => {
  expect(hyphenate("Über mich")).toBe("Über mich")
  expect(hyphenate("Kontakt")).toBe("Kontakt")
  expect(hyphenate("Kostenlose Beratung vereinbaren")).toBe("Kostenlose Beratung vereinbaren")
  expect(shown(hyphenate("Dienstleistungen"))).toBe("Dienst·leis·tun·gen")
})

test("the text stays the same for copying, searching and everything that is not laid out", () => {
  const texts = [
    "Kostenlose Beratung vereinbaren",
    "Vorher/Nachher-Vergleich: VW Golf",
    "Innenraum-Tiefenreinigung",
  ]
  for (const text of texts) expect(withoutSoftHyphens(hyphenate(text))).toBe(text)
})
