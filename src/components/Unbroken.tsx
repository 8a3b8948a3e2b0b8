// Addresses and numbers a reader copies or dials, laid out so that a narrow screen never splits them
// where the split would read as part of them.

/**
 * An e-mail address that may wrap only after its «@», never at the hyphen of its domain
 * («hallo@glanzwerk-|sursee.ch» would read as «glanzwerksursee.ch»). Copied, it is the plain address.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf("@")
  if (at < 0) return <>{address}</>
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      <span sx={{ whiteSpace: "nowrap" }}>{address.slice(at + 1)}</span>
    </>
  )
}

/** A phone number, on one line: «+41 79 123 45 67». */
export function PhoneNumber({ number }: { number: string }) {
  return <span sx={{ whiteSpace: "nowrap" }}>{number}</span>
}
