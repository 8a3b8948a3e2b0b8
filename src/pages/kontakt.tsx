import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Band } from "../components/Band"
import { ContactDetails } from "../components/ContactDetails"
import { Layout } from "../components/Layout"
import { PageHero } from "../components/PageHero"
import { Sections } from "../components/Sections"
import { Seo } from "../components/Seo"
import { sharePicture } from "../seo/share-picture"
import * as React from "react"
import { ContactForm } from "../contact/ContactForm"
import { contactDelivery } from "../contact/delivery"
import { breadcrumbs } from "../navigation/breadcrumbs"
import { breadcrumbJsonLd } from "../seo/structured-data"
import { required } from "../lib/required"
import { ANCHORS, ROUTES } from "../navigation/routes"

const crumbs = (title: string) => breadcrumbs({ name: title, href: ROUTES.contact })

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const page = required(data.contactPageYaml, "content/pages/kontakt.yaml")
  const site = required(data.siteYaml, "content/site.yaml")
  const services = [
    ...data.allServiceYaml.nodes.map((service) => service.title),
    ...(data.servicesPageYaml ? [data.servicesPageYaml.sealing.title] : []),
  ]
  const workingDays = React.useMemo(
    () =>
      Object.fromEntries([
        ...data.allServiceYaml.nodes.map((service) => [service.title, service.workingDays] as const),
        ...(data.servicesPageYaml
          ? [[data.servicesPageYaml.sealing.title, data.servicesPageYaml.sealing.workingDays] as const]
          : []),
      ]),
    [data.allServiceYaml.nodes, data.servicesPageYaml]
  )
  // «Offerte anfragen» from a service page's price estimator: its choice, read once in the browser.
  // The code that reads it comes only with such a link: most visits hand nothing over.
  const words = data.servicesPageYaml?.labels
  const prefill = React.useCallback(
    async (search: string) => {
      if (search.length <= 1) return null
      const { estimateRequest } = await import(
        /* webpackChunkName: "estimate-request" */ "../estimator/estimate-request"
      )
      return estimateRequest(
        search,
        data.allServiceYaml.nodes,
        page.form,
        { from: words?.priceFrom ?? "ab", to: words?.priceTo ?? "bis" },
        data.filmsYaml
      )
    },
    [data.allServiceYaml.nodes, page.form, words, data.filmsYaml]
  )
  return (
    <Layout>
      <PageHero
        eyebrow={page.eyebrow}
        heading={page.heading}
        intro={page.intro}
        crumbs={crumbs(page.title ?? page.heading)}
      />
      <Band>
        <ContactDetails labels={page.labels} />
      </Band>
      <Band tone="surface" id={ANCHORS.contactForm.id} labelledBy="contact-form-heading">
        <div sx={{ maxWidth: "prose" }}>
          <h2 id="contact-form-heading" sx={{ variant: "text.h2", m: 0, mb: 3 }}>
            {page.form.heading}
          </h2>
          {page.form.intro && <p sx={{ variant: "text.lead", m: 0, mb: 6 }}>{page.form.intro}</p>}
          <ContactForm
            texts={page.form}
            services={services}
            calendar={data.calendarYaml}
            workingDays={workingDays}
            delivery={contactDelivery(site.contactDelivery)}
            phone={site.phone}
            email={site.email}
            prefill={prefill}
          />
        </div>
      </Band>
      {page.sections && page.sections.length > 0 && (
        <Band>
          <div sx={{ maxWidth: "prose" }}>
            <Sections sections={page.sections} />
          </div>
        </Band>
      )}
    </Layout>
  )
}

export const Head: HeadFC<Queries.ContactPageQuery> = ({ data, location }) => (
  <Seo
    title={data.contactPageYaml?.title}
    description={data.contactPageYaml?.description}
    pathname={location.pathname}
    image={sharePicture(data.contactPageYaml?.shareImage, data.homePageYaml?.image)}
    jsonLd={[
      breadcrumbJsonLd(data.siteYaml?.siteUrl ?? "", crumbs(data.contactPageYaml?.title ?? "Kontakt")),
    ]}
  />
)

export const query = graphql`
  query ContactPage {
    homePageYaml {
      image {
        ...SharePicture
      }
    }
    contactPageYaml {
      shareImage {
        ...SharePicture
      }
      title
      description
      eyebrow
      heading(hyphenate: true)
      intro
      labels {
        ...ContactDetailsLabels
      }
      form {
        ...ContactFormTexts
      }
      sections {
        ...Sections
      }
    }
    allServiceYaml(sort: [{ order: ASC }, { title: ASC }]) {
      nodes {
        title
        workingDays
        ...PriceEstimator
        configurator {
          kind
        }
      }
    }
    # What «Farbe wählen» and «Tönung planen» may hand over (configurator/handover.ts).
    filmsYaml {
      wrap {
        films {
          manufacturer
          line
          name
          finish
          colours
          priceGroup
        }
        priceGroups {
          name
          full
          partial
        }
      }
      tint {
        films {
          transmission
          name
          measured
        }
      }
    }
    servicesPageYaml {
      sealing {
        title
        workingDays
      }
      labels {
        priceFrom
        priceTo
      }
    }
    calendarYaml {
      ...CalendarData
    }
    siteYaml {
      siteUrl
      phone
      email
      contactDelivery
    }
  }
`
