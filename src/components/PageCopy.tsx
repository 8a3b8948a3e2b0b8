import { Link, graphql } from "gatsby"

/** The buttons a page's copy asks for (content/pages/*.yaml «actions»). */
export function PageActions({ actions }: { actions: Queries.PageCopyFragment["actions"] }) {
  if (!actions?.length) return null
  return (
    <div sx={{ display: "flex", flexWrap: "wrap", gap: 3, mt: 6 }}>
      {actions.map((action) => (
        <Link
          key={action.href}
          to={action.href}
          sx={{ variant: action.style === "secondary" ? "buttons.secondary" : "buttons.primary" }}
        >
          {action.label}
        </Link>
      ))}
    </div>
  )
}

export const query = graphql`
  fragment PageCopy on PageYaml {
    title
    description
    eyebrow
    heading
    intro
    actions {
      label
      href
      style
    }
    servicesHeading
    sections {
      ...Sections
    }
  }
`
