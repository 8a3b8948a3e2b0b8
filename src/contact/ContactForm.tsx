import { Link } from "gatsby"
import { Send } from "lucide-react"
import type { CalendarData } from "../components/NextFreeDate"
import { MessageField, RequestForm, SubmitButton, notice } from "../forms/RequestForm"
import { useHydrated } from "../hooks/use-hydrated"
import { anchorPath } from "../navigation/routes"
import { TextField } from "../components/TextField"
import { EmailAddress, PhoneNumber } from "../components/Unbroken"
import { telHref, whatsappHref } from "../lib/phone"
import { fillNodes, fillTemplate } from "../lib/template"
import { PhotoField } from "./photos/PhotoField"
import { LIMITS, NETLIFY_FORM_NAME, type ContactRequest } from "./request"
import type { ContactDelivery } from "./submit"
import { useContactRequest } from "./use-contact-request"
import { WeekField } from "./WeekField"

export interface ContactFormProps {
  texts: Queries.ContactFormTextsFragment
  services: readonly string[]
  /** The owner's calendar, for the next free date and the weeks to choose from. */
  calendar?: CalendarData | null | undefined
  /** How many working days each service keeps the car, by its name in `services`. */
  workingDays?: Readonly<Record<string, number>>
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
export function ContactForm({
  texts,
  services,
  calendar,
  workingDays = {},
  delivery,
  phone,
  email,
  prefill,
}: ContactFormProps) {
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
  const request = useContactRequest({ texts, delivery, prefill, failure, honeypotFilled, leftOut })
  const { field, messageLength, isSubmitting, photos, progress } = request
  // The next free date for the service chosen, else for the shortest work (one day).
  const days = Object.hasOwn(workingDays, request.service) ? workingDays[request.service] : undefined

  return (
    <RequestForm
      name={NETLIFY_FORM_NAME}
      netlify={netlify}
      multipart
      idPrefix="contact"
      request={request}
      needsScript={reachMe(texts.needsScript)}
    >
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

      <WeekField
        {...field("preferredDate")}
        label={texts.labels.preferredDate}
        optional={texts.optional}
        hint={texts.hints.preferredDate}
        calendar={calendar}
        value={request.preferredDate}
        days={days}
        service={request.service}
      />

      <MessageField
        control={field("message")}
        texts={texts}
        count={messageLength}
        max={LIMITS.message}
        rows={6}
        required
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

      {request.unavailable && (
        <p role="alert" sx={{ ...notice, borderColor: "danger" }}>
          {reachMe(texts.unavailable)}
        </p>
      )}

      <div sx={{ display: "grid", gap: 3 }}>
        {progress !== null && photos.module && (
          <photos.module.SendProgress label={texts.photos.sending} progress={progress} />
        )}
        <SubmitButton busy={isSubmitting} needsScript={!netlify} icon={Send} texts={texts} />
        {request.notice && (
          <p
            role={request.notice.kind === "error" ? "alert" : "status"}
            sx={{ ...notice, borderColor: request.notice.kind === "error" ? "danger" : "primary" }}
          >
            {request.notice.content}
          </p>
        )}
      </div>
    </RequestForm>
  )
}
