// Links from a phone number as written in content («+41 79 123 45 67»).

/** «+41 79 123 45 67» → «tel:+41791234567». */
export const telHref = (phone: string) => `tel:+${phone.replace(/\D/g, "")}`

/** «+41 79 123 45 67» → «https://wa.me/41791234567» (WhatsApp wants digits only). */
export const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, "")}`
