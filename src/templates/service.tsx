import { Link, graphql, type HeadFC, type PageProps } from "gatsby"
import { Clock } from "lucide-react"
import { Band } from "../components/Band"
import { Steps } from "../components/Blocks"
import { CheckList } from "../components/CheckList"
import { Faq } from "../components/Faq"
import { Icon } from "../components/Icon"
import { Layout } from "../components/Layout"
import { NextFreeDate } from "../components/NextFreeDate"
import { PageHero } from "../components/PageHero"
import { PriceBox } from "../components/Price"
import { PriceEstimator } from "../estimator/PriceEstimator"
import { FIRST_CHOICE } from "../estimator/handover"
import { ConfiguratorSection } from "../configurator/ConfiguratorSection"
import * as React from "react"
import { References } from "../references/References"
import { Sections } from "../components/Sections"
import { Seo } from "../components/Seo"
import { sharePicture } from "../seo/share-picture"
import { breadcrumbs } from "../navigation/breadcrumbs"
import { breadcrumbJsonLd, faqJsonLd, referenceImagesJsonLd, serviceJsonLd } from "../seo/structured-data"
import { ROUTES, servicePath } from "../navigation/routes"
import { formatPriceFrom } from "../lib/price"
import { classRange } from "../lib/price-range"
import { newestFirst } from "../references/references"
import { required } from "../lib/required"

const crumbs = (overview: string, service: { title: string; slug: string }) =>
  breadcrumbs(
    { name: overview, href: ROUTES.services },
    { name: service.title, href: servicePath(service.slug) }
  )

/** One page per content/services/*.yaml (created by plugins/gatsby-plugin-content). */
export default function ServicePage({ data }: PageProps<Queries.ServicePageQuery>) {
  const service = required(data.serviceYaml, "Die Dienstleistung")
  const { labels, title: overview } = required(data.servicesPageYaml, "content/pages/dienstleistungen.yaml")
  const range = classRange(service.price.vehicleClasses)
  // One choice for the page: «Farbe wählen» / «Tönung planen» and the estimator show the same.
  const [choice, setChoice] = React.useState(FIRST_CHOICE)
  return (
    <Layout>
      <PageHero
        crumbs={crumbs(overview ?? "Dienstleistungen", service)}
        icon={<Icon name={service.icon} size={26} />}
        heading={service.title}
        intro={service.summary}
        image={service.image}
      />

      <Band>
        <div
          sx={{
            display: "grid",
            gridTemplateColumns: ["1fr", null, "1.4fr 1fr"],
            gap: [6, 7, 8],
            alignItems: "start",
          }}
        >
          <div sx={{ fontSize: [2, 3], "& p": { m: 0, mb: 4 } }}>
            {service.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div sx={{ position: ["static", null, "sticky"], top: 120 }}>
            <PriceBox
              amount={formatPriceFrom(range.from, labels.priceFrom)}
              drivers={service.price.drivers}
              note={service.price.note}
              heading={labels.price}
              headingId="price-heading"
            />
            {data.calendarYaml && (
              <div sx={{ mt: 4 }}>
                <NextFreeDate calendar={data.calendarYaml} days={service.workingDays} />
              </div>
            )}
            <Link to={ROUTES.contact} sx={{ variant: "buttons.primary", width: "100%", mt: 4 }}>
              {labels.consult}
            </Link>
          </div>
        </div>
      </Band>

      <PriceEstimator service={service} labels={labels} choice={choice} onChange={setChoice} />

      {data.filmsYaml && (
        <ConfiguratorSection
          service={service}
          films={data.filmsYaml}
          words={{
            from: labels.priceFrom,
            to: labels.priceTo,
            result: labels.estimator.result,
            request: labels.estimator.request,
          }}
          choice={choice}
          onChange={setChoice}
        />
      )}

      <Band>
        <div sx={{ variant: "layout.grid2", alignItems: "start" }}>
          <section aria-labelledby="included-heading">
            <h2 id="included-heading" sx={{ variant: "text.h3", m: 0, mb: 5 }}>
              {labels.included}
            </h2>
            <CheckList items={service.included} />
          </section>
          <section aria-labelledby="process-heading">
            <h2 id="process-heading" sx={{ variant: "text.h3", m: 0, mb: 5 }}>
              {labels.process}
            </h2>
            <Steps steps={service.process.map((text) => ({ text }))} />
            <p sx={{ display: "flex", gap: 3, alignItems: "flex-start", mt: 5, mb: 0 }}>
              <Clock size={22} aria-hidden="true" sx={{ color: "goldText", flexShrink: 0, mt: "2px" }} />
              <span>
                <strong>{labels.duration}:</strong> {service.duration}
              </span>
            </p>
          </section>
        </div>
      </Band>

      {service.faq && service.faq.length > 0 && (
        <Band tone="surface" labelledBy="faq-heading">
          <div sx={{ maxWidth: "prose" }}>
            <h2 id="faq-heading" sx={{ variant: "text.h2", m: 0, mb: 5 }}>
              {labels.faq}
            </h2>
            <Faq items={service.faq} />
          </div>
        </Band>
      )}

      <References references={newestFirst(data.allReferenceYaml.nodes)} showService={false} />

      {service.sections && service.sections.length > 0 && (
        <Band>
          <div sx={{ maxWidth: "prose" }}>
            <Sections sections={service.sections} />
          </div>
        </Band>
      )}
    </Layout>
  )
}

export const Head: HeadFC<Queries.ServicePageQuery> = ({ data, location }) => {
  const service = data.serviceYaml
  const siteUrl = data.siteYaml?.siteUrl ?? ""
  if (!service) return <Seo pathname={location.pathname} />
  return (
    <Seo
      title={service.title}
      description={service.description ?? service.summary}
      pathname={location.pathname}
      image={sharePicture(service.image)}
      jsonLd={[
        serviceJsonLd(
          { ...required(data.siteYaml, "content/site.yaml") },
          {
            title: service.title,
            summary: service.summary,
            path: servicePath(service.slug),
            price: classRange(service.price.vehicleClasses),
          }
        ),
        breadcrumbJsonLd(siteUrl, crumbs(data.servicesPageYaml?.title ?? "Dienstleistungen", service)),
        ...(service.faq && service.faq.length > 0 ? [faqJsonLd(service.faq)] : []),
        ...referenceImagesJsonLd(siteUrl, data.allReferenceYaml.nodes),
      ]}
    />
  )
}

export const query = graphql`
  query ServicePage($id: String!, $slug: String!, $wrap: Boolean = false, $tint: Boolean = false) {
    serviceYaml(id: { eq: $id }) {
      slug
      title(hyphenate: true)
      icon
      summary
      description
      image {
        ...HeroImage
        ...SharePicture
      }
      intro
      included
      process
      duration
      workingDays
      price {
        drivers
        note
      }
      ...PriceEstimator
      ...ConfiguratorService
      faq {
        ...Faq
      }
      sections {
        ...Sections
      }
    }
    servicesPageYaml {
      title
      labels {
        ...EstimatorLabels
        included(hyphenate: true)
        process(hyphenate: true)
        duration
        price(hyphenate: true)
        faq(hyphenate: true)
        consult(hyphenate: true)
      }
    }
    allReferenceYaml(filter: { service: { eq: $slug } }, sort: { title: ASC }) {
      nodes {
        ...ReferenceCard
      }
    }
    siteYaml {
      ...StructuredSiteFacts
    }
    filmsYaml {
      ...ConfiguratorFilms
    }
    calendarYaml {
      ...CalendarData
    }
  }
`
