import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Icon } from "../components/Icon"
import { Layout } from "../components/Layout"
import { PageIntro } from "../components/PageIntro"
import { Sections } from "../components/Sections"
import { Seo } from "../components/Seo"
import { required } from "../utils/required"

/** One service page per content/services/*.yaml (created in src/gatsby/service-pages.ts). */
export default function ServicePage({ data }: PageProps<Queries.ServicePageQuery>) {
  const service = required(data.serviceYaml, "Die Dienstleistung")
  return (
    <Layout>
      <PageIntro
        eyebrow="Dienstleistung"
        icon={<Icon name={service.icon} size={32} />}
        heading={service.title}
        intro={service.summary}
      />
      <div sx={{ py: 5 }}>
        <Sections sections={service.sections} />
      </div>
    </Layout>
  )
}

export const Head: HeadFC<Queries.ServicePageQuery> = ({ data, location }) => (
  <Seo title={data.serviceYaml?.title} description={data.serviceYaml?.summary} pathname={location.pathname} />
)

export const query = graphql`
  query ServicePage($id: String!) {
    serviceYaml(id: { eq: $id }) {
      title
      icon
      summary
      sections {
        ...Sections
      }
    }
  }
`
