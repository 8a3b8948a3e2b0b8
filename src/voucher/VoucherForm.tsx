import { Link } from "gatsby"
import type * as React from "react"
import { Gift, LoaderCircle } from "lucide-react"
import * as field from "../components/form-styles"
import { HONEYPOT, Honeypot } from "../components/Honeypot"
import { TextField } from "../components/TextField"
import { useHydrated } from "../hooks/use-hydrated"
import { ROUTES } from "../navigation/routes"
import { fillNodes, fillTemplate } from "../lib/template"
import { VOUCHER_FORM_NAME, VOUCHER_LIMITS, VOUCHER_TYPE, type VoucherOption } from "./order"
import { AmountChoice, GroupError } from "./AmountChoice"
import type { useVoucherOrder } from "./use-voucher-order"

/** A message in the form itself: a framed paragraph. */
const notice = { m: 0, p: 3, border: "2px solid", borderRadius: "small", bg: "background" } as const

/**
 * Shown only when the browser runs no scripts, decided by CSS before the first paint: nothing appears
 * or vanishes when the page's code takes over, so the form below does not jump.
 */
const withoutScript = { display: "none", "@media (scripting: none)": { display: "block" } } as const

/** The fields Netlify must know from the HTML: what the page adds to an order sent with JavaScript. */
const ADDED_FIELDS = ["reference", "choice"] as const

export interface VoucherFormProps {
  texts: Queries.VoucherFormTextsFragment
  options: readonly VoucherOption[]
  freeAmount: { min: number; max: number } | null | undefined
  deliveries: readonly { label: string; text?: string | null }[]
  netlify: boolean
  /** «Ihre Angaben … {phone} … {email}»: the other ways to order, filled in. */
  reachMe: (template: string) => React.ReactNode
  order: ReturnType<typeof useVoucherOrder>
}

/**
 * The order: «Betrag» (the owner's amounts, a service, or an own amount within limits), for whom and
 * with which message, the buyer's name, e-mail and address (the QR-bill's payer), «Zustellung».
 * Without JavaScript it is a plain Netlify form post, and says the QR-bill follows by e-mail.
 */
