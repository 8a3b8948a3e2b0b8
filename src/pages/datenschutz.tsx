import { graphql, type HeadFC, type PageProps } from "gatsby"
import * as React from "react"
import { Band } from "../components/Band"
import { Layout } from "../components/Layout"
import { PageHero } from "../components/PageHero"
import { Sections, type SiteSetup } from "../components/Sections"
import { Seo } from "../components/Seo"
import { sharePicture } from "../seo/share-picture"
import { EmailAddress, PhoneNumber } from "../components/Unbroken"
import { useSiteFacts } from "../hooks/use-site-facts"
import { breadcrumbs } from "../navigation/breadcrumbs"
import { breadcrumbJsonLd } from "../seo/structured-data"
import { contactDelivery } from "../contact/delivery"
import { readFirebaseSettings } from "../firebase/config"
import { fillParts } from "../lib/template"
import { required } from "../lib/required"
import { ROUTES } from "../navigation/routes"

const crumbs = (title: string) => breadcrumbs({ name: title, href: ROUTES.privacy })

/** «https://…» in the owner's text as a link, shown without the scheme (WhatsApp's policy, the EDÖB). */
function withLinks(part: React.ReactNode, index: number): React.ReactNode {
  if (typeof part !== "string") return <React.Fragment key={index}>{part}</React.Fragment>
  return (
    <React.Fragment key={index}>
      {part.split(/(https:\/\/[^\s»)]*[^\s»).,;:])/).map((piece, inner) =>
        piece.startsWith("https://") ? (
          <a key={inner} href={piece} sx={{ overflowWrap: "anywhere" }}>
            {piece.slice("https://".length)}
          </a>
        ) : (
          piece
        )
      )}
    </React.Fragment>
  )
}

/**
 * How this build is set up, for the sections that hold only on one path (`when`): requests through
 * Firebase or Netlify, App Check or not. Decided at build time, as the code the page ships is.
 */
const setupOf = (delivery: string): SiteSetup => ({
  firebase: contactDelivery(delivery) === "firestore",
  appCheck: Boolean(readFirebaseSettings()?.appCheck),
})

/** Privacy policy and, at #impressum, the imprint; facts in the text come from content/site.yaml. */
export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  const page = required(data.privacyPageYaml, "content/pages/datenschutz.yaml")
  const site = useSiteFacts()
  const values = {
    businessName: site.businessName,
    ownerName: site.ownerName,
    street: site.address.street,
    postalCode: site.address.postalCode,
    locality: site.address.locality,
    // Never split across two lines: a reader copies or dials them.
    email: <EmailAddress address={site.email} />,
    phone: <PhoneNumber number={site.phone} />,
  }
  return (
    <Layout>
      <PageHero
        eyebrow={page.eyebrow}
        heading={page.heading}
        intro={page.intro}
        crumbs={crumbs(page.title ?? page.heading)}
      />
      <Band>
        <div sx={{ maxWidth: "prose" }}>
          <Sections
            sections={page.sections}
            setup={setupOf(data.siteYaml?.contactDelivery ?? "")}
            fill={(text) => fillParts<React.ReactNode>(text, values).map(withLinks)}
          />
          <p sx={{ color: "textMuted", mt: 5, mb: 0 }}>Stand: {page.updated}</p>
        </div>
      </Band>
    </Layout>
  )
}

export const Head: HeadFC<Queries.PrivacyPageQuery> = ({ data, location }) => (
  <Seo
    title={data.privacyPageYaml?.title}
    description={data.privacyPageYaml?.description}
    pathname={location.pathname}
    image={sharePicture(data.privacyPageYaml?.shareImage, data.homePageYaml?.image)}
    jsonLd={[
      breadcrumbJsonLd(data.siteYaml?.siteUrl ?? "", crumbs(data.privacyPageYaml?.title ?? "Datenschutz")),
    ]}
  />
)

export const query = graphql`
  query PrivacyPage {
    homePageYaml {
      image {
        ...SharePicture
      }
    }
    privacyPageYaml {
      shareImage {
        ...SharePicture
      }
      title
      description
      eyebrow
      heading(hyphenate: true)
      intro
      updated
      sections {
        ...Sections
      }
    }
    siteYaml {
      siteUrl
      contactDelivery
    }
  }
`
