import { Link, graphql } from "gatsby"
import * as React from "react"
import { useSiteContent } from "../hooks/use-site-content"
import { useSiteFacts } from "../hooks/use-site-facts"
import { fillNodes } from "../lib/template"
import { CallToAction } from "./Band"
import { ColorModeSwitch } from "./ColorModeSwitch"
import { CurrentYear } from "./CurrentYear"
import { FooterNavigation } from "./FooterNavigation"
import { SocialLinks } from "./SocialLinks"
import { ROUTES, anchorPath } from "../navigation/routes"

/** The footer of every page: call to action, social profiles, legal links, copyright and credit. */
export function Footer() {
  const { footerYaml: texts, site } = useSiteContent()
  const facts = useSiteFacts()
  if (!texts) return null

  const values: Record<string, React.ReactNode> = {
    town: facts.town,
    businessName: facts.businessName,
    startYear: facts.copyrightStartYear,
    currentYear: <CurrentYear buildYear={Number(site?.buildYear)} />,
  }
  /** An owner-written text with its placeholders filled. */
  const fill = (template: string) => fillNodes(template, values)

  return (
    <footer sx={{ bg: "surface" }}>
      <CallToAction
        id="footer-cta"
        heading={fill(texts.ctaHeading)}
        text={fill(texts.ctaText)}
        action={{ label: texts.ctaButton, href: ROUTES.contact }}
      />

      <FooterNavigation more={texts.voucherLink ? [{ name: texts.voucherLink, href: ROUTES.voucher }] : []} />

      <div
        sx={{
          variant: "layout.container",
          display: "flex",
          flexWrap: "wrap",
          alignItems: "flex-end",
          justifyContent: "space-between",
          gap: 5,
          py: 5,
          borderTop: "1px solid",
          borderColor: "border",
        }}
      >
        <SocialLinks
          instagram={facts.social.instagram}
          tiktok={facts.social.tiktok}
          businessName={facts.businessName}
        />
        <ColorModeSwitch />
      </div>

      <div
        sx={{
          variant: "layout.container",
          display: "flex",
          flexWrap: "wrap",
          justifyContent: "space-between",
          gap: 3,
          pt: 3,
          pb: 6,
          fontSize: 1,
          color: "textMuted",
          "& p": { m: 0 },
        }}
      >
        <p>{fill(texts.copyright)}</p>
        <nav aria-label="Rechtliches">
          <ul sx={{ display: "flex", gap: 4, listStyle: "none", m: 0, p: 0 }}>
            <li>
              <Link to={ROUTES.privacy} sx={{ color: "inherit", "&:hover": { color: "text" } }}>
                {texts.privacyLink}
              </Link>
            </li>
            <li>
              <Link to={anchorPath("imprint")} sx={{ color: "inherit", "&:hover": { color: "text" } }}>
                {texts.imprintLink}
              </Link>
            </li>
          </ul>
        </nav>
        <p>
          {fillNodes(texts.credit, {
            ...values,
            developerName: (
              <a
                href={facts.developer.url}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ color: "inherit", "&:hover": { color: "text" } }}
              >
                {facts.developer.name}
              </a>
            ),
          })}
        </p>
      </div>
    </footer>
  )
}

export const query = graphql`
  fragment FooterTexts on FooterYaml {
    imprintLink
    ctaHeading
    ctaText
    ctaButton(hyphenate: true)
    privacyLink
    voucherLink
    copyright
    credit
  }

  fragment BuildYear on Site {
    buildYear: buildTime(formatString: "YYYY")
  }
`
