import { keyframes } from "@emotion/react"
import { Link, graphql } from "gatsby"
import { LoaderCircle, Send } from "lucide-react"
import * as React from "react"
import { useForm, useWatch, type FieldError, type UseFormRegisterReturn } from "react-hook-form"
import { useHydrated } from "../hooks/use-hydrated"
import { anchorPath } from "../navigation/routes"
import { prepareToasts, showToast } from "../components/toast-host"
import { EmailAddress } from "../components/Unbroken"
import * as field from "../components/form-styles"
import { telHref } from "../utils/phone"
import { fillTemplate, splitTemplate } from "../utils/template"
import { clearDraft, loadDraft, saveDraft } from "./draft"
import { EMPTY_REQUEST, FIELDS, LIMITS, type ContactField, type ContactRequest } from "./request"
import { NETLIFY_FORM_NAME, submitContactRequest, type ContactDelivery } from "./submit"

const loadValidation = () => import(/* webpackChunkName: "contact-validation" */ "./validation")

/** Whoever starts on the form will soon need its rules and may see a toast: fetch both now. */
const prepare = () => {
  void loadValidation()
  prepareToasts()
}

const spin = keyframes({ to: { transform: "rotate(360deg)" } })

/** The honeypot: people never see it, form-filling bots do. Netlify drops submissions that fill it. */
const HONEYPOT = "website"

interface FieldProps {
  id: ContactField
  label: string
  optional?: string
  hint?: string
  error?: FieldError
  children: (describedBy: string | undefined, invalid: boolean) => React.ReactNode
}

