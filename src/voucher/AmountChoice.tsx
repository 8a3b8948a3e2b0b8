// «Betrag» of the voucher order: the owner's amounts, a service at its guide price, or an own amount
// within the owner's limits (its field shown by CSS, so that it is there without scripts too).
import type { FieldError } from "react-hook-form"
import * as field from "../components/form-styles"
import { TextField } from "../components/TextField"
import { formatChf } from "../lib/price"
import { fillTemplate } from "../lib/template"
import { FREE_AMOUNT, groupThousands, type VoucherOption } from "./order"
import type { useVoucherOrder } from "./use-voucher-order"

/** The error under a group of radio buttons, tied to the group. */
export function GroupError({ id, error }: { id: string; error: FieldError | undefined }) {
  return error ? (
    <p id={id} sx={field.error}>
      {error.message}
    </p>
  ) : null
}

export interface AmountChoiceProps {
  texts: Pick<Queries.VoucherFormTextsFragment, "labels" | "hints">
  options: readonly VoucherOption[]
  freeAmount: { min: number; max: number } | null | undefined
  order: Pick<ReturnType<typeof useVoucherOrder>, "field" | "errors" | "amount">
}

export function AmountChoice({ texts, options, freeAmount, order }: AmountChoiceProps) {
  const { field: control, errors, amount } = order
  const amountError = errors.amount
  const freeError = errors.freeAmount
  const amountRegistration = control("amount").registration
  return (
    <fieldset
      sx={field.choices}
      aria-invalid={Boolean(amountError) || undefined}
      aria-describedby={amountError ? "voucher-amount-error" : undefined}
    >
      <legend sx={field.legend}>{texts.labels.amount}</legend>
      <div sx={{ display: "grid", gridTemplateColumns: ["1fr 1fr", "repeat(3, 1fr)"], gap: 2 }}>
        {options
          .filter((option) => !option.service)
          .map((option) => (
            <label key={option.value} sx={field.choice}>
              <input type="radio" value={option.value} required {...amountRegistration} />
              <span sx={{ whiteSpace: "nowrap" }}>{option.label}</span>
            </label>
          ))}
      </div>
      {options
        .filter((option) => option.service)
        .map((option) => (
          <label key={option.value} sx={field.choice}>
            <input
              type="radio"
              value={option.value}
              {...amountRegistration}
              aria-describedby={`voucher-${option.value.replace(/\W/g, "-")}`}
            />
            <span sx={{ flex: "1 1 10em", minWidth: 0 }}>
              {option.label}
              <span
                id={`voucher-${option.value.replace(/\W/g, "-")}`}
                sx={{ display: "block", fontSize: 1, color: "textMuted" }}
              >
                {fillTemplate(texts.hints.service, { price: formatChf(option.amount) })}
              </span>
            </span>
          </label>
        ))}
      {freeAmount && (
        <div sx={{ display: "grid", gap: 2 }}>
          <label sx={field.choice}>
            <input type="radio" value={FREE_AMOUNT} {...amountRegistration} />
            <span>{texts.labels.freeAmount}</span>
          </label>
          {/* Always there, shown by CSS: without scripts it stays visible (no radio can show it). */}
          <div
            sx={{
              display: amount === FREE_AMOUNT ? "block" : "none",
              "@media (scripting: none)": { display: "block" },
            }}
          >
            <div sx={{ pl: [0, 6] }}>
              <TextField
                {...control("freeAmount")}
                label={texts.labels.freeAmountInput}
                hint={fillTemplate(texts.hints.freeAmount, {
                  min: groupThousands(freeAmount.min),
                  max: groupThousands(freeAmount.max),
                })}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                maxLength={12}
                error={freeError}
              />
            </div>
          </div>
        </div>
      )}
      <GroupError id="voucher-amount-error" error={amountError} />
    </fieldset>
  )
}
