import { graphql, type HeadFC, type PageProps } from "gatsby"
import { CopyPage } from "../components/CopyPage"
import { Seo } from "../components/Seo"
import { ServiceCards } from "../components/ServiceCards"
import { required } from "../utils/required"

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  return (
    <CopyPage page={required(data.pageYaml, "content/pages/dienstleistungen.yaml")}>
      <div sx={{ variant: "layout.container", pt: [7, 8], pb: 3 }}>
        <ServiceCards services={data.allServiceYaml.nodes} headingLevel="h2" />
      </div>
    </CopyPage>
  )
}

export const Head: HeadFC<Queries.ServicesPageQuery> = ({ data, location }) => (
  <Seo title={data.pageYaml?.title} description={data.pageYaml?.description} pathname={location.pathname} />
)

export const query = graphql`
  query ServicesPage {
    pageYaml(fields: { slug: { eq: "dienstleistungen" } }) {
      ...PageCopy
    }
    allServiceYaml(sort: [{ order: ASC }, { title: ASC }]) {
      nodes {
        ...ServiceCard
      }
    }
  }
`
