import { graphql, type HeadFC, type PageProps } from "gatsby"
import * as React from "react"
import { Band } from "../components/Band"
import { CheckList } from "../components/CheckList"
import { EmailAddress } from "../components/Unbroken"
import { Layout } from "../components/Layout"
import { PageHero } from "../components/PageHero"
import { Seo } from "../components/Seo"
import { sharePicture } from "../seo/share-picture"
import { contactDelivery } from "../contact/delivery"
import { useHydrated } from "../hooks/use-hydrated"
import { useLazyModule } from "../hooks/use-lazy-module"
import { breadcrumbs } from "../navigation/breadcrumbs"
import { ROUTES } from "../navigation/routes"
import { breadcrumbJsonLd } from "../seo/structured-data"
import { telHref } from "../lib/phone"
import { required } from "../lib/required"
import { fillNodes, fillTemplate } from "../lib/template"
import { voucherOptions, type VoucherOffer } from "../voucher/order"
import { useVoucherOrder } from "../voucher/use-voucher-order"
import type { VoucherContext } from "../voucher/voucher"
import { VoucherForm } from "../voucher/VoucherForm"
import type { Creditor } from "../voucher/bill-data"

const crumbs = (title: string) => breadcrumbs({ name: title, href: ROUTES.voucher })

/** The owner's tool: its own chunk, fetched only when the page is opened as /gutschein#ausstellen. */
const loadIssue = () => import(/* webpackChunkName: "voucher-issue" */ "../voucher/VoucherIssue")
const ISSUE_HASH = "#ausstellen"
/**
 * What a sent order shows (the QR-bill, the voucher's preview): its own chunk, fetched once the buyer
 * starts on the form or when an order sent before a reload is shown again, never on a mere visit.
 */
const loadResult = () => import(/* webpackChunkName: "voucher-result" */ "../voucher/VoucherResult")

/**
 * /gutschein: order a gift voucher, pay it with the QR-bill shown at once, see a preview of the
 * voucher. Opened as /gutschein#ausstellen it is the owner's tool instead: a paid order's fields in,
 * the voucher out. Nothing in the address makes a voucher (docs/voucher.md, «The owner's process»).
 */
