import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Band } from "../components/Band"
import { VoucherTeaser } from "../voucher/VoucherTeaser"
import { CheckList } from "../components/CheckList"
import { Icon } from "../components/Icon"
import { Layout } from "../components/Layout"
import { PageHero } from "../components/PageHero"
import { PriceBox } from "../components/Price"
import { Seo } from "../components/Seo"
import { sharePicture } from "../seo/share-picture"
import { ServiceCards } from "../components/ServiceCards"
import { Testimonials } from "../components/Testimonials"
import { breadcrumbs } from "../navigation/breadcrumbs"
import { breadcrumbJsonLd } from "../seo/structured-data"
import { formatPriceFrom } from "../lib/price"
import { required } from "../lib/required"
import { ANCHORS, ROUTES } from "../navigation/routes"

const crumbs = (title: string) => breadcrumbs({ name: title, href: ROUTES.services })

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const page = required(data.servicesPageYaml, "content/pages/dienstleistungen.yaml")
  const { sealing, labels } = page
  return (
    <Layout>
      <PageHero
        eyebrow={page.eyebrow}
        heading={page.heading}
        intro={page.intro}
        crumbs={crumbs(page.title ?? page.heading)}
      />

      <Band>
        <ServiceCards services={data.allServiceYaml.nodes} headingLevel="h2" />
      </Band>

      <Band id={ANCHORS.sealing.id} tone="surface" labelledBy="sealing-heading">
        <div
          sx={{
            display: "grid",
            gridTemplateColumns: ["1fr", null, "1.3fr 1fr"],
            gap: [6, 7],
            alignItems: "start",
          }}
        >
          <div>
            <span sx={{ variant: "layout.iconBadge", mb: 4 }}>
              <Icon name={sealing.icon} size={24} />
            </span>
            <h2 id="sealing-heading" sx={{ variant: "text.h2", m: 0, mb: 3 }}>
              {sealing.title}
            </h2>
            <p sx={{ variant: "text.lead", m: 0, mb: 4 }}>{sealing.summary}</p>
            {sealing.paragraphs.map((paragraph) => (
              <p key={paragraph} sx={{ m: 0, mb: 3 }}>
                {paragraph}
              </p>
            ))}
            {sealing.included && (
              <>
                <h3 sx={{ fontSize: 4, mt: 5, mb: 3 }}>{labels.included}</h3>
                <CheckList items={sealing.included} />
              </>
            )}
          </div>
          <PriceBox
            amount={formatPriceFrom(sealing.price.from, labels.priceFrom)}
            drivers={sealing.price.drivers}
            note={sealing.price.note}
            heading={labels.price}
            headingId="sealing-price"
          />
        </div>
      </Band>

      {page.voucher && <VoucherTeaser teaser={page.voucher} />}

      <Testimonials />
    </Layout>
  )
}

export const Head: HeadFC<Queries.ServicesPageQuery> = ({ data, location }) => {
  const page = data.servicesPageYaml
  return (
    <Seo
      title={page?.title}
      description={page?.description}
      pathname={location.pathname}
      image={sharePicture(page?.shareImage, data.homePageYaml?.image)}
      jsonLd={[breadcrumbJsonLd(data.siteYaml?.siteUrl ?? "", crumbs(page?.title ?? "Dienstleistungen"))]}
    />
  )
}

export const query = graphql`
  query ServicesPage {
    homePageYaml {
      image {
        ...SharePicture
      }
    }
    servicesPageYaml {
      shareImage {
        ...SharePicture
      }
      voucher {
        ...VoucherTeaser
      }
      title
      description
      eyebrow
      heading(hyphenate: true)
      intro
      labels {
        priceFrom
        included
        price
      }
      sealing {
        title
        icon
        summary
        paragraphs
        included
        price {
          ...Price
        }
      }
    }
    allServiceYaml(sort: [{ order: ASC }, { title: ASC }]) {
      nodes {
        ...ServiceCard
      }
    }
    siteYaml {
      siteUrl
    }
  }
`
