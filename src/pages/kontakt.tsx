import { graphql, type HeadFC, type PageProps } from "gatsby"
import { ContactDetails } from "../components/ContactDetails"
import { CopyPage } from "../components/CopyPage"
import { Seo } from "../components/Seo"
import { required } from "../utils/required"

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  return (
    <CopyPage page={required(data.pageYaml, "content/pages/kontakt.yaml")}>
      <ContactDetails />
    </CopyPage>
  )
}

export const Head: HeadFC<Queries.ContactPageQuery> = ({ data, location }) => (
  <Seo title={data.pageYaml?.title} description={data.pageYaml?.description} pathname={location.pathname} />
)

export const query = graphql`
  query ContactPage {
    pageYaml(fields: { slug: { eq: "kontakt" } }) {
      ...PageCopy
    }
  }
`
