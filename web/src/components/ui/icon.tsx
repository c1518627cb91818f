import {
  ArrowLeft,
  ArrowRight,
  Bot,
  Briefcase,
  Calendar,
  ChartNoAxesColumnIncreasing,
  ChevronDown,
  CircleCheck,
  Clock,
  createLucideIcon,
  ExternalLink,
  FileText,
  Globe,
  Headphones,
  House,
  Languages,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  Mic,
  MicOff,
  Palette,
  Phone,
  PhoneOff,
  RefreshCw,
  Search,
  Settings,
  Shield,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Star,
  Stethoscope,
  Target,
  TrendingUp,
  Users,
  Utensils,
  Workflow,
  X,
  Zap,
  type LucideIcon,
} from 'lucide-react'
import type { IconName } from '../../../../schemas/constants'

/** Interface icons the code uses directly; editors never pick these. */
export const uiIconNames = [
  'menu',
  'x',
  'arrow-right',
  'arrow-left',
  'home',
  'mail',
  'map-pin',
  'star',
  'chevron-down',
  'external-link',
  'languages',
  'refresh',
  'phone',
  'phone-off',
  'mic-off',
] as const
export type UiIconName = (typeof uiIconNames)[number]

// Lucide dropped brand marks; this is its former Instagram drawing, built the way Lucide builds its own.
const Instagram = createLucideIcon('instagram', [
  ['rect', { width: '20', height: '20', x: '2', y: '2', rx: '5', key: 'frame' }],
  ['circle', { cx: '12', cy: '12', r: '4', key: 'lens' }],
  ['line', { x1: '17.5', x2: '17.51', y1: '6.5', y2: '6.5', key: 'flash' }],
])

/** The names content and code use, mapped to Lucide icons. A Record, so every name has one. */
const icons: Record<IconName | UiIconName, LucideIcon> = {
  bot: Bot,
  mic: Mic,
  globe: Globe,
  workflow: Workflow,
  sparkles: Sparkles,
  target: Target,
  zap: Zap,
  smartphone: Smartphone,
  search: Search,
  palette: Palette,
  'message-circle': MessageCircle,
  instagram: Instagram,
  'shopping-cart': ShoppingCart,
  stethoscope: Stethoscope,
  utensils: Utensils,
  briefcase: Briefcase,
  clock: Clock,
  shield: Shield,
  'trending-up': TrendingUp,
  calendar: Calendar,
  'file-text': FileText,
  settings: Settings,
  'bar-chart': ChartNoAxesColumnIncreasing,
  headphones: Headphones,
  users: Users,
  'check-circle': CircleCheck,
  menu: Menu,
  x: X,
  'arrow-right': ArrowRight,
  'arrow-left': ArrowLeft,
  home: House,
  mail: Mail,
  'map-pin': MapPin,
  star: Star,
  'chevron-down': ChevronDown,
  'external-link': ExternalLink,
  languages: Languages,
  refresh: RefreshCw,
  phone: Phone,
  'phone-off': PhoneOff,
  'mic-off': MicOff,
}

/** A decorative line icon; it takes the text colour, so wrap it in a labelled element when it carries meaning. */
export function Icon({
  name,
  size = 24,
  className,
}: {
  name: IconName | UiIconName
  size?: number
  className?: string
}) {
  const Drawing = icons[name]
  return <Drawing size={size} className={className} aria-hidden="true" focusable="false" />
}
