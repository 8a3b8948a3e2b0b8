import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Band, BandHeading } from "../components/Band"
import { PointGrid } from "../components/Blocks"
import { Layout } from "../components/Layout"
import { HeroActions, PageHero } from "../components/PageHero"
import { Seo } from "../components/Seo"
import { sharePicture } from "../seo/share-picture"
import { Testimonials } from "../components/Testimonials"
import { breadcrumbs } from "../navigation/breadcrumbs"
import { breadcrumbJsonLd } from "../seo/structured-data"
import { required } from "../lib/required"
import { ROUTES } from "../navigation/routes"

const crumbs = (title: string) => breadcrumbs({ name: title, href: ROUTES.about })

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const page = required(data.aboutPageYaml, "content/pages/ueber-mich.yaml")
  return (
    <Layout>
      <PageHero
        eyebrow={page.eyebrow}
        heading={page.heading}
        intro={page.intro}
        image={page.image}
        crumbs={crumbs(page.title ?? page.heading)}
      >
        <HeroActions actions={[page.action]} />
      </PageHero>

      <Band>
        <div sx={{ variant: "layout.grid2", alignItems: "start" }}>
          <div sx={{ fontSize: [2, 3], "& p": { m: 0, mb: 4 } }}>
            {page.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <section aria-labelledby="garage-heading" sx={{ variant: "cards.highlight" }}>
            <h2 id="garage-heading" sx={{ variant: "text.h3", m: 0, mb: 3 }}>
              {page.garage.heading}
            </h2>
            {page.garage.paragraphs.map((paragraph) => (
              <p key={paragraph} sx={{ m: 0, mb: 3 }}>
                {paragraph}
              </p>
            ))}
          </section>
        </div>
      </Band>

      <Band tone="surface" labelledBy="values-heading">
        <BandHeading id="values-heading" heading={page.values.heading} />
        <PointGrid points={page.values.points} />
      </Band>

      <Band labelledBy="materials-heading">
        <BandHeading id="materials-heading" heading={page.materials.heading} intro={page.materials.intro} />
        <dl sx={{ variant: "layout.grid3", m: 0 }}>
          {page.materials.brands.map((brand) => (
            <div key={brand.name} sx={{ variant: "cards.plain" }}>
              <dt sx={{ fontFamily: "heading", fontWeight: "heading", fontSize: 4 }}>{brand.name}</dt>
              <dd sx={{ m: 0, mt: 1, color: "textMuted" }}>{brand.use}</dd>
            </div>
          ))}
        </dl>
      </Band>

      <Testimonials />
    </Layout>
  )
}

export const Head: HeadFC<Queries.AboutPageQuery> = ({ data, location }) => (
  <Seo
    title={data.aboutPageYaml?.title}
    description={data.aboutPageYaml?.description}
    pathname={location.pathname}
    image={sharePicture(data.aboutPageYaml?.shareImage, data.aboutPageYaml?.image)}
    jsonLd={[
      breadcrumbJsonLd(data.siteYaml?.siteUrl ?? "", crumbs(data.aboutPageYaml?.title ?? "Über mich")),
    ]}
  />
)

export const query = graphql`
  query AboutPage {
    aboutPageYaml {
      shareImage {
        ...SharePicture
      }
      title
      description
      eyebrow
      heading(hyphenate: true)
      intro
      action {
        label(hyphenate: true)
        href
      }
      image {
        ...HeroImage
        ...SharePicture
      }
      story
      garage {
        heading(hyphenate: true)
        paragraphs
      }
      values {
        heading(hyphenate: true)
        points {
          ...Point
        }
      }
      materials {
        heading(hyphenate: true)
        intro
        brands {
          name
          use
        }
      }
    }
    siteYaml {
      siteUrl
    }
  }
`
