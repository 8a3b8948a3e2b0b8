// The icon names the owner may use in content/. Each maps to a lucide-react icon in
// src/components/Icon.tsx (TypeScript checks that the two lists match); only these are bundled.
export const ICON_NAMES = [
  "arrow-right",
  "badge-check",
  "calendar",
  "car",
  "clock",
  "droplets",
  "gem",
  "hand-heart",
  "handshake",
  "house",
  "layers",
  "layout-grid",
  "mail",
  "map-pin",
  "message-circle",
  "palette",
  "phone",
  "shield-check",
  "sparkles",
  "star",
  "sun-dim",
  "user",
  "wrench",
] as const

export type IconName = (typeof ICON_NAMES)[number]

export const isIconName = (name: string): name is IconName => (ICON_NAMES as readonly string[]).includes(name)