/** Label, control, hint and error, tied together for screen readers. */
function Field({ id, label, optional, hint, error, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined
  return (
    <div sx={{ display: "grid", gap: 1, alignContent: "start" }}>
      <label htmlFor={id} sx={{ fontWeight: "bold" }}>
        {label}
        {optional && <span sx={{ fontWeight: "body", color: "textMuted" }}> ({optional})</span>}
      </label>
      {hint && (
        <p id={hintId} sx={{ m: 0, fontSize: 1, color: "textMuted" }}>
          {hint}
        </p>
      )}
      {children(describedBy, Boolean(error))}
      {error && (
        <p id={errorId} sx={field.error}>
          {error.message}
        </p>
      )}
    </div>
  )
}

export interface ContactFormProps {
  texts: Queries.ContactFormTextsFragment
  services: readonly string[]
  delivery: ContactDelivery
  phone: string
  email: string
  /** Fields a link to this page fills in (the price estimator's choice), read from its query. */
  prefill?: (search: string) => Partial<ContactRequest> | null
}

/**
 * The request for a free consultation. Works without JavaScript (a plain POST Netlify accepts); with
 * it, validates as the visitor goes, keeps the draft for this tab, and sends without leaving the page.
 */
export function ContactForm({ texts, services, delivery, phone, email, prefill }: ContactFormProps) {
  const hydrated = useHydrated()
  const {
    register,
    handleSubmit,
    reset,
    subscribe,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ContactRequest>({
    // The rules (zod) arrive on first use; the form prefetches them when it is first touched.
    resolver: async (values, context, options) =>
      (await loadValidation()).contactResolver(texts.errors)(values, context, options),
    // Checked when a field is left, then as the visitor corrects it.
    mode: "onTouched",
    reValidateMode: "onChange",
    defaultValues: EMPTY_REQUEST,
    // Focused by onInvalid below, in the form's order: react-hook-form's own focusing misses a field
    // whose error already showed from leaving it.
    shouldFocusError: false,
  })
  const honeypot = React.useRef<HTMLInputElement>(null)

  // Bring back what was typed before a reload, fill in what a link to the page hands over (only
  // fields still empty: a draft wins), then keep every change.
  React.useEffect(() => {
    const draft = loadDraft() ?? EMPTY_REQUEST
    const handed = prefill?.(window.location.search) ?? {}
    const start = { ...draft }
    for (const field of FIELDS) if (!start[field] && handed[field]) start[field] = handed[field]
    if (FIELDS.some((field) => start[field])) reset(start, { keepDefaultValues: true })
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft({ ...EMPTY_REQUEST, ...values }),
    })
  }, [reset, subscribe, prefill])

  const messageLength = (useWatch({ control, name: "message" }) ?? "").length

  const onSubmit = async (request: ContactRequest) => {
    prepareToasts()
    const sent = () => {
      void showToast("success", texts.success)
      reset(EMPTY_REQUEST)
      clearDraft()
    }
    // A bot filled the honeypot: answer as if all went well, send nothing.
    if (honeypot.current?.value) return sent()
    try {
      await submitContactRequest(request, delivery)
      sent()
    } catch {
      const [beforePhone, afterPhone] = splitTemplate(texts.failure, "phone")
      const [between, afterEmail] = splitTemplate(afterPhone, "email")
      void showToast(
        "error",
        <span>
          {beforePhone}
          <a href={telHref(phone)}>{phone}</a>
          {between}
          <a href={`mailto:${email}`}>
            <EmailAddress address={email} />
          </a>
          {afterEmail}
        </span>
      )
    }
  }

  const input = (
    field: ContactField,
    registration: UseFormRegisterReturn,
    describedBy?: string,
    invalid?: boolean
  ) => ({
    id: field,
    ...registration,
    // Leaving a field for the send button: the submit checks everything anyway. Checking on this blur
    // would show an error that pushes the button away from under the pointer, and the click is lost.
    onBlur: (event: React.FocusEvent<HTMLElement>) =>
      (event.relatedTarget as HTMLButtonElement | null)?.type === "submit"
        ? undefined
        : registration.onBlur(event),
    "aria-describedby": describedBy,
    "aria-invalid": invalid || undefined,
  })
  const [privacyBefore, privacyAfter] = splitTemplate(texts.privacy, "link")

  return (
    <form
      name={NETLIFY_FORM_NAME}
      method="POST"
      data-netlify="true"
      netlify-honeypot={HONEYPOT}
      // Without JavaScript the browser checks the required fields; with it, the form says more.
      noValidate={hydrated}
      onSubmit={(event) =>
        handleSubmit(onSubmit, (invalid) => {
          const first = FIELDS.find((field) => invalid[field])
          if (first) requestAnimationFrame(() => setFocus(first))
        })(event)
      }
      aria-labelledby="contact-form-heading"
      onFocus={prepare}
      onPointerDown={prepare}
      sx={{ display: "grid", gap: 5 }}
    >
      <input type="hidden" name="form-name" value={NETLIFY_FORM_NAME} />
      <div aria-hidden="true" sx={{ variant: "layout.srOnly" }}>
        <label htmlFor={HONEYPOT}>Bitte leer lassen</label>
        <input ref={honeypot} id={HONEYPOT} name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <Field id="name" label={texts.labels.name} error={errors.name}>
        {(describedBy, invalid) => (
          <input
            {...input("name", register("name"), describedBy, invalid)}
            type="text"
            autoComplete="name"
            required
            maxLength={LIMITS.name}
            sx={field.input}
          />
        )}
      </Field>

      <div sx={{ display: "grid", gridTemplateColumns: ["1fr", "1fr 1fr"], gap: 5 }}>
        <Field id="email" label={texts.labels.email} hint={texts.hints.contact} error={errors.email}>
          {(describedBy, invalid) => (
            <input
              {...input("email", register("email"), describedBy, invalid)}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={LIMITS.email}
              sx={field.input}
            />
          )}
        </Field>
        <Field id="phone" label={texts.labels.phone} hint={texts.hints.phone} error={errors.phone}>
          {(describedBy, invalid) => (
            <input
              {...input("phone", register("phone"), describedBy, invalid)}
              type="tel"
              autoComplete="tel"
              maxLength={LIMITS.phone}
              sx={field.input}
            />
          )}
        </Field>
      </div>

      <div sx={{ display: "grid", gridTemplateColumns: ["1fr", "1fr 1fr"], gap: 5 }}>
        <Field
          id="vehicle"
          label={texts.labels.vehicle}
          optional={texts.optional}
          hint={texts.hints.vehicle}
          error={errors.vehicle}
        >
          {(describedBy, invalid) => (
            <input
              {...input("vehicle", register("vehicle"), describedBy, invalid)}
              type="text"
              maxLength={LIMITS.vehicle}
              sx={field.input}
            />
          )}
        </Field>
        <Field id="service" label={texts.labels.service} optional={texts.optional} error={errors.service}>
          {(describedBy, invalid) => (
            <select {...input("service", register("service"), describedBy, invalid)} sx={field.select}>
              <option value="">{texts.chooseService}</option>
              {[...services, texts.otherService].map((service) => (
                <option key={service} value={service}>
                  {service}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      <Field
        id="preferredDate"
        label={texts.labels.preferredDate}
        optional={texts.optional}
        hint={texts.hints.preferredDate}
        error={errors.preferredDate}
      >
        {(describedBy, invalid) => (
          <input
            {...input("preferredDate", register("preferredDate"), describedBy, invalid)}
            type="text"
            maxLength={LIMITS.preferredDate}
            sx={field.input}
          />
        )}
      </Field>

      <Field id="message" label={texts.labels.message} hint={texts.hints.message} error={errors.message}>
        {(describedBy, invalid) => (
          <>
            <textarea
              {...input(
                "message",
                register("message"),
                `${describedBy ?? ""} message-counter`.trim(),
                invalid
              )}
              required
              rows={6}
              sx={field.textarea}
            />
            <p
              id="message-counter"
              sx={{
                m: 0,
                fontSize: 1,
                textAlign: "right",
                color: messageLength > LIMITS.message ? "danger" : "textMuted",
              }}
            >
              {fillTemplate(texts.counter, { count: messageLength, max: LIMITS.message })}
            </p>
          </>
        )}
      </Field>

      <p sx={{ m: 0, fontSize: 1, color: "textMuted" }}>
        {privacyBefore}
        <Link to={anchorPath("privacyContact")}>{texts.privacyLink}</Link>
        {privacyAfter}
      </p>

      <div>
        <button
          type="submit"
          disabled={isSubmitting}
          aria-disabled={isSubmitting || undefined}
          sx={{
            variant: "buttons.primary",
            width: ["100%", "auto"],
            "&:disabled": { opacity: 0.75, cursor: "progress" },
          }}
        >
          {isSubmitting ? (
            <>
              <LoaderCircle
                size={20}
                aria-hidden="true"
                sx={{
                  animation: `${spin} 1s linear infinite`,
                  "@media (prefers-reduced-motion: reduce)": { animation: "none" },
                }}
              />
              {texts.sending}
            </>
          ) : (
            <>
              <Send size={20} aria-hidden="true" />
              {texts.submit}
            </>
          )}
        </button>
      </div>
    </form>
  )
}

export const query = graphql`
  fragment ContactFormTexts on ContactPageForm {
    heading(hyphenate: true)
    intro
    labels {
      name
      email
      phone
      vehicle
      service
      preferredDate
      message
    }
    hints {
      contact
      phone
      vehicle
      preferredDate
      message
    }
    optional
    chooseService
    otherService
    counter
    privacy
    privacyLink
    submit(hyphenate: true)
    sending
    errors {
      name
      contact
      email
      phone
      message
      messageTooLong
      tooLong
    }
    estimate
    estimateWithOptions
    success
    failure
  }
`
