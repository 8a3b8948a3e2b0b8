import { Link, graphql } from "gatsby"
import { servicePath } from "../utils/paths"
import { Icon } from "./Icon"

/** The services as cards linking to their pages. */
export function ServiceCards({
  services,
  headingLevel: Heading = "h3",
}: {
  services: readonly Queries.ServiceCardFragment[]
  headingLevel?: "h2" | "h3"
}) {
  return (
    <ul
      sx={{
        display: "grid",
        gridTemplateColumns: ["1fr", "repeat(2, 1fr)"],
        gap: 4,
        listStyle: "none",
        m: 0,
        p: 0,
      }}
    >
      {services.map((service) => (
        <li key={service.slug}>
          <Link
            to={servicePath(service.slug)}
            sx={{
              display: "flex",
              flexDirection: "column",
              gap: 3,
              height: "100%",
              p: 5,
              bg: "background",
              color: "text",
              textDecoration: "none",
              border: "1px solid",
              borderColor: "border",
              borderRadius: "large",
              boxShadow: "card",
              transition: "border-color 150ms ease",
              "&:hover": { borderColor: "gold", color: "text" },
            }}
          >
            <span
              sx={{
                display: "inline-flex",
                alignItems: "center",
                justifyContent: "center",
                width: 48,
                height: 48,
                borderRadius: "default",
                bg: "muted",
                color: "goldText",
              }}
            >
              <Icon name={service.icon} size={24} />
            </span>
            <Heading sx={{ fontSize: 4, m: 0 }}>{service.title}</Heading>
            <p sx={{ m: 0, color: "textMuted" }}>{service.summary}</p>
            <span sx={{ mt: "auto", color: "secondary", fontWeight: "bold" }}>
              Mehr erfahren<span sx={{ variant: "layout.srOnly" }}> über {service.title}</span> →
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

export const query = graphql`
  fragment ServiceCard on ServiceYaml {
    slug
    title
    icon
    summary
  }
`