export default function VoucherPage({ data, location }: PageProps<Queries.VoucherPageQuery>) {
  const page = required(data.voucherPageYaml, "content/pages/gutschein.yaml")
  const site = required(data.siteYaml, "content/site.yaml")
  const hydrated = useHydrated()

  const offer = React.useMemo<VoucherOffer>(
    () => ({
      amounts: page.amounts,
      freeAmount: page.freeAmount,
      services: (page.services ?? []).flatMap((slug) => {
        const service = data.allServiceYaml.nodes.find((node) => node.slug === slug)
        const prices = service?.price.vehicleClasses.map((vehicleClass) => vehicleClass.from) ?? []
        return service && prices.length > 0
          ? [{ slug, title: service.title, priceFrom: Math.min(...prices) }]
          : []
      }),
    }),
    [page.amounts, page.freeAmount, page.services, data.allServiceYaml.nodes]
  )
  const deliveries = page.delivery.map((delivery) => delivery.label)
  const account = site.bankAccount
  const creditor: Creditor | null = account
    ? {
        holder: account.holder,
        iban: account.iban,
        street: site.address.street,
        postalCode: site.address.postalCode,
        locality: site.address.locality,
      }
    : null
  const order = useVoucherOrder({
    messages: page.form.errors,
    offer,
    deliveries,
    delivery: contactDelivery(site.contactDelivery),
    iban: account?.iban ?? "",
  })

  const terms = page.terms.items.map((item) =>
    fillTemplate(item, { years: page.validityYears, town: site.town })
  )
  const context: VoucherContext = {
    texts: page.voucher,
    businessName: site.businessName,
    town: site.town,
    validityYears: page.validityYears,
    terms,
    contact: `${site.address.street}, ${site.address.postalCode} ${site.address.locality} · ${site.phone} · ${site.email}`,
    phone: site.phone,
  }
  const reachMe = (template: string) =>
    fillNodes(template, {
      phone: <a href={telHref(site.phone)}>{site.phone}</a>,
      email: (
        <a href={`mailto:${site.email}`}>
          <EmailAddress address={site.email} />
        </a>
      ),
    })
  // The owner's tool, once the page runs in the browser (the HTML is the order form for everyone).
  const issuing = hydrated && location.hash === ISSUE_HASH
  const issue = useLazyModule(loadIssue)
  const loadTool = issue.load
  React.useEffect(() => {
    if (issuing) void loadTool()
  }, [issuing, loadTool])
  const result = useLazyModule(loadResult)
  const loadResultView = result.load
  const sent = order.sent
  React.useEffect(() => {
    if (sent) void loadResultView()
  }, [sent, loadResultView])
  const prepareOrder = order.prepare
  const prepare = React.useCallback(() => {
    prepareOrder()
    void loadResultView()
  }, [prepareOrder, loadResultView])

  return (
    <Layout>
      <PageHero
        eyebrow={page.eyebrow}
        heading={page.heading}
        intro={page.intro}
        crumbs={crumbs(page.title ?? page.heading)}
      />
      <Band
        tone="surface"
        id="bestellen"
        labelledBy={
          issuing ? "voucher-issue-heading" : order.sent ? "voucher-result-heading" : "voucher-form-heading"
        }
      >
        <div sx={{ maxWidth: "prose" }}>
          {issuing ? (
            issue.module && (
              <issue.module.VoucherIssue
                texts={page.issue}
                optional={page.form.optional}
                pdfTexts={page.result}
                offer={offer}
                context={context}
                phone={<a href={telHref(site.phone)}>{site.phone}</a>}
              />
            )
          ) : sent ? (
            result.module ? (
              <result.module.VoucherResult
                sent={sent}
                texts={page.result}
                context={context}
                creditor={creditor}
                billMessage={fillTemplate(page.voucher.billMessage, {
                  recipient: sent.details.recipient,
                  reference: sent.order.reference,
                })}
                email={site.email}
                onAgain={order.startOver}
              />
            ) : (
              // Until the result's code is here (at once, as a rule: it came while the buyer typed),
              // or if it cannot come (offline): the thanks and the number, which the order has.
              <div role="status">
                <h2 id="voucher-result-heading" sx={{ variant: "text.h2", m: 0, mb: 3 }}>
                  {page.result.heading}
                </h2>
                <p sx={{ variant: "text.lead", m: 0 }}>
                  {fillTemplate(page.result.text, { reference: sent.order.reference })}
                </p>
              </div>
            )
          ) : (
            <>
              <h2 id="voucher-form-heading" sx={{ variant: "text.h2", m: 0, mb: 5 }}>
                {page.form.heading}
              </h2>
              <VoucherForm
                texts={page.form}
                options={voucherOptions(offer)}
                freeAmount={page.freeAmount}
                deliveries={page.delivery}
                netlify={contactDelivery(site.contactDelivery) === "netlify"}
                reachMe={reachMe}
                order={{ ...order, prepare }}
              />
            </>
          )}
        </div>
      </Band>
      <Band labelledBy="voucher-terms-heading">
        <div sx={{ maxWidth: "prose" }}>
          <h2 id="voucher-terms-heading" sx={{ variant: "text.h2", m: 0, mb: 4 }}>
            {page.terms.heading}
          </h2>
          <CheckList items={terms} />
        </div>
      </Band>
    </Layout>
  )
}

export const Head: HeadFC<Queries.VoucherPageQuery> = ({ data, location }) => (
  <Seo
    title={data.voucherPageYaml?.title}
    description={data.voucherPageYaml?.description}
    pathname={location.pathname}
    image={sharePicture(data.voucherPageYaml?.shareImage, data.homePageYaml?.image)}
    jsonLd={[
      breadcrumbJsonLd(
        data.siteYaml?.siteUrl ?? "",
        crumbs(data.voucherPageYaml?.title ?? data.voucherPageYaml?.heading ?? "Geschenkgutschein")
      ),
    ]}
  />
)

export const query = graphql`
  query VoucherPage {
    homePageYaml {
      image {
        ...SharePicture
      }
    }
    voucherPageYaml {
      shareImage {
        ...SharePicture
      }
      title
      description
      eyebrow
      heading(hyphenate: true)
      intro
      amounts
      freeAmount {
        min
        max
      }
      services
      validityYears
      delivery {
        id
        label
        text
      }
      terms {
        heading
        items
      }
      form {
        ...VoucherFormTexts
      }
      result {
        ...VoucherResultTexts
      }
      voucher {
        ...VoucherTexts
      }
      issue {
        ...VoucherIssueTexts
      }
    }
    allServiceYaml(sort: [{ order: ASC }, { title: ASC }]) {
      nodes {
        slug
        title
        price {
          vehicleClasses {
            from
          }
        }
      }
    }
    siteYaml {
      siteUrl
      businessName
      town
      phone
      email
      contactDelivery
      address {
        street
        postalCode
        locality
      }
      bankAccount {
        holder
        iban
      }
    }
  }
`
