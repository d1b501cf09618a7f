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
  /**
   * The roles that see it and may open its screen; every role when unsaid (the database still
   * decides each read).
   */
  allowed?: (role: PortalRole) => boolean
}

// The portal's sidebar, and the one table of which role may open which screen: the nav shows a
// role only its items, and the admin shell's screen guard refuses the others' screens. Users,
// Registrations, Inbox and Settings are anchors on the dashboard (its sections hide themselves).
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

const DASHBOARD = '/admin-portal'

/** Whether `role` may open (and sees) this item. */
export const mayOpen = (item: AdminNavItem, role: PortalRole) => !item.allowed || item.allowed(role)

const isScreen = (item: AdminNavItem) => !item.to.includes('#')

/** The screen at `pathname` (a portal route, not a dashboard anchor), if the nav has one. */
export function screenAt(pathname: string): AdminNavItem | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return adminNavItems.find((item) => isScreen(item) && item.to === path)
}

/** The first screen `role` may open: where a refused screen sends it back to. */
export function firstScreenFor(role: PortalRole): { label: string; to: string } {
  return (
    adminNavItems.find((item) => isScreen(item) && mayOpen(item, role)) ?? {
      label: 'Dashboard',
      to: DASHBOARD,
    }
  )
}
