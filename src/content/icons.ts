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

/** What each icon shows, as the web editor names it for the owner. */
export const ICON_LABELS: Record<IconName, string> = {
  "arrow-right": "Pfeil nach rechts",
  "badge-check": "Siegel mit Haken",
  calendar: "Kalender",
  car: "Auto",
  clock: "Uhr",
  droplets: "Wassertropfen",
  gem: "Edelstein",
  "hand-heart": "Hand mit Herz",
  handshake: "Handschlag",
  house: "Haus",
  layers: "Schichten",
  "layout-grid": "Raster",
  mail: "Briefumschlag",
  "map-pin": "Standortnadel",
  "message-circle": "Sprechblase",
  palette: "Farbpalette",
  phone: "Telefon",
  "shield-check": "Schild mit Haken",
  sparkles: "Funkeln",
  star: "Stern",
  "sun-dim": "Sonne",
  user: "Person",
  wrench: "Schraubenschlüssel",
}
