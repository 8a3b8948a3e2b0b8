// The voucher page's texts (content/pages/gutschein.yaml) as each part of the page takes them: the
// order form, the result after sending, the voucher itself and the owner's tool. The page's query
// (src/pages/gutschein.tsx) spreads them; Gatsby finds fragments in any file under src/.
import { graphql } from "gatsby"

export const voucherFragments = graphql`
  fragment VoucherFormTexts on VoucherPageForm {
    heading(hyphenate: true)
    labels {
      amount
      freeAmount
      freeAmountInput
      recipient
      message
      name
      email
      street
      postalCode
      locality
      delivery
      buyer
    }
    hints {
      freeAmount
      service
      message
      email
      address
    }
    optional
    counter
    privacy
    privacyLink
    submit
    sending
    noScript
    errors {
      amount
      amountRange
      recipient
      messageTooLong
      name
      email
      street
      postalCode
      locality
      delivery
      tooLong
      billCharacters
      messageCharacters
    }
    failure
    honeypot
    unavailable
    needsScript
  }

  fragment VoucherResultTexts on VoucherPageResult {
    heading
    text
    billHeading
    billText
    billLabel
    billDownload
    billTitle
    billPdfText
    noIban
    previewHeading
    previewText
    voucherDownload
    preparing
    pdfFailed
    nextHeading
    next
    again
  }

  fragment VoucherTexts on VoucherPageVoucher {
    title
    recipient
    value
    service
    number
    validUntil
    redeem
    billMessage
    previewMark
    previewCheck
  }

  fragment VoucherIssueTexts on VoucherPageIssue {
    heading
    intro
    labels {
      reference
      amount
      recipient
      service
      noService
      message
      ordered
    }
    hints {
      reference
      amount
      recipient
      service
      message
      ordered
    }
    submit
    ready
    download
    errors {
      reference
      amount
      recipient
      service
      messageTooLong
      ordered
      orderedFuture
      orderedOld
    }
  }
`
