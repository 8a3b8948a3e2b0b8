// The contact form's rules as a zod schema, and the resolver react-hook-form checks with. Fetched on
// first use (ContactForm.tsx: when the visitor first touches the form), not with the page.
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema"
import type { Resolver } from "react-hook-form"
import * as z from "zod/mini"
import { EMAIL } from "../lib/email"
import { LIMITS, isPhoneNumber, type ContactMessages, type ContactRequest } from "./request"

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

const resolvers = new Map<ContactMessages, Resolver<ContactRequest>>()

/** react-hook-form's resolver for these messages (made once per set of messages). */
export function contactResolver(messages: ContactMessages): Resolver<ContactRequest> {
  let resolver = resolvers.get(messages)
  if (!resolver) {
    resolver = standardSchemaResolver(contactRequestSchema(messages))
    resolvers.set(messages, resolver)
  }
  return resolver
}
