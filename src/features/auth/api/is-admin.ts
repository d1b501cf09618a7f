import { queryOptions } from '@tanstack/react-query'
import { authKeys } from '@/features/auth/api/keys'
import { supabase } from '@/lib/supabase'

// admin_users is readable only by admins (RLS), so a user sees their own row exactly when
// they are one. The server still decides every read and write; this only picks the screen.
async function fetchIsAdmin(userId: string): Promise<boolean> {
  const { data, error } = await supabase
    .from('admin_users')
    .select('user_id')
    .eq('user_id', userId)
    .maybeSingle()
  if (error) throw error
  return data !== null
}

export const isAdminOptions = (userId: string) =>
  queryOptions({ queryKey: authKeys.isAdmin(userId), queryFn: () => fetchIsAdmin(userId) })
