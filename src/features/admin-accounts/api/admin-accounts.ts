import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import type { PortalRole } from '@shared/portal-roles'
import { accountMessages } from '@/features/admin-accounts/lib/messages'
import { readFunctionError } from '@/lib/function-error'
import { supabase } from '@/lib/supabase'

export const adminAccountKeys = {
  all: () => ['admin_users'] as const,
  list: () => ['admin_users', 'list'] as const,
  audit: () => ['admin_users', 'audit'] as const,
  settings: () => ['admin_users', 'settings'] as const,
}

/** How many audit entries the portal shows and exports: the newest ones. */
export const AUDIT_LIMIT = 500

/** Every account with its role and last sign-in (list_admins: the owner only). */
export const adminListOptions = () =>
  queryOptions({
    queryKey: adminAccountKeys.list(),
    queryFn: async () => {
      const { data, error } = await supabase.rpc('list_admins')
      if (error) throw new Error('Failed to load admins')
      return data
    },
  })

/** The audit trail, newest first: who, what, when (the owner reads it; RLS). */
export const adminAuditOptions = () =>
  queryOptions({
    queryKey: adminAccountKeys.audit(),
    queryFn: async () => {
      const { data, error } = await supabase
        .from('admin_audit_log')
        .select('id, created_at, actor_email, action, subject, target_email')
        .order('id', { ascending: false })
        .limit(AUDIT_LIMIT)
      if (error) throw new Error('Failed to load the audit trail')
      return data
    },
  })

/** Whether the portal requires a second factor (portal_settings, one row). */
export const portalSettingsOptions = () =>
  queryOptions({
    queryKey: adminAccountKeys.settings(),
    queryFn: async () => {
      const { data, error } = await supabase
        .from('portal_settings')
        .select('mfa_required')
        .maybeSingle()
      if (error) throw new Error('Failed to load the portal settings')
      if (!data) throw new Error('The portal settings row is missing: run the migrations')
      return data
    },
  })

/** The owner turns the second-factor requirement on or off (RLS lets only the owner). */
export function useSetMfaRequired() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (required: boolean) => {
      const { data, error } = await supabase
        .from('portal_settings')
        .update({ mfa_required: required })
        .eq('id', true)
        .select('mfa_required')
      if (error) throw new Error(error.message)
      if (data.length === 0) throw new Error('Only the owner can change this setting')
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAccountKeys.all() }),
  })
}

/** set_admin_role: the owner changes a role; the database keeps the last owner. */
export function useSetAdminRole() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ userId, role }: { userId: string; role: PortalRole }) => {
      const { error } = await supabase.rpc('set_admin_role', { p_user_id: userId, p_role: role })
      if (error) throw new Error(error.message || 'Failed to change the role')
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAccountKeys.all() }),
  })
}

const inviteAnswer = z.object({ email: z.string(), invited: z.boolean() })

/** invite-admin: auth emails the invitation and the account is listed with its role. */
export function useInviteAdmin() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ email, role }: { email: string; role: PortalRole }) => {
      const { data, error } = await supabase.functions.invoke('invite-admin', {
        body: { email, role, redirectTo: `${window.location.origin}/admin-login/set-password` },
      })
      if (error) throw await readFunctionError(error, 'Could not invite the admin')
      return inviteAnswer.parse(data)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAccountKeys.all() }),
  })
}

/** remove_admin: takes admin access away; the database refuses to remove the last admin. */
export function useRemoveAdmin() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (userId: string) => {
      const { error } = await supabase.rpc('remove_admin', { p_user_id: userId })
      if (error) throw new Error(error.message || 'Failed to remove the admin')
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAccountKeys.all() }),
  })
}

const resetAnswer = z.object({ removed: z.number() })

/**
 * admin-reset-factors: the owner removes every second factor of another account (it lost its
 * authenticator); the function and the database check the caller is the owner.
 */
export function useResetFactors() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (userId: string) => {
      const { data, error } = await supabase.functions.invoke('admin-reset-factors', {
        body: { userId },
      })
      if (error) throw await readFunctionError(error, accountMessages.resetFailed)
      return resetAnswer.parse(data)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAccountKeys.all() }),
  })
}
