// A contact request's id, made in the browser before the first attempt to send it and kept in the
// draft: a retry after a time-out writes the same Firestore document and the same Storage folder, so a
// request never arrives twice. 20 characters of [A-Za-z0-9], like Firestore's own automatic ids.
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

export const REQUEST_ID = /^[A-Za-z0-9]{20}$/

export function newRequestId(): string {
  const id: string[] = []
  // Rejection sampling: 248 = 4 × 62, so every character is equally likely.
  while (id.length < 20) {
    for (const byte of crypto.getRandomValues(new Uint8Array(40))) {
      if (byte < 248 && id.length < 20) id.push(ALPHABET[byte % 62]!)
    }
  }
  return id.join("")
}
