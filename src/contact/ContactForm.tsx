import { keyframes } from "@emotion/react"
import { Link } from "gatsby"
import type { ThemeUIStyleObject } from "theme-ui"
import { LoaderCircle, Send } from "lucide-react"
import { useHydrated } from "../hooks/use-hydrated"
import { anchorPath } from "../navigation/routes"
import { HONEYPOT, Honeypot } from "../components/Honeypot"
import { TextField } from "../components/TextField"
import { EmailAddress, PhoneNumber } from "../components/Unbroken"
import { telHref, whatsappHref } from "../lib/phone"
import { fillNodes, fillTemplate } from "../lib/template"
import { PhotoField } from "./photos/PhotoField"
import { LIMITS, type ContactRequest } from "./request"
import type { ContactDelivery } from "./submit"
import { NETLIFY_FORM_NAME } from "./transport"
import { useContactRequest } from "./use-contact-request"

const spin = keyframes({ to: { transform: "rotate(360deg)" } })

/** A message in the form itself (when toasts cannot come): a framed paragraph. */
const notice: ThemeUIStyleObject = {
  m: 0,
  p: 3,
  border: "2px solid",
  borderRadius: "small",
  bg: "background",
}

export interface ContactFormProps {
  texts: Queries.ContactFormTextsFragment
  services: readonly string[]
  delivery: ContactDelivery
  phone: string
  email: string
  /** Fields a link to this page fills in (the price estimator's choice), read from its query. */
  prefill?: (search: string) => Promise<Partial<ContactRequest> | null>
}

/**
 * The request for a free consultation, with up to five photos. Works without JavaScript when Netlify
 * receives it (a plain multipart POST); with it, validates as the visitor goes, keeps the draft for
 * this tab, prepares the photos and sends without leaving the page (useContactRequest).
 */
export function ContactForm({ texts, services, delivery, phone, email, prefill }: ContactFormProps) {
  const hydrated = useHydrated()
  const netlify = delivery === "netlify"
  const reachMe = (template: string) => (
    <span>
      {fillNodes(template, {
        phone: <a href={telHref(phone)}>{phone}</a>,
        whatsapp: (
          <a href={whatsappHref(phone)}>
            <PhoneNumber number={phone} />
          </a>
        ),
        email: (
          <a href={`mailto:${email}`}>
            <EmailAddress address={email} />
          </a>
        ),
      })}
    </span>
  )
  const failure = reachMe(texts.failure)
  const honeypotFilled = reachMe(texts.honeypot)
  const leftOut = (list: string) => reachMe(fillTemplate(texts.photos.leftOut.visitor, { photos: list }))
  const { field, messageLength, isSubmitting, honeypot, onSubmit, prepare, photos, progress, ...state } =
    useContactRequest({ texts, delivery, prefill, failure, honeypotFilled, leftOut })

  return (
    <form
      name={NETLIFY_FORM_NAME}
      // Netlify takes the form without JavaScript too; Firestore needs it (the notice below says so).
      {...(netlify && {
        method: "POST",
        encType: "multipart/form-data",
        "data-netlify": "true",
        "netlify-honeypot": HONEYPOT,
      })}
      // Without JavaScript the browser checks the required fields; with it, the form says more.
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-labelledby="contact-form-heading"
      aria-busy={isSubmitting || undefined}
      onFocus={prepare}
      onPointerDown={prepare}
      sx={{ display: "grid", gap: 5 }}
    >
      {netlify ? (
        <input type="hidden" name="form-name" value={NETLIFY_FORM_NAME} />
      ) : (
        // Until the scripts run (never, without JavaScript) nothing can send it: say so. Not a
        // <noscript>: Chromium with scripts switched off by a setting does not show its content.
        !hydrated && <p sx={{ ...notice, borderColor: "danger" }}>{reachMe(texts.needsScript)}</p>
      )}
      <Honeypot ref={honeypot} id="contact-honeypot" />

      <TextField
        {...field("name")}
        label={texts.labels.name}
        type="text"
        autoComplete="name"
        required
        maxLength={LIMITS.name}
      />

      <div sx={{ display: "grid", gridTemplateColumns: ["1fr", "1fr 1fr"], gap: 5 }}>
        <TextField
          {...field("email")}
          label={texts.labels.email}
          hint={texts.hints.contact}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={LIMITS.email}
        />
        <TextField
          {...field("phone")}
          label={texts.labels.phone}
          hint={texts.hints.phone}
          type="tel"
          autoComplete="tel"
          maxLength={LIMITS.phone}
        />
      </div>

      <div sx={{ display: "grid", gridTemplateColumns: ["1fr", "1fr 1fr"], gap: 5 }}>
        <TextField
          {...field("vehicle")}
          label={texts.labels.vehicle}
          optional={texts.optional}
          hint={texts.hints.vehicle}
          type="text"
          maxLength={LIMITS.vehicle}
        />
        <TextField {...field("service")} as="select" label={texts.labels.service} optional={texts.optional}>
          <option value="">{texts.chooseService}</option>
          {[...services, texts.otherService].map((service) => (
            <option key={service} value={service}>
              {service}
            </option>
          ))}
        </TextField>
      </div>

      <TextField
        {...field("preferredDate")}
        label={texts.labels.preferredDate}
        optional={texts.optional}
        hint={texts.hints.preferredDate}
        type="text"
        maxLength={LIMITS.preferredDate}
      />

      <TextField
        {...field("message")}
        as="textarea"
        label={texts.labels.message}
        hint={texts.hints.message}
        describedBy="message-counter"
        after={
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
        }
        required
        rows={6}
      />

      <PhotoField
        texts={texts.photos}
        optional={texts.optional}
        list={photos}
        plain={netlify && !hydrated}
        disabled={isSubmitting || !hydrated}
        unavailable={reachMe(texts.unavailable)}
      />

      <p sx={{ m: 0, fontSize: 1, color: "textMuted" }}>
        {fillNodes(texts.privacy, {
          link: <Link to={anchorPath("privacyContact")}>{texts.privacyLink}</Link>,
        })}
      </p>

      {state.unavailable && (
        <p role="alert" sx={{ ...notice, borderColor: "danger" }}>
          {reachMe(texts.unavailable)}
        </p>
      )}

      <div sx={{ display: "grid", gap: 3 }}>
        {progress !== null && photos.module && (
          <photos.module.SendProgress label={texts.photos.sending} progress={progress} />
        )}
        <button
          type="submit"
          // Firestore without JavaScript: nothing could send it (the notice above says so).
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
        {state.notice && (
          <p
            role={state.notice.kind === "error" ? "alert" : "status"}
            sx={{ ...notice, borderColor: state.notice.kind === "error" ? "danger" : "primary" }}
          >
            {state.notice.content}
          </p>
        )}
      </div>
    </form>
  )
}
