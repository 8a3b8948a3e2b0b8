// A request for a free consultation, as the form collects it: one zod schema for the form, for
// every delivery path and (through LIMITS) for the Firestore security rules. zod/mini keeps the
// browser bundle small.
import * as z from "zod/mini"

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

export const EMPTY_REQUEST: ContactRequest = {
  name: "",
  email: "",
  phone: "",
  vehicle: "",
  service: "",
  preferredDate: "",
  message: "",
}

/** The form's error messages, from content/pages/kontakt.yaml. */
export type ContactMessages = Queries.ContactFormTextsFragment["errors"]

/** Email: something@domain.tld, no spaces. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/** A phone number as people write it: digits, spaces, + ( ) / . -, with 7 to 15 digits. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s()/.-]+$/.test(value)) return false
  const digits = value.replace(/\D/g, "").length
  return digits >= 7 && digits <= 15
}

const trimmed = (max: number, tooLong: string) => z.string().check(z.trim(), z.maxLength(max, tooLong))

/** The form's rules, with the owner's German messages from content/pages/kontakt.yaml. */
export function contactRequestSchema(messages: ContactMessages) {
  const fill = (template: string) => template.replace("{max}", String(LIMITS.message))
  return z
    .object({
      name: trimmed(LIMITS.name, messages.tooLong).check(z.minLength(1, messages.name)),
      email: trimmed(LIMITS.email, messages.tooLong).check(
        z.refine((value) => value === "" || EMAIL.test(value), messages.email)
      ),
      phone: trimmed(LIMITS.phone, messages.tooLong).check(
        z.refine((value) => value === "" || isPhoneNumber(value), messages.phone)
      ),
      vehicle: trimmed(LIMITS.vehicle, messages.tooLong),
      service: trimmed(LIMITS.service, messages.tooLong),
      preferredDate: trimmed(LIMITS.preferredDate, messages.tooLong),
      message: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, messages.message),
          z.maxLength(LIMITS.message, fill(messages.messageTooLong))
        ),
    })
    .check(
      // At least one way to answer. Reported at the e-mail field, where the hint explains it.
      z.refine((request) => request.email !== "" || request.phone !== "", {
        message: messages.contact,
        path: ["email"],
        when: (payload) =>
          !payload.issues.some((issue) => issue.path?.[0] === "email" || issue.path?.[0] === "phone"),
      })
    )
}
