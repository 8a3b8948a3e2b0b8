import { Link } from "gatsby"
import type * as React from "react"
import { Gift } from "lucide-react"
import * as field from "../components/form-styles"
import { TextField } from "../components/TextField"
import { MessageField, RequestForm, SubmitButton, notice } from "../forms/RequestForm"
import { ROUTES } from "../navigation/routes"
import { fillNodes } from "../lib/template"
import { AmountChoice, GroupError } from "./AmountChoice"
import { VOUCHER_FORM_NAME, VOUCHER_LIMITS, VOUCHER_TYPE, type VoucherOption } from "./order"
import type { useVoucherOrder } from "./use-voucher-order"

/** The fields Netlify must know from the HTML: what the page adds to an order sent with JavaScript. */
const ADDED_FIELDS = ["reference", "choice"] as const

type OrderLine = "recipient" | "name" | "email" | "street" | "postalCode" | "locality"
type LineAttributes = Pick<React.InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "inputMode">

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
  const { field: control, errors, messageLength, isSubmitting } = order
  const deliveryRegistration = control("delivery").registration
  /** A required line of the order: the owner's label, the order's length limit, what a browser may fill in. */
  const line = (name: OrderLine, attributes: LineAttributes, hint?: string) => (
    <TextField
      {...control(name)}
      label={texts.labels[name]}
      hint={hint}
      type="text"
      required
      maxLength={VOUCHER_LIMITS[name]}
      {...attributes}
    />
  )
  return (
    <RequestForm
      name={VOUCHER_FORM_NAME}
      netlify={netlify}
      idPrefix="voucher"
      request={order}
      hidden={
        <>
          <input type="hidden" name="type" value={VOUCHER_TYPE} />
          {/* Filled by the page when it sends; here so that Netlify knows the fields. */}
          {ADDED_FIELDS.map((name) => (
            <input key={name} type="hidden" name={name} value="" />
          ))}
        </>
      }
      withoutScript={reachMe(texts.noScript)}
      needsScript={reachMe(texts.needsScript)}
    >
      <AmountChoice texts={texts} options={options} freeAmount={freeAmount} order={order} />

      {line("recipient", { autoComplete: "off" })}

      <MessageField
        control={control("message")}
        texts={texts}
        optional
        count={messageLength}
        max={VOUCHER_LIMITS.message}
        rows={3}
      />

      <fieldset sx={{ ...field.choices, gap: 5 }}>
        <legend sx={field.legend}>{texts.labels.buyer}</legend>
        <p id="voucher-address-hint" sx={{ m: 0, mt: -3, fontSize: 1, color: "textMuted" }}>
          {texts.hints.address}
        </p>
        {line("name", { autoComplete: "name" })}
        {line("email", { type: "email", autoComplete: "email", inputMode: "email" }, texts.hints.email)}
        {line("street", { autoComplete: "address-line1" })}
        <div sx={{ display: "grid", gridTemplateColumns: ["7em 1fr", "8em 1fr"], gap: 3 }}>
          {line("postalCode", { inputMode: "numeric", autoComplete: "postal-code" })}
          {line("locality", { autoComplete: "address-level2" })}
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
        <SubmitButton busy={isSubmitting} needsScript={!netlify} icon={Gift} texts={texts} />
      </div>
    </RequestForm>
  )
}
