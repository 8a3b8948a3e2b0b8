import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/Layout"
import { PageActions } from "../components/PageCopy"
import { Sections } from "../components/Sections"
import { Seo } from "../components/Seo"
import { ServiceCards } from "../components/ServiceCards"
import { required } from "../utils/required"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const page = required(data.pageYaml, "content/pages/home.yaml")
  return (
    <Layout>
      <section
        aria-labelledby="hero-heading"
        sx={{ bg: "surface", borderBottom: "1px solid", borderColor: "border" }}
      >
        <div sx={{ variant: "layout.container", py: [8, 9] }}>
          {page.eyebrow && <p sx={{ variant: "text.eyebrow", m: 0, mb: 3 }}>{page.eyebrow}</p>}
          <h1 id="hero-heading" sx={{ fontSize: [8, 9], maxWidth: "16ch", m: 0, mb: 4 }}>
            {page.heading}
          </h1>
          <p sx={{ variant: "text.lead", maxWidth: "prose", m: 0 }}>{page.intro}</p>
          <PageActions actions={page.actions} />
        </div>
      </section>

      <section aria-labelledby="services-heading" sx={{ variant: "layout.container", py: [7, 8] }}>
        <h2 id="services-heading" sx={{ fontSize: [6, 7], mt: 0, mb: 5 }}>
          {page.servicesHeading ?? "Dienstleistungen"}
        </h2>
        <ServiceCards services={data.allServiceYaml.nodes} />
      </section>

      <Sections sections={page.sections} />
    </Layout>
  )
}

export const Head: HeadFC<Queries.HomePageQuery> = ({ data, location }) => (
  <Seo
    title={data.pageYaml?.title ?? data.siteYaml?.title}
    description={data.pageYaml?.description}
    pathname={location.pathname}
  />
)

export const query = graphql`
  query HomePage {
    pageYaml(fields: { slug: { eq: "home" } }) {
      ...PageCopy
    }
    allServiceYaml(sort: [{ order: ASC }, { title: ASC }]) {
      nodes {
        ...ServiceCard
      }
    }
    siteYaml {
      title
    }
  }
`
