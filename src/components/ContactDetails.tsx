import { graphql } from "gatsby"
import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react"
import * as React from "react"
import { useSiteFacts } from "../hooks/use-site-facts"
import { groupOpeningHours } from "../content/opening-hours"
import { telHref, whatsappHref } from "../lib/phone"
import { EmailAddress } from "./Unbroken"

function Item({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode
  title: string
  children: React.ReactNode
}) {
  return (
    <li
      sx={{
        display: "flex",
        gap: 4,
        p: 5,
        bg: "background",
        border: "1px solid",
        borderColor: "border",
        borderRadius: "large",
      }}
    >
      <span sx={{ color: "goldText", flexShrink: 0, pt: 1 }}>{icon}</span>
      <div>
        <h2 sx={{ fontSize: 3, m: 0, mb: 2 }}>{title}</h2>
        {children}
      </div>
    </li>
  )
}

const iconProps = { size: 24, "aria-hidden": true, focusable: false } as const

/** How to reach the business: phone, WhatsApp, e-mail, address with a route link, opening hours. */
export function ContactDetails({ labels }: { labels: Queries.ContactDetailsLabelsFragment }) {
  const facts = useSiteFacts()
  const { street, postalCode, locality } = facts.address
  const route = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(
    `${street}, ${postalCode} ${locality}, Schweiz`
  )}`
  return (
    <ul
      sx={{
        display: "grid",
        gridTemplateColumns: ["1fr", null, "repeat(2, 1fr)"],
        gap: 4,
        listStyle: "none",
        m: 0,
        p: 0,
        "& p": { m: 0 },
      }}
    >
      <Item icon={<Phone {...iconProps} />} title={labels.call}>
        <a href={telHref(facts.phone)}>{facts.phone}</a>
      </Item>
      <Item icon={<MessageCircle {...iconProps} />} title={labels.whatsapp}>
        <a href={whatsappHref(facts.whatsapp)} target="_blank" rel="noopener noreferrer">
          {labels.whatsappLink}
        </a>
      </Item>
      <Item icon={<Mail {...iconProps} />} title={labels.email}>
        <a href={`mailto:${facts.email}`}>
          <EmailAddress address={facts.email} />
        </a>
      </Item>
      <Item icon={<MapPin {...iconProps} />} title={labels.address}>
        <address sx={{ fontStyle: "normal", mb: 2 }}>
          {facts.businessName}
          <br />
          {street}
          <br />
          {postalCode} {locality}
        </address>
        <a href={route} target="_blank" rel="noopener noreferrer">
          {labels.route}
        </a>
      </Item>
      <Item icon={<Clock {...iconProps} />} title={labels.hours}>
        {facts.openingHours.length > 0 ? (
          <dl sx={{ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 4, rowGap: 1, m: 0, mb: 2 }}>
            {groupOpeningHours(facts.openingHours).map(({ days, times }) => (
              <div key={days} sx={{ display: "contents" }}>
                <dt sx={{ fontWeight: "bold" }}>{days}</dt>
                <dd sx={{ m: 0 }}>
                  {times.map((time, i) => (
                    <React.Fragment key={time}>
                      {i > 0 && ", "}
                      <span sx={{ whiteSpace: "nowrap" }}>{time}</span>
                    </React.Fragment>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>{labels.byAppointment}</p>
        )}
        {facts.openingHoursNote && <p sx={{ color: "textMuted" }}>{facts.openingHoursNote}</p>}
      </Item>
    </ul>
  )
}

export const query = graphql`
  fragment ContactDetailsLabels on ContactPageLabels {
    call
    whatsapp
    whatsappLink
    email
    address
    route
    hours
    byAppointment
  }
`
