import type { VoucherDocument } from "./voucher"

/**
 * The voucher as the recipient will get it, on the page: the business's name as a wordmark in gold,
 * the title, for whom, the value, the buyer's message, its number, validity and where to redeem it.
 * The PDF (pdf/index.ts) prints the same words. A preview (the buyer's, before any payment) says so
 * first, with whom to ask about a number, as its PDF does across the page.
 */
export function VoucherPreview({ voucher, labelledBy }: { voucher: VoucherDocument; labelledBy?: string }) {
  return (
    <article
      aria-labelledby={labelledBy}
      data-voucher-number={voucher.number.replace(/\s/g, "")}
      sx={{
        position: "relative",
        display: "grid",
        gap: 3,
        p: [4, 6],
        bg: "background",
        color: "text",
        border: "3px solid",
        borderColor: "gold",
        borderRadius: "large",
        boxShadow: "0 0 0 6px var(--theme-ui-colors-background), 0 0 0 7px var(--theme-ui-colors-gold)",
        m: "7px",
        textAlign: "center",
      }}
    >
      {voucher.preview && (
        <div
          data-preview-mark=""
          sx={{
            display: "grid",
            gap: 1,
            p: 2,
            border: "2px dashed",
            borderColor: "danger",
            borderRadius: "small",
            color: "danger",
            fontWeight: "bold",
          }}
        >
          <p sx={{ m: 0 }}>{voucher.preview.mark}</p>
          <p sx={{ m: 0, fontSize: 1 }}>{voucher.preview.check}</p>
        </div>
      )}
      <p
        sx={{
          m: 0,
          fontFamily: "heading",
          fontWeight: "bold",
          textTransform: "uppercase",
          letterSpacing: "0.2em",
          color: "goldText",
          fontSize: 1,
        }}
      >
        {voucher.businessName}
      </p>
      <p
        sx={{
          m: 0,
          fontFamily: "heading",
          fontWeight: "heading",
          fontSize: [5, 6],
          lineHeight: "heading",
          // «Geschenkgutschein» is one word of 250 px at 24 px: below 23em (368 px) it would push the
          // voucher's ring 14 px into the page's margin, and past the screen's edge at 320 px.
          "@media (max-width: 23em)": { fontSize: 4 },
        }}
      >
        {voucher.title}
      </p>
      <p sx={{ m: 0, fontSize: [3, 4] }}>{voucher.recipientLine}</p>
      <p sx={{ m: 0, fontSize: [3, 4], fontWeight: "bold", color: "primary" }}>{voucher.valueLine}</p>
      {voucher.message && (
        <blockquote
          sx={{
            m: 0,
            mx: "auto",
            maxWidth: "30em",
            fontStyle: "italic",
            whiteSpace: "pre-line",
            overflowWrap: "anywhere",
          }}
        >
          «{voucher.message}»
        </blockquote>
      )}
      <dl
        sx={{
          display: "flex",
          flexWrap: "wrap",
          justifyContent: "center",
          columnGap: 4,
          rowGap: 1,
          m: 0,
          mt: 2,
          fontSize: 1,
          "& dt, & dd": { m: 0 },
        }}
      >
        <div sx={{ display: "flex", gap: 2, flexWrap: "wrap", justifyContent: "center" }}>
          <dt sx={{ color: "textMuted" }}>{voucher.numberLabel}</dt>
          <dd sx={{ fontFamily: "monospace", fontWeight: "bold" }}>{voucher.number}</dd>
        </div>
      </dl>
      <p sx={{ m: 0, fontSize: 1 }}>
        {voucher.validUntil} · {voucher.redeem}
      </p>
      <p sx={{ m: 0, fontSize: 0, color: "textMuted" }}>{voucher.contact}</p>
    </article>
  )
}
