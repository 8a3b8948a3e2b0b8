import type { ContactDelivery } from "./submit"

/**
 * Where requests go: content/site.yaml's `contactDelivery`, unless the build sets
 * GATSBY_CONTACT_DELIVERY (Netlify environment, or the tests' Firestore build).
 */
export function contactDelivery(fromContent: string): ContactDelivery {
  const chosen = process.env.GATSBY_CONTACT_DELIVERY || fromContent
  return chosen === "firestore" ? "firestore" : "netlify"
}
