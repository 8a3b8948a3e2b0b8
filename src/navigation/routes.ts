// Every path the site's code links to, in one place: the pages (src/pages/*.tsx, each with its texts
// in content/pages/), the service pages and the sections other pages link to by #anchor. The build
// checks that each one leads to a page and each anchor to an element on it (src/content/links.ts).
// Links the owner writes in content/ are checked the same way.

/** The pages of src/pages, by what they are. */
export const ROUTES = {
  home: "/",
  services: "/dienstleistungen",
  about: "/ueber-mich",
  contact: "/kontakt",
  voucher: "/gutschein",
  privacy: "/datenschutz",
} as const

/** One page per content/services/*.yaml. */
export const servicePath = (slug: string) => `${ROUTES.services}/${slug}`

/** The spec's four service pages (content/services/<slug>.yaml; the content test pins the files). */
export const SERVICE_SLUGS = ["aufbereitung", "komplettfolierung", "teilfolierung", "toenung"] as const

/**
 * Every route of the site, in the order of its menu: the one list the end-to-end tests, the content
 * tests and the benchmark (scripts/bench/, which imports this file as it is) go through.
 */
export const SITE_ROUTES = [
  ROUTES.home,
  ROUTES.services,
  ...SERVICE_SLUGS.map(servicePath),
  ROUTES.about,
  ROUTES.contact,
  ROUTES.voucher,
  ROUTES.privacy,
] as const

/**
 * Sections that links lead to: the page, the element's id, and who gives the element that id: the
 * code (a component renders it) or the owner (a section in the page's YAML file with `id:`; the
 * build then insists it stays there, naming what links to it).
 */
export const ANCHORS = {
  contactForm: { page: ROUTES.contact, id: "anfrage", from: "code" },
  sealing: { page: ROUTES.services, id: "versiegelung", from: "code" },
  imprint: { page: ROUTES.privacy, id: "impressum", from: "content", linkedBy: "die Fusszeile" },
  privacyContact: { page: ROUTES.privacy, id: "kontakt", from: "content", linkedBy: "das Kontaktformular" },
} as const satisfies Record<
  string,
  { page: string; id: string } & ({ from: "code" } | { from: "content"; linkedBy: string })
>

/** «/datenschutz#impressum» */
export const anchorPath = (name: keyof typeof ANCHORS) => `${ANCHORS[name].page}#${ANCHORS[name].id}`

/** On every page: the skip link's target and the footer's list of every page (the menu without JavaScript). */
export const PAGE_ANCHORS = { content: "inhalt", navigation: "navigation" } as const
