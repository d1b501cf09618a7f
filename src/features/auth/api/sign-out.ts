import { useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'

export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const { error } = await supabase.auth.signOut()
      if (error) throw error
    },
    // Nothing an admin saw may linger in the cache for the next person at this browser.
    onSuccess: () => queryClient.clear(),
    meta: { handlesErrors: true },
  })
}
