// The portal's roles and what each may do: the one list the portal (which hides what a role
// cannot do) and the edge functions read. The database enforces the same rules with its own
// helpers (private.is_owner, is_admin, is_editor, is_staff); this only mirrors them.
import { z } from 'zod'

export const PORTAL_ROLES = ['owner', 'admin', 'editor', 'writer'] as const
export type PortalRole = (typeof PORTAL_ROLES)[number]

export const portalRoleSchema = z.enum(PORTAL_ROLES, {
  error: 'Choose a role: owner, admin, editor or writer',
})

export function isPortalRole(value: unknown): value is PortalRole {
  return portalRoleSchema.safeParse(value).success
}

export const portalRoleLabels: Record<PortalRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  writer: 'Writer',
}

export const portalRoleDescriptions: Record<PortalRole, string> = {
  owner: 'Everything, plus accounts, roles, the second-factor setting and the audit trail',
  admin: 'Everything but accounts: registrations, orders, the inbox, videos, posts, campaigns',
  editor: 'Every post and campaign, and publishing; no registrations, orders or inbox',
  writer: 'Their own drafts only; cannot publish',
}

/** Accounts, roles, the second-factor setting and the audit trail. */
export const canManageAccounts = (role: PortalRole) => role === 'owner'
/** People's data (registrations, orders, the inbox), videos and credits. */
export const canReadPeople = (role: PortalRole) => role === 'owner' || role === 'admin'
/** Every post (not just one's own), campaigns, and publishing. */
export const canEditAllPosts = (role: PortalRole) => role !== 'writer'
export const canPublish = canEditAllPosts
export const canRunCampaigns = canEditAllPosts
