import { Check } from "lucide-react"

/**
 * A list with check marks: what is included, the voucher's terms. In a file of its own, so that a page
 * needing only this list does not bring Blocks.tsx and the icon set's chunk with it.
 */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 3 }}>
      {items.map((item) => (
        <li key={item} sx={{ display: "flex", gap: 3, alignItems: "flex-start" }}>
          <Check size={22} aria-hidden="true" sx={{ color: "primary", flexShrink: 0, mt: "2px" }} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
