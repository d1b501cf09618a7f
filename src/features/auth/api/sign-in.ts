import { useMutation } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'

export type Credentials = { email: string; password: string }

export function useSignIn() {
  return useMutation({
    mutationFn: async ({ email, password }: Credentials) => {
      const { data, error } = await supabase.auth.signInWithPassword({ email, password })
      if (error) throw error
      return data.session
    },
    meta: { handlesErrors: true },
  })
}
