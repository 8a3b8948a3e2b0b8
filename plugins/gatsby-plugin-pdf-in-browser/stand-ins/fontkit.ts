// Stands in for fontkit in the browser bundle (see ../gatsby-node.ts): the voucher PDFs embed no fonts.
export function create(): never {
  throw new Error("Embedded fonts are not available here: the PDFs use the standard PDF fonts only.")
}
export default { create }
