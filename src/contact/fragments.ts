// The contact form's texts (content/pages/kontakt.yaml, «form») as the form takes them. The page's query
// (src/pages/kontakt.tsx) spreads them; Gatsby finds fragments in any file under src/.
import { graphql } from "gatsby"

export const contactFragments = graphql`
  fragment ContactFormTexts on ContactPageForm {
    heading(hyphenate: true)
    intro
    labels {
      name
      email
      phone
      vehicle
      service
      preferredDate
      message
    }
    hints {
      contact
      phone
      vehicle
      preferredDate
      message
    }
    optional
    chooseService
    otherService
    counter
    privacy
    privacyLink
    submit(hyphenate: true)
    sending
    errors {
      name
      contact
      email
      phone
      message
      messageTooLong
      tooLong
    }
    estimate
    estimateWithOptions
    photos {
      label
      hint
      noScript
      add
      removeShort
      remove
      preparing
      locationRemoved
      count
      sending
      leftOut {
        visitor
        photo
        owner
      }
      errors {
        tooMany
        notImage
        heic
        unreadable
        tooLarge
        tooManyPixels
      }
    }
    success
    failure
    honeypot
    unavailable
    needsScript
  }
`
