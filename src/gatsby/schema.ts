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
    contactDelivery: String!
    areaServed: [String!]!
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
    imprintLink: String!
    ctaHeading: String!
    ctaText: String!
    ctaButton: String!
    privacyLink: String!
    copyright: String!
    credit: String!
  }

  "An image next to the YAML file that names it; Gatsby turns it into responsive AVIF and WebP."
  type Image {
    src: File! @fileByRelativePath
    alt: String!
  }

  type Action {
    label: String!
    href: String!
    style: String
  }

  type Price {
    from: Float!
    drivers: [String!]
    note: String
  }

  type Faq {
    question: String!
    answer: String!
  }

  type Point {
    icon: String
    title: String!
    text: String!
  }

  type Section {
    id: String
    heading: String!
    paragraphs: [String!]
    list: [String!]
  }

  type ServiceYaml implements Node @dontInfer {
    slug: String!
    order: Int!
    navLabel: String!
    title: String!
    icon: String!
    summary: String!
    description: String
    image: Image!
    intro: [String!]!
    included: [String!]!
    process: [String!]!
    duration: String!
    price: Price!
    faq: [Faq!]
    gallery: [Image!]
    sections: [Section!]
  }

  type HomePageYaml implements Node @dontInfer {
    title: String
    description: String!
    eyebrow: String
    heading: String!
    intro: String!
    actions: [Action!]!
    image: Image!
    services: HomeServices!
    why: HomeWhy!
    process: HomeProcess!
    sealing: HomeSealing!
  }

  type HomeServices {
    heading: String!
    intro: String
    linkLabel: String!
  }

  type HomeWhy {
    heading: String!
    intro: String
    points: [Point!]!
  }

  type HomeProcess {
    heading: String!
    intro: String
    steps: [ProcessStep!]!
  }

  type ProcessStep {
    title: String!
    text: String!
  }

  type HomeSealing {
    heading: String!
    linkLabel: String!
  }

  type ServicesPageYaml implements Node @dontInfer {
    title: String
    description: String!
    eyebrow: String
    heading: String!
    intro: String!
    labels: ServiceLabels!
    sealing: Sealing!
  }

  type ServiceLabels {
    priceFrom: String!
    included: String!
    process: String!
    duration: String!
    price: String!
    faq: String!
    gallery: String!
    more: String!
    consult: String!
  }

  type Sealing {
    title: String!
    icon: String!
    summary: String!
    paragraphs: [String!]!
    included: [String!]
    price: Price!
  }

  type AboutPageYaml implements Node @dontInfer {
    title: String
    description: String!
    eyebrow: String
    heading: String!
    intro: String!
    image: Image!
    story: [String!]!
    garage: AboutGarage!
    values: AboutValues!
    materials: AboutMaterials!
    action: Action!
  }

  type AboutGarage {
    heading: String!
    paragraphs: [String!]!
  }

  type AboutValues {
    heading: String!
    points: [Point!]!
  }

  type AboutMaterials {
    heading: String!
    intro: String
    brands: [Brand!]!
  }

  type Brand {
    name: String!
    use: String!
  }

  type ContactPageYaml implements Node @dontInfer {
    title: String
    description: String!
    eyebrow: String
    heading: String!
    intro: String!
    labels: ContactLabels!
    form: ContactForm!
    sections: [Section!]
  }

  type ContactForm {
    heading: String!
    intro: String
    labels: ContactFormLabels!
    hints: ContactFormHints!
    optional: String!
    chooseService: String!
    otherService: String!
    counter: String!
    privacy: String!
    privacyLink: String!
    submit: String!
    sending: String!
    errors: ContactFormErrors!
    success: String!
    failure: String!
  }

  type ContactFormLabels {
    name: String!
    email: String!
    phone: String!
    vehicle: String!
    service: String!
    preferredDate: String!
    message: String!
  }

  type ContactFormHints {
    contact: String!
    phone: String!
    vehicle: String!
    preferredDate: String!
    message: String!
  }

  type ContactFormErrors {
    name: String!
    contact: String!
    email: String!
    phone: String!
    message: String!
    messageTooLong: String!
    tooLong: String!
  }

  type ContactLabels {
    call: String!
    whatsapp: String!
    whatsappLink: String!
    email: String!
    address: String!
    route: String!
    hours: String!
    byAppointment: String!
  }

  type PrivacyPageYaml implements Node @dontInfer {
    title: String
    description: String!
    eyebrow: String
    heading: String!
    intro: String!
    updated: String!
    sections: [Section!]!
  }

  type TestimonialsYaml implements Node @dontInfer {
    heading: String!
    items: [Testimonial!]!
  }

  type Testimonial {
    quote: String!
    name: String!
    vehicle: String
    service: String
  }
`
