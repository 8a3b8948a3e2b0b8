import {
  ArrowRight,
  BadgeCheck,
  Calendar,
  Car,
  Clock,
  Droplets,
  Gem,
  HandHeart,
  Handshake,
  House,
  Layers,
  LayoutGrid,
  Mail,
  MapPin,
  MessageCircle,
  Palette,
  Phone,
  ShieldCheck,
  Sparkles,
  Star,
  SunDim,
  User,
  Wrench,
  type LucideIcon,
} from "lucide-react"
import { isIconName, type IconName } from "../content/icons"

export const ICONS: Record<IconName, LucideIcon> = {
  "arrow-right": ArrowRight,
  "badge-check": BadgeCheck,
  calendar: Calendar,
  car: Car,
  clock: Clock,
  droplets: Droplets,
  gem: Gem,
  "hand-heart": HandHeart,
  handshake: Handshake,
  house: House,
  layers: Layers,
  "layout-grid": LayoutGrid,
  mail: Mail,
  "map-pin": MapPin,
  "message-circle": MessageCircle,
  palette: Palette,
  phone: Phone,
  "shield-check": ShieldCheck,
  sparkles: Sparkles,
  star: Star,
  "sun-dim": SunDim,
  user: User,
  wrench: Wrench,
}

/** A decorative icon named in content (names are validated at build time). */
export function Icon({ name, size = 20 }: { name: string | null | undefined; size?: number }) {
  if (!name || !isIconName(name)) return null
  const Component = ICONS[name]
  return <Component size={size} aria-hidden="true" focusable="false" strokeWidth={1.75} />
}
