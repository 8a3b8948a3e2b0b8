import { Link, graphql, type HeadFC, type PageProps } from "gatsby"
import { ArrowRight } from "lucide-react"
import { Band, BandHeading } from "../components/Band"
import { VoucherTeaser } from "../voucher/VoucherTeaser"
import { PointGrid, Steps } from "../components/Blocks"
import { CheckList } from "../components/CheckList"
import { Icon } from "../components/Icon"
import { Layout } from "../components/Layout"
import { HeroActions, PageHero } from "../components/PageHero"
import { Seo } from "../components/Seo"
import { sharePicture } from "../seo/share-picture"
import { referenceImagesJsonLd } from "../seo/structured-data"
import { References } from "../references/References"
import { ServiceCards } from "../components/ServiceCards"
import { Testimonials } from "../components/Testimonials"
import { anchorPath } from "../navigation/routes"
import { formatPriceFrom } from "../lib/price"
import { required } from "../lib/required"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const page = required(data.homePageYaml, "content/pages/home.yaml")
  const { sealing, labels } = required(data.servicesPageYaml, "content/pages/dienstleistungen.yaml")
  return (
    <Layout>
      <PageHero eyebrow={page.eyebrow} heading={page.heading} intro={page.intro} image={page.image}>
        <HeroActions actions={page.actions} />
      </PageHero>

      <Band labelledBy="services-heading">
        <BandHeading id="services-heading" heading={page.services.heading} intro={page.services.intro} />
        <ServiceCards services={data.allServiceYaml.nodes} />
      </Band>

      <Band tone="surface" labelledBy="why-heading">
        <BandHeading id="why-heading" heading={page.why.heading} intro={page.why.intro} />
        <PointGrid points={page.why.points} />
      </Band>

      <Band labelledBy="process-heading">
        <BandHeading id="process-heading" heading={page.process.heading} intro={page.process.intro} />
        <Steps steps={page.process.steps} row />
      </Band>

      <Band tone="surface" labelledBy="sealing-heading">
        <div sx={{ variant: "layout.grid2", alignItems: "center" }}>
          <div>
            <span sx={{ variant: "layout.iconBadge", mb: 4 }}>
              <Icon name={sealing.icon} size={24} />
            </span>
            <h2 id="sealing-heading" sx={{ variant: "text.h2", m: 0, mb: 3 }}>
              {page.sealing.heading}
            </h2>
            <p sx={{ variant: "text.lead", m: 0, mb: 4 }}>{sealing.summary}</p>
            <p sx={{ fontWeight: "bold", m: 0, mb: 5 }}>
              {sealing.title} {formatPriceFrom(sealing.price.from, labels.priceFrom)}
            </p>
            <Link to={anchorPath("sealing")} sx={{ variant: "buttons.secondary" }}>
              {page.sealing.linkLabel}
              <ArrowRight size={18} aria-hidden="true" />
            </Link>
          </div>
          {sealing.included && (
            <div sx={{ variant: "cards.plain" }}>
              <CheckList items={sealing.included} />
            </div>
          )}
        </div>
      </Band>

      <References
        references={data.newestReferences}
        heading={page.references.heading}
        intro={page.references.intro}
      />

      <Testimonials />

      {page.voucher && <VoucherTeaser teaser={page.voucher} tone="surface" />}
    </Layout>
  )
}

export const Head: HeadFC<Queries.HomePageQuery> = ({ data, location }) => (
  <Seo
    title={data.homePageYaml?.title ?? data.siteYaml?.title}
    description={data.homePageYaml?.description}
    pathname={location.pathname}
    image={sharePicture(data.homePageYaml?.shareImage, data.homePageYaml?.image)}
    jsonLd={referenceImagesJsonLd(data.siteYaml?.siteUrl ?? "", data.newestReferences)}
  />
)

export const query = graphql`
  query HomePage {
    homePageYaml {
      shareImage {
        ...SharePicture
      }
      title
      description
      eyebrow
      heading(hyphenate: true)
      intro
      actions {
        label(hyphenate: true)
        href
        style
      }
      image {
        ...HeroImage
        ...SharePicture
      }
      services {
        heading(hyphenate: true)
        intro
      }
      why {
        heading(hyphenate: true)
        intro
        points {
          ...Point
        }
      }
      process {
        heading(hyphenate: true)
        intro
        steps {
          title(hyphenate: true)
          text
        }
      }
      sealing {
        heading(hyphenate: true)
        linkLabel(hyphenate: true)
      }
      references {
        heading(hyphenate: true)
        intro
      }
      voucher {
        ...VoucherTeaser
      }
    }
    servicesPageYaml {
      labels {
        priceFrom
      }
      sealing {
        title
        icon
        summary
        included
        price {
          from
        }
      }
    }
    allServiceYaml(sort: [{ order: ASC }, { title: ASC }]) {
      nodes {
        ...ServiceCard
      }
    }
    # The newest six, newest first: chosen by plugins/gatsby-plugin-content (createResolvers).
    newestReferences {
      ...ReferenceCard
    }
    siteYaml {
      title
      siteUrl
    }
  }
`
