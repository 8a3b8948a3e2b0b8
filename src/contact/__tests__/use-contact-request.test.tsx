// The contact form's hook where it differs from the shared form hook (forms/use-request-form.ts): what
// a link hands over (the price estimator's or a configurator's choice) fills the empty fields, and is
// not kept as the draft, so a later link with another choice is not overruled by the first one.
import { render, screen, waitFor } from "@testing-library/react"
import { TextField } from "../../components/TextField"
import { contactDraft } from "../draft"
import { EMPTY_REQUEST, type ContactRequest } from "../request"
import { useContactRequest } from "../use-contact-request"

const TEXTS = {
  errors: {},
  success: "Gesendet",
  photos: { leftOut: "" },
} as unknown as Parameters<typeof useContactRequest>[0]["texts"]

function Form({ handed }: { handed: Partial<ContactRequest> }) {
  const contact = useContactRequest({
    texts: TEXTS,
    delivery: "netlify",
    prefill: async () => handed,
    failure: <p>Fehler</p>,
    honeypotFilled: <p>zurückgehalten</p>,
    leftOut: () => <p>nicht gesendet</p>,
  })
  return (
    <form>
      <TextField {...contact.field("name")} label="Name" />
      <TextField {...contact.field("message")} label="Nachricht" as="textarea" />
    </form>
  )
}

afterEach(() => sessionStorage.clear())

test("what a link hands over fills the empty fields and is not kept as the draft", async () => {
  render(<Form handed={{ message: "Komplettfolierung, ab CHF 2'500.–" }} />)
  await waitFor(() =>
    expect(screen.getByLabelText("Nachricht")).toHaveValue("Komplettfolierung, ab CHF 2'500.–")
  )
  expect(contactDraft.load()).toBeNull()
})

test("what the visitor typed before (the draft) wins over what a link hands over", async () => {
  contactDraft.save({ ...EMPTY_REQUEST, message: "Nur die Scheiben, bitte" })
  render(<Form handed={{ name: "Anna", message: "Komplettfolierung, ab CHF 2'500.–" }} />)
  await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue("Anna"))
  expect(screen.getByLabelText("Nachricht")).toHaveValue("Nur die Scheiben, bitte")
  expect(contactDraft.load()).toMatchObject({ name: "", message: "Nur die Scheiben, bitte" })
})
