import {
  Bot,
  Briefcase,
  Calendar,
  ChartNoAxesColumnIncreasing,
  CircleCheck,
  Clock,
  createLucideIcon,
  FileText,
  Globe,
  Headphones,
  MessageCircle,
  Mic,
  Palette,
  Search,
  Settings,
  Shield,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Stethoscope,
  Target,
  TrendingUp,
  Users,
  Utensils,
  Workflow,
  Zap,
  type LucideIcon,
} from 'lucide-react'
import type { IconName } from '../../../../schemas/constants'
import { Icon } from './icon'

// Lucide dropped brand marks; this is its former Instagram drawing, built the way Lucide builds its own.
const Instagram = createLucideIcon('instagram', [
  ['rect', { width: '20', height: '20', x: '2', y: '2', rx: '5', key: 'frame' }],
  ['circle', { cx: '12', cy: '12', r: '4', key: 'lens' }],
  ['line', { x1: '17.5', x2: '17.51', y1: '6.5', y2: '6.5', key: 'flash' }],
])

/** The icons editors pick by name (schemas/constants.ts), mapped to Lucide. A Record, so every name has one. */
const icons: Record<IconName, LucideIcon> = {
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
}

/** An icon chosen in the CMS; only the pages that show such cards load this map. */
export function ContentIcon({ name, size, className }: { name: IconName; size?: number; className?: string }) {
  return <Icon of={icons[name]} size={size} className={className} />
}
