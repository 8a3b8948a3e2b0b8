import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Band } from "../components/Blocks"
import { ContactDetails } from "../components/ContactDetails"
import { Layout } from "../components/Layout"
import { PageHero } from "../components/PageHero"
import { Sections } from "../components/Sections"
import { Seo } from "../components/Seo"
import { breadcrumbJsonLd } from "../seo/structured-data"
import { required } from "../utils/required"

const crumbs = (title: string) => [
  { name: "Home", href: "/" },
  { name: title, href: "/kontakt" },
]

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const page = required(data.contactPageYaml, "content/pages/kontakt.yaml")
  return (
    <Layout>
      <PageHero
        eyebrow={page.eyebrow}
        heading={page.heading}
        intro={page.intro}
        crumbs={crumbs(page.title ?? page.heading)}
      />
      <Band>
        <ContactDetails labels={page.labels} />
      </Band>
      {/* The request form (issue: contact form) goes here, below the direct ways to get in touch. */}
      {page.sections && page.sections.length > 0 && (
        <Band tone="surface">
          <div sx={{ maxWidth: "prose" }}>
            <Sections sections={page.sections} />
          </div>
        </Band>
      )}
    </Layout>
  )
}

export const Head: HeadFC<Queries.ContactPageQuery> = ({ data, location }) => (
  <Seo
    title={data.contactPageYaml?.title}
    description={data.contactPageYaml?.description}
    pathname={location.pathname}
    jsonLd={[
      breadcrumbJsonLd(data.siteYaml?.siteUrl ?? "", crumbs(data.contactPageYaml?.title ?? "Kontakt")),
    ]}
  />
)

export const query = graphql`
  query ContactPage {
    contactPageYaml {
      title
      description
      eyebrow
      heading
      intro
      labels {
        call
        whatsapp
        whatsappLink
        email
        address
        route
        hours
        byAppointment
      }
      sections {
        ...Sections
      }
    }
    siteYaml {
      siteUrl
    }
  }
`
