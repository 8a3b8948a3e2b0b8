import { graphql, type HeadFC, type PageProps } from "gatsby"
import { CopyPage } from "../components/CopyPage"
import { Seo } from "../components/Seo"
import { required } from "../utils/required"

export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  return <CopyPage page={required(data.pageYaml, "content/pages/datenschutz.yaml")} />
}

export const Head: HeadFC<Queries.PrivacyPageQuery> = ({ data, location }) => (
  <Seo title={data.pageYaml?.title} description={data.pageYaml?.description} pathname={location.pathname} />
)

export const query = graphql`
  query PrivacyPage {
    pageYaml(fields: { slug: { eq: "datenschutz" } }) {
      ...PageCopy
    }
  }
`
