import { graphql } from "gatsby"

/** The price box: the amount («ab CHF 290.–»), what makes it cost more, and the note on the offer. */
export function PriceBox({
  amount,
  drivers,
  note,
  heading,
  headingId,
}: {
  amount: string
  drivers?: readonly string[] | null
  note?: string | null
  heading: string
  headingId: string
}) {
  return (
    <div sx={{ variant: "cards.highlight" }}>
      <h2 id={headingId} sx={{ fontSize: 3, m: 0, mb: 2, color: "textMuted", fontWeight: "medium" }}>
        {heading}
      </h2>
      <p sx={{ fontFamily: "heading", fontSize: [6, 7], fontWeight: "heading", m: 0, mb: 4 }}>{amount}</p>
      {drivers && drivers.length > 0 && (
        <>
          <p sx={{ m: 0, mb: 2 }}>Der Preis richtet sich nach</p>
          <ul sx={{ m: 0, mb: 3, pl: 5, "& li": { mb: 1 } }}>
            {drivers.map((driver) => (
              <li key={driver}>{driver}</li>
            ))}
          </ul>
        </>
      )}
      {note && <p sx={{ m: 0, color: "textMuted", fontSize: 1 }}>{note}</p>}
    </div>
  )
}

export const query = graphql`
  fragment Price on Price {
    from
    drivers
    note
  }
`
