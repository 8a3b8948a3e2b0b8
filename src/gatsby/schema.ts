// The GraphQL types of content/. Declared, not inferred (@dontInfer): required fields are non-null,
// and a field the owner leaves out can never silently disappear from the schema.
// Keep in step with src/content/schema.ts (a unit test compares the two).
export const typeDefs = /* GraphQL */ `
  type SiteYaml implements Node @dontInfer {
    businessName: String!
    shortName: String!
    ownerName: String!
    town: String!
    address: SiteAddress!
    phone: String!
    whatsapp: String!
    email: String!
    openingHours: [OpeningHours!]!
    openingHoursNote: String
    social: SiteSocial!
    developer: SiteDeveloper!
    siteUrl: String!
    title: String!
    description: String!
    copyrightStartYear: Int!
  }

  type SiteAddress {
    street: String!
    postalCode: String!
    locality: String!
    region: String!
    country: String!
  }

  type OpeningHours {
    days: [String!]!
    opens: String!
    closes: String!
  }

  type SiteSocial {
    instagram: String!
    tiktok: String!
  }

  type SiteDeveloper {
    name: String!
    url: String!
  }

  type NavigationYaml implements Node @dontInfer {
    header: [NavigationItem!]!
    "The full-width button at the bottom of the phone menu."
    drawerButton: NavigationLink!
  }

  type NavigationLink {
    name: String!
    href: String!
  }

  type NavigationItem {
    name: String!
    href: String!
    icon: String
    items: [[NavigationSubItem!]!]
  }

  type NavigationSubItem {
    name: String!
    href: String!
    icon: String!
  }

  type FooterYaml implements Node @dontInfer {
    ctaHeading: String!
    ctaText: String!
    ctaButton: String!
    privacyLink: String!
    copyright: String!
    credit: String!
  }

  type ServiceYaml implements Node @dontInfer {
    slug: String!
    order: Int!
    navLabel: String!
    title: String!
    icon: String!
    summary: String!
    sections: [Section!]!
  }

  type PageYaml implements Node @dontInfer {
    fields: PageYamlFields!
    title: String
    description: String!
    eyebrow: String
    heading: String!
    intro: String!
    actions: [PageAction!]
    "Heading above the service cards, on pages that show them."
    servicesHeading: String
    sections: [Section!]!
  }

  type PageYamlFields {
    "The file name without .yaml, e.g. «kontakt»."
    slug: String!
  }

  type PageAction {
    label: String!
    href: String!
    style: String!
  }

  type Section {
    heading: String!
    paragraphs: [String!]
    list: [String!]
  }
`
