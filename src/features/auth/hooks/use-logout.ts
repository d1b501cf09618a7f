import { useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import { useSignOut } from '@/features/auth/api/sign-out'
import { authMessages } from '@/features/auth/lib/messages'
import { reportError } from '@/lib/report-error'

/** Sign out with its toasts, then back to the login page. */
export function useLogout() {
  const signOut = useSignOut()
  const navigate = useNavigate()
  const logout = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success(authMessages.loggedOut)
        void navigate('/admin-login', { replace: true })
      },
      onError: (error) =>
        reportError(authMessages.logoutFailed, {
          description: error.message || undefined,
          cause: error,
        }),
    })
  return { logout, isPending: signOut.isPending }
}
