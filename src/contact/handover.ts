// What the contact feature hands to other features, and the only file of it they import
// (docs/architecture.md): the request's shape, for the estimator's «Offerte anfragen» link, and the
// delivery (Netlify Forms or Firestore, with its honeypot), which the voucher order goes through too.
export type { ContactRequest } from "./request"
export { isHoneypotHeldBack, loadSending, prepareSending, type ContactDelivery } from "./sending"
