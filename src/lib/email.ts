// What the contact form and the voucher order accept as an email address.

/** Email: something@domain.tld, no spaces. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
