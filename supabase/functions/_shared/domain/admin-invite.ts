// The admin invitation's rules, shared by the portal's "Invite admin" form and invite-admin.
import { z } from 'zod'
import { portalRoleSchema } from './portal-roles.ts'

/** auth.users keeps addresses up to 255 characters; the redirect is a portal URL. */
export const ADMIN_INVITE_LIMITS = { email: 255, redirectTo: 2048 } as const

export const adminInviteMessages = {
  emailInvalid: 'Enter the new admin’s email address',
} as const

/** The invitee's address, trimmed and lowercased as it is stored and compared. */
export const inviteEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(ADMIN_INVITE_LIMITS.email, adminInviteMessages.emailInvalid)
  .pipe(z.email(adminInviteMessages.emailInvalid))

/** The form's fields: the address and the role the account gets. */
export const inviteAdminFormSchema = z.object({ email: inviteEmailSchema, role: portalRoleSchema })
export type InviteAdminFormValues = z.infer<typeof inviteAdminFormSchema>

/** invite-admin's body: the address and where the invitation link leads. */
export const inviteAdminRequestSchema = inviteAdminFormSchema.extend({
  /** Left out, the account gets admin, as an invitation did before roles. */
  role: portalRoleSchema.default('admin'),
  /** The portal's "Set a new password" page; auth checks it against its allow list. */
  redirectTo: z.url().max(ADMIN_INVITE_LIMITS.redirectTo).optional(),
})