export function VoucherForm({
  texts,
  options,
  freeAmount,
  deliveries,
  netlify,
  reachMe,
  order,
}: VoucherFormProps) {
  const hydrated = useHydrated()
  const { field: control, errors, messageLength, isSubmitting, honeypot, onSubmit, prepare } = order
  const deliveryRegistration = control("delivery").registration
  return (
    <form
      name={VOUCHER_FORM_NAME}
      {...(netlify && {
        method: "POST",
        "data-netlify": "true",
        "netlify-honeypot": HONEYPOT,
      })}
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-labelledby="voucher-form-heading"
      aria-busy={isSubmitting || undefined}
      onFocus={prepare}
      onPointerDown={prepare}
      sx={{ display: "grid", gap: 5 }}
    >
      {netlify ? (
        <>
          <input type="hidden" name="form-name" value={VOUCHER_FORM_NAME} />
          <input type="hidden" name="type" value={VOUCHER_TYPE} />
          {/* Filled by the page when it sends; here so that Netlify knows the fields. */}
          {ADDED_FIELDS.map((name) => (
            <input key={name} type="hidden" name={name} value="" />
          ))}
          <p sx={{ ...notice, borderColor: "primary", ...withoutScript }}>{reachMe(texts.noScript)}</p>
        </>
      ) : (
        <p sx={{ ...notice, borderColor: "danger", ...withoutScript }}>{reachMe(texts.needsScript)}</p>
      )}
      <Honeypot ref={honeypot} id="voucher-honeypot" />

      <AmountChoice texts={texts} options={options} freeAmount={freeAmount} order={order} />

      <TextField
        {...control("recipient")}
        label={texts.labels.recipient}
        type="text"
        autoComplete="off"
        required
        maxLength={VOUCHER_LIMITS.recipient}
      />

      <TextField
        {...control("message")}
        as="textarea"
        label={texts.labels.message}
        optional={texts.optional}
        hint={texts.hints.message}
        describedBy="voucher-message-counter"
        rows={3}
        after={
          <p
            id="voucher-message-counter"
            sx={{
              m: 0,
              fontSize: 1,
              textAlign: "right",
              color: messageLength > VOUCHER_LIMITS.message ? "danger" : "textMuted",
            }}
          >
            {fillTemplate(texts.counter, { count: messageLength, max: VOUCHER_LIMITS.message })}
          </p>
        }
      />

      <fieldset sx={{ ...field.choices, gap: 5 }}>
        <legend sx={field.legend}>{texts.labels.buyer}</legend>
        <p id="voucher-address-hint" sx={{ m: 0, mt: -3, fontSize: 1, color: "textMuted" }}>
          {texts.hints.address}
        </p>
        <TextField
          {...control("name")}
          label={texts.labels.name}
          type="text"
          autoComplete="name"
          required
          maxLength={VOUCHER_LIMITS.name}
        />
        <TextField
          {...control("email")}
          label={texts.labels.email}
          hint={texts.hints.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={VOUCHER_LIMITS.email}
        />
        <TextField
          {...control("street")}
          label={texts.labels.street}
          type="text"
          autoComplete="address-line1"
          required
          maxLength={VOUCHER_LIMITS.street}
        />
        <div sx={{ display: "grid", gridTemplateColumns: ["7em 1fr", "8em 1fr"], gap: 3 }}>
          <TextField
            {...control("postalCode")}
            label={texts.labels.postalCode}
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            required
            maxLength={VOUCHER_LIMITS.postalCode}
          />
          <TextField
            {...control("locality")}
            label={texts.labels.locality}
            type="text"
            autoComplete="address-level2"
            required
            maxLength={VOUCHER_LIMITS.locality}
          />
        </div>
      </fieldset>

      <fieldset
        sx={field.choices}
        aria-invalid={Boolean(errors.delivery) || undefined}
        aria-describedby={errors.delivery ? "voucher-delivery-error" : undefined}
      >
        <legend sx={field.legend}>{texts.labels.delivery}</legend>
        {deliveries.map((delivery, index) => (
          <label key={delivery.label} sx={{ ...field.choice, alignItems: "flex-start" }}>
            <input
              type="radio"
              value={delivery.label}
              required
              {...deliveryRegistration}
              aria-describedby={delivery.text ? `voucher-delivery-${index}` : undefined}
            />
            <span sx={{ flex: "1 1 10em", minWidth: 0 }}>
              {delivery.label}
              {delivery.text && (
                <span
                  id={`voucher-delivery-${index}`}
                  sx={{ display: "block", fontSize: 1, color: "textMuted" }}
                >
                  {delivery.text}
                </span>
              )}
            </span>
          </label>
        ))}
        <GroupError id="voucher-delivery-error" error={errors.delivery} />
      </fieldset>

      <p sx={{ m: 0, fontSize: 1, color: "textMuted" }}>
        {fillNodes(texts.privacy, { link: <Link to={ROUTES.privacy}>{texts.privacyLink}</Link> })}
      </p>

      {order.unavailable && (
        <p role="alert" sx={{ ...notice, borderColor: "danger" }}>
          {reachMe(texts.unavailable)}
        </p>
      )}
      {order.failed && (
        <p role="alert" sx={{ ...notice, borderColor: "danger" }}>
          {reachMe(texts.failure)}
        </p>
      )}
      {order.heldBack && (
        <p role="alert" sx={{ ...notice, borderColor: "danger" }}>
          {reachMe(texts.honeypot)}
        </p>
      )}

      <div>
        <button
          type="submit"
          disabled={isSubmitting || (!netlify && !hydrated)}
          aria-disabled={isSubmitting || undefined}
          sx={{
            variant: "buttons.primary",
            width: ["100%", "auto"],
            "&:disabled": { opacity: 0.75, cursor: "progress" },
          }}
        >
          {isSubmitting ? (
            <>
              <LoaderCircle size={20} aria-hidden="true" />
              {texts.sending}
            </>
          ) : (
            <>
              <Gift size={20} aria-hidden="true" />
              {texts.submit}
            </>
          )}
        </button>
      </div>
    </form>
  )
}
