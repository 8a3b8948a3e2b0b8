// Stands in for png-js in the browser bundle (see ../gatsby-node.ts): the voucher PDFs hold no PNG images.
export default class PNG {
  constructor() {
    throw new Error("PNG images are not available here: the PDFs hold no images.")
  }
}
