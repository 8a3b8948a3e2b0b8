// What each YAML file under content/ must contain, one file per area in the order of the registry
// (registry.ts). The messages are German because the owner reads them when a build fails;
// src/content/validate.ts adds the file, the line and the field.
export { IMAGE_PATH, ISO_DATE, SERVICE_SLUG, SWISS_PHONE } from "./fields"
export {
  FOOTER_PLACEHOLDERS,
  footerSchema,
  navigationSchema,
  siteSchema,
  testimonialsSchema,
  type SiteContent,
} from "./site"
export { referenceSchema, serviceSchema, type ServiceContent } from "./services"
export { aboutPageSchema, homePageSchema, servicesPageSchema } from "./pages"
export { contactPageSchema, PRIVACY_PLACEHOLDERS, privacyPageSchema } from "./contact"
export { calendarSchema } from "./calendar"
export { filmsSchema } from "./films"
export { voucherPageSchema } from "./voucher"
