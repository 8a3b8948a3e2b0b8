import { graphql } from "gatsby"
import { Quote } from "lucide-react"
import { useSiteContent } from "../hooks/use-site-content"
import { Band, BandHeading } from "./Band"

/** Real customer voices from content/testimonials.yaml; nothing at all while there are none. */
export function Testimonials() {
  const { testimonialsYaml } = useSiteContent()
  if (!testimonialsYaml || testimonialsYaml.items.length === 0) return null
  return (
    <Band tone="surface" labelledBy="testimonials-heading">
      <BandHeading id="testimonials-heading" heading={testimonialsYaml.heading} />
      <ul sx={{ variant: "layout.grid3", listStyle: "none", m: 0, p: 0 }}>
        {testimonialsYaml.items.map((item) => (
          <li key={item.quote}>
            <figure sx={{ variant: "cards.plain", m: 0, height: "100%" }}>
              <Quote size={28} aria-hidden="true" sx={{ color: "goldText" }} />
              <blockquote sx={{ m: 0, my: 3, fontSize: 3 }}>
                <p sx={{ m: 0 }}>{item.quote}</p>
              </blockquote>
              <figcaption sx={{ color: "textMuted" }}>
                <strong sx={{ color: "text" }}>{item.name}</strong>
                {[item.vehicle, item.service].filter(Boolean).map((detail) => ` · ${detail}`)}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Band>
  )
}

export const query = graphql`
  fragment Testimonials on TestimonialsYaml {
    heading(hyphenate: true)
    items {
      quote
      name
      vehicle
      service
    }
  }
`
