// A request for a free consultation, as the form collects it: one zod schema for the form, for
// every delivery path and (through LIMITS) for the Firestore security rules. zod/mini keeps the
// browser bundle small.

import { emptyValues } from "../lib/empty-values"

/** The name Netlify knows the form by (the form in the page's HTML carries it too). */
export const NETLIFY_FORM_NAME = "kontakt"

/** Longest accepted entries; firestore.rules checks the same numbers (a test compares them). */
export const LIMITS = {
  name: 100,
  email: 200,
  phone: 40,
  vehicle: 120,
  service: 80,
  preferredDate: 120,
  message: 2000,
} as const

export const FIELDS = ["name", "email", "phone", "vehicle", "service", "preferredDate", "message"] as const
export type ContactField = (typeof FIELDS)[number]
export type ContactRequest = Record<ContactField, string>

export const EMPTY_REQUEST: ContactRequest = emptyValues(FIELDS)

/** The form's error messages, from content/pages/kontakt.yaml. */
export type ContactMessages = Queries.ContactFormTextsFragment["errors"]

/** A phone number as people write it: digits, spaces, + ( ) / . -, with 7 to 15 digits. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s()/.-]+$/.test(value)) return false
  const digits = value.replace(/\D/g, "").length
  return digits >= 7 && digits <= 15
}
