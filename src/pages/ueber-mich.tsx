import { graphql, type HeadFC, type PageProps } from "gatsby"
import { CopyPage } from "../components/CopyPage"
import { Seo } from "../components/Seo"
import { required } from "../utils/required"

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  return <CopyPage page={required(data.pageYaml, "content/pages/ueber-mich.yaml")} />
}

export const Head: HeadFC<Queries.AboutPageQuery> = ({ data, location }) => (
  <Seo title={data.pageYaml?.title} description={data.pageYaml?.description} pathname={location.pathname} />
)

export const query = graphql`
  query AboutPage {
    pageYaml(fields: { slug: { eq: "ueber-mich" } }) {
      ...PageCopy
    }
  }
`
