import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { readFunctionError } from '@/lib/function-error'
import { supabase } from '@/lib/supabase'

export const adminAccountKeys = {
  all: () => ['admin_users'] as const,
  list: () => ['admin_users', 'list'] as const,
  audit: () => ['admin_users', 'audit'] as const,
}

/** Every admin with their last sign-in (list_admins: admins only). */
export const adminListOptions = () =>
  queryOptions({
    queryKey: adminAccountKeys.list(),
    queryFn: async () => {
      const { data, error } = await supabase.rpc('list_admins')
      if (error) throw new Error('Failed to load admins')
      return data
    },
  })

/** The latest changes to admin access: who, what, when. */
export const adminAuditOptions = () =>
  queryOptions({
    queryKey: adminAccountKeys.audit(),
    queryFn: async () => {
      const { data, error } = await supabase
        .from('admin_audit_log')
        .select('id, created_at, actor_email, action, target_email')
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(10)
      if (error) throw new Error('Failed to load the admin changes')
      return data
    },
  })

const inviteAnswer = z.object({ email: z.string(), invited: z.boolean() })

/** invite-admin: auth emails the invitation and the account is listed as an admin. */
export function useInviteAdmin() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (email: string) => {
      const { data, error } = await supabase.functions.invoke('invite-admin', {
        body: { email, redirectTo: `${window.location.origin}/admin-login/set-password` },
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
