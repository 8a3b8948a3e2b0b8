import { CalendarCheck } from "lucide-react"

/**
 * «Nächster freier Termin: ab Montag, 14. Dezember» as the pages show it, with `text` under the heading
 * (the day, or «auf Anfrage»). Without the calendar's code: the contact form shows it before that
 * code comes (NextFreeDate computes the day).
 */
export function NextFreeLine({
  heading,
  text,
  day = "",
  service,
  id,
}: {
  /** For a control it describes (the week choice). */
  id?: string | undefined
  heading: string
  text: string
  /** The day named, «2026-12-14» («» for none), for tests and tools. */
  day?: string
  /** Named after the heading when the date is for one service of several (the contact form). */
  service?: string | undefined
}) {
  return (
    <p id={id} data-next-free={day} sx={{ display: "flex", gap: 3, alignItems: "flex-start", m: 0 }}>
      <CalendarCheck size={22} aria-hidden="true" sx={{ color: "goldText", flexShrink: 0, mt: "2px" }} />
      {/* The day on a line of its own: «auf Anfrage» in the static HTML and the day that replaces it
          take the same height, so nothing below moves when the page has computed it. */}
      <span sx={{ display: "grid" }}>
        <strong>
          {heading}
          {service ? ` (${service})` : ""}:
        </strong>{" "}
        <span>{text}</span>
      </span>
    </p>
  )
}
