// The owner's tool at /gutschein#ausstellen (its own chunk, fetched only there): the fields of a paid
// order in, the voucher as a PDF out. Nothing comes from a link; each entry is checked against the
// page's own offer (issue.ts). On a phone: one column, the keyboards that fit (digits for the amount,
// a date picker), and the download right below.
import * as React from "react"
import { useForm, type FieldErrors, type Resolver } from "react-hook-form"
import { TextField } from "../components/TextField"
import { fillNodes } from "../lib/template"
import { VOUCHER_LIMITS, type VoucherOffer } from "./order"
import { EMPTY_ISSUE, ISSUE_FIELDS, readIssue, today, type IssueField, type IssueValues } from "./issue"
import { voucherDocument, type VoucherContext, type VoucherDetails } from "./voucher"
import { VoucherPreview } from "./VoucherPreview"
import { PdfButton } from "./VoucherResult"

export interface VoucherIssueProps {
  texts: Queries.VoucherIssueTextsFragment
  /** The word after an optional field's label («optional»), as on the order form. */
  optional: string
  pdfTexts: { preparing: string; pdfFailed: string }
  offer: VoucherOffer
  context: VoucherContext
  /** The owner's phone, in the introduction as a link. */
  phone: React.ReactNode
}

export function VoucherIssue({ texts, optional, pdfTexts, offer, context, phone }: VoucherIssueProps) {
  const [issued, setIssued] = React.useState<VoucherDetails | null>(null)
  const ready = React.useRef<HTMLParagraphElement>(null)
  const resolver = React.useCallback<Resolver<IssueValues>>(
    (values) => {
      const result = readIssue(values, {
        offer,
        validityYears: context.validityYears,
        messages: texts.errors,
        today: today(),
      })
      if (result.details) return { values, errors: {} }
      const errors: FieldErrors<IssueValues> = {}
      for (const [field, message] of Object.entries(result.errors))
        errors[field as IssueField] = { type: "validate", message }
      return { values: {}, errors }
    },
    [offer, context.validityYears, texts.errors]
  )
  const {
    register,
    handleSubmit,
    setFocus,
    subscribe,
    formState: { errors },
  } = useForm<IssueValues>({ resolver, defaultValues: EMPTY_ISSUE, shouldFocusError: false })

  // A voucher shown stays true to the fields: any change takes it away until it is checked again.
  React.useEffect(
    () => subscribe({ formState: { values: true }, callback: () => setIssued(null) }),
    [subscribe]
  )
  React.useEffect(() => {
    if (issued) ready.current?.focus()
  }, [issued])

  const onSubmit = handleSubmit(
    (values) => {
      const result = readIssue(values, {
        offer,
        validityYears: context.validityYears,
        messages: texts.errors,
        today: today(),
      })
      setIssued(result.details ?? null)
    },
    (invalid) => {
      const first = ISSUE_FIELDS.find((name) => invalid[name])
      if (first) requestAnimationFrame(() => setFocus(first))
    }
  )
  const field = (name: IssueField) => ({
    id: `issue-${name}`,
    label: texts.labels[name],
    hint: texts.hints[name],
    error: errors[name],
    registration: register(name),
  })
  const voucher = issued && voucherDocument(issued, context, "voucher")

  return (
    // The page's band around it is the region, named by this heading.
    <div id="ausstellen" sx={{ display: "grid", gap: 5 }}>
      <div>
        <h2 id="voucher-issue-heading" sx={{ variant: "text.h2", m: 0, mb: 3 }}>
          {texts.heading}
        </h2>
        <p sx={{ m: 0 }}>{fillNodes(texts.intro, { phone })}</p>
      </div>
      <form noValidate onSubmit={(event) => void onSubmit(event)} sx={{ display: "grid", gap: 4 }}>
        <TextField {...field("reference")} type="text" autoComplete="off" required maxLength={40} />
        <TextField
          {...field("amount")}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          required
          maxLength={12}
        />
        <TextField
          {...field("recipient")}
          type="text"
          autoComplete="off"
          required
          maxLength={VOUCHER_LIMITS.recipient}
        />
        {offer.services.length > 0 && (
          <TextField {...field("service")} as="select" optional={optional}>
            <option value="">{texts.labels.noService}</option>
            {offer.services.map((service) => (
              <option key={service.slug} value={service.title}>
                {service.title}
              </option>
            ))}
          </TextField>
        )}
        <TextField {...field("message")} as="textarea" optional={optional} rows={3} />
        <TextField {...field("ordered")} type="date" optional={optional} />
        <div>
          <button type="submit" sx={{ variant: "buttons.primary", width: ["100%", "auto"] }}>
            {texts.submit}
          </button>
        </div>
      </form>
      {voucher && (
        <div sx={{ display: "grid", gap: 4 }}>
          <p ref={ready} tabIndex={-1} role="status" sx={{ m: 0, fontWeight: "bold" }}>
            {texts.ready}
          </p>
          <VoucherPreview voucher={voucher} />
          <PdfButton
            label={texts.download}
            texts={pdfTexts}
            fileName={`Gutschein-${issued.reference}.pdf`}
            make={(pdf) => pdf.voucherPdf(voucher)}
          />
        </div>
      )}
    </div>
  )
}
