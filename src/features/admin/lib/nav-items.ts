import {
  ClipboardList,
  FileText,
  Inbox,
  LayoutDashboard,
  Megaphone,
  Receipt,
  Settings,
  Users,
  Video,
  type LucideIcon,
} from 'lucide-react'
import { canReadPeople, canRunCampaigns, type PortalRole } from '@shared/portal-roles'

export type AdminNavItem = {
  label: string
  /** A portal route, or an in-page anchor of the dashboard (`/admin-portal#id`). */
  to: string
  icon: LucideIcon
  /** The roles that see it; every role when unsaid (the database still decides each read). */
  allowed?: (role: PortalRole) => boolean
}

// The portal's sidebar: Users, Registrations and Settings are anchors on the dashboard.
export const adminNavItems: AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin-portal', icon: LayoutDashboard },
  { label: 'Users', to: '/admin-portal#users', icon: Users, allowed: canReadPeople },
  {
    label: 'Registrations',
    to: '/admin-portal#registrations',
    icon: ClipboardList,
    allowed: canReadPeople,
  },
  { label: 'Inbox', to: '/admin-portal#inbox', icon: Inbox, allowed: canReadPeople },
  { label: 'Blog', to: '/admin-portal/blog', icon: FileText },
  { label: 'Campaigns', to: '/admin-portal/campaigns', icon: Megaphone, allowed: canRunCampaigns },
  { label: 'Orders', to: '/admin-portal/orders', icon: Receipt, allowed: canReadPeople },
  { label: 'Videos', to: '/admin-portal/videos', icon: Video, allowed: canReadPeople },
  { label: 'Settings', to: '/admin-portal#settings', icon: Settings },
]
