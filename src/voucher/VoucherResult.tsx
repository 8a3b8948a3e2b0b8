import * as React from "react"
import { Download, LoaderCircle, RotateCcw } from "lucide-react"
import { fillNodes, fillTemplate } from "../lib/template"
import { billData, type Creditor } from "./bill-data"
import type { SentOrder } from "./storage"
import { loadBill } from "./use-voucher-order"
import { VoucherPreview } from "./VoucherPreview"
import { voucherDocument, type VoucherContext } from "./voucher"
import { formatReference } from "./payment/reference"

const loadPdf = () => import(/* webpackChunkName: "voucher-pdf" */ "./pdf")

type ResultTexts = Queries.VoucherResultTextsFragment

/** Offers `blob` as a download named `name`. */
function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement("a")
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** A button that makes a PDF on the spot (its code comes on the first press) and downloads it. */
export function PdfButton({
  label,
  texts,
  make,
  fileName,
}: {
  label: string
  texts: Pick<ResultTexts, "preparing" | "pdfFailed">
  make: (pdf: Awaited<ReturnType<typeof loadPdf>>) => Promise<Blob>
  fileName: string
}) {
  const [state, setState] = React.useState<"idle" | "busy" | "failed">("idle")
  const press = async () => {
    setState("busy")
    try {
      download(await make(await loadPdf()), fileName)
      setState("idle")
    } catch {
      setState("failed")
    }
  }
  return (
    <div sx={{ display: "grid", gap: 2, justifyItems: "start" }}>
      <button
        type="button"
        onClick={() => void press()}
        disabled={state === "busy"}
        sx={{ variant: "buttons.secondary", "&:disabled": { opacity: 0.75, cursor: "progress" } }}
      >
        {state === "busy" ? (
          <LoaderCircle size={18} aria-hidden="true" />
        ) : (
          <Download size={18} aria-hidden="true" />
        )}
        {state === "busy" ? texts.preparing : label}
      </button>
      {state === "failed" && (
        <p role="alert" sx={{ m: 0, fontSize: 1, fontWeight: "bold", color: "danger" }}>
          {texts.pdfFailed}
        </p>
      )}
    </div>
  )
}

/** The payment part with receipt, drawn when its code has come; as tall as it will be meanwhile. */
function QrBill({ svg, label }: { svg: string | null; label: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      data-qr-bill=""
      sx={{
        // The bill is white paper in both colour modes, as the banking apps expect to scan it.
        bg: "#ffffff",
        border: "1px solid",
        borderColor: "border",
        aspectRatio: "2 / 1",
        width: "100%",
        maxWidth: 794,
        "& svg": { display: "block" },
      }}
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  )
}

export interface VoucherResultProps {
  sent: SentOrder
  texts: ResultTexts
  /** What the voucher's preview is made from (its texts, the business, the terms). */
  context: VoucherContext
  creditor: Creditor | null
  billMessage: string
  email: string
  onAgain: () => void
}

/**
 * What the buyer sees once the order is sent: thanks and the number, the QR-bill to pay with (on the
 * page and as a PDF) or, without an IBAN, that the bill comes by e-mail; the voucher's preview; what
 * happens next. The focus moves to the thanks, which a screen reader then reads.
 */
export function VoucherResult({
  sent,
  texts,
  context,
  creditor,
  billMessage,
  email,
  onAgain,
}: VoucherResultProps) {
  const voucher = voucherDocument(sent.details, context, "preview")
  const heading = React.useRef<HTMLHeadingElement>(null)
  const [svg, setSvg] = React.useState<string | null>(null)
  const [billFailed, setBillFailed] = React.useState(false)
  const data = React.useMemo(
    () => (creditor ? billData(creditor, sent.order, billMessage) : null),
    [creditor, sent.order, billMessage]
  )
  React.useEffect(() => heading.current?.focus(), [])
  React.useEffect(() => {
    if (!data) return
    let active = true
    loadBill()
      .then((bill) => active && setSvg(bill.billSvg(data)))
      .catch(() => active && setBillFailed(true))
    return () => {
      active = false
    }
  }, [data])
  const reference = formatReference(sent.order.reference)
  const compact = sent.order.reference
  return (
    <div sx={{ display: "grid", gap: 6 }}>
      <div role="status">
        <h2 ref={heading} tabIndex={-1} id="voucher-result-heading" sx={{ variant: "text.h2", m: 0, mb: 3 }}>
          {texts.heading}
        </h2>
        <p sx={{ variant: "text.lead", m: 0 }}>
          {fillNodes(texts.text, { reference: <strong>{reference}</strong> })}
        </p>
      </div>

      <section aria-labelledby="voucher-bill-heading" sx={{ display: "grid", gap: 3 }}>
        <h3 id="voucher-bill-heading" sx={{ variant: "text.h3", m: 0 }}>
          {texts.billHeading}
        </h3>
        {data ? (
          <>
            <p sx={{ m: 0 }}>{texts.billText}</p>
            <QrBill svg={svg} label={`${texts.billLabel}: ${sent.order.choice}, ${reference}`} />
            {billFailed && (
              <p role="alert" sx={{ m: 0, fontWeight: "bold", color: "danger" }}>
                {texts.pdfFailed}
              </p>
            )}
            <PdfButton
              label={texts.billDownload}
              texts={texts}
              fileName={`Rechnung-${compact}.pdf`}
              make={(pdf) =>
                pdf.billPdf(data, {
                  title: texts.billTitle,
                  text: fillTemplate(texts.billPdfText, {
                    choice: sent.order.choice,
                    recipient: sent.order.recipient,
                    reference,
                  }),
                })
              }
            />
          </>
        ) : (
          <p sx={{ m: 0 }}>{fillTemplate(texts.noIban, { email: sent.order.email || email })}</p>
        )}
      </section>

      <section aria-labelledby="voucher-preview-heading" sx={{ display: "grid", gap: 3 }}>
        <h3 id="voucher-preview-heading" sx={{ variant: "text.h3", m: 0 }}>
          {texts.previewHeading}
        </h3>
        <p sx={{ m: 0 }}>{texts.previewText}</p>
        <VoucherPreview voucher={voucher} />
        <PdfButton
          label={texts.voucherDownload}
          texts={texts}
          fileName={`Gutschein-Vorschau-${compact}.pdf`}
          make={(pdf) => pdf.voucherPdf(voucher)}
        />
      </section>

      <section aria-labelledby="voucher-next-heading">
        <h3 id="voucher-next-heading" sx={{ variant: "text.h3", m: 0, mb: 3 }}>
          {texts.nextHeading}
        </h3>
        <ol sx={{ m: 0, pl: 5, display: "grid", gap: 2 }}>
          {texts.next.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <div>
        <button type="button" onClick={onAgain} sx={{ variant: "buttons.secondary" }}>
          <RotateCcw size={18} aria-hidden="true" />
          {texts.again}
        </button>
      </div>
    </div>
  )
}
