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

export type AdminNavItem = {
  label: string
  /** A portal route, or an in-page anchor of the dashboard (`/admin-portal#id`). */
  to: string
  icon: LucideIcon
}

// The portal's sidebar: Users, Registrations and Settings are anchors on the dashboard.
export const adminNavItems: AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin-portal', icon: LayoutDashboard },
  { label: 'Users', to: '/admin-portal#users', icon: Users },
  { label: 'Registrations', to: '/admin-portal#registrations', icon: ClipboardList },
  { label: 'Inbox', to: '/admin-portal#inbox', icon: Inbox },
  { label: 'Blog', to: '/admin-portal/blog', icon: FileText },
  { label: 'Campaigns', to: '/admin-portal/campaigns', icon: Megaphone },
  { label: 'Orders', to: '/admin-portal/orders', icon: Receipt },
  { label: 'Videos', to: '/admin-portal/videos', icon: Video },
  { label: 'Settings', to: '/admin-portal#settings', icon: Settings },
]
