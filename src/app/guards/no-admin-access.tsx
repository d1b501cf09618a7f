import { ShieldAlert } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useLogout } from '@/features/auth/hooks/use-logout'
import { authMessages } from '@/features/auth/lib/messages'

/** A signed-in user who is not in admin_users: said plainly, never an empty dashboard. */
export function NoAdminAccess({ email }: { email: string | undefined }) {
  const { logout, isPending } = useLogout()
  return (
    <div className="flex min-h-dvh items-center justify-center bg-muted/40 px-4">
      <Card className="max-w-md text-center">
        <ShieldAlert className="mx-auto size-10 text-destructive" aria-hidden="true" />
        <h1 className="mt-4 text-xl font-bold">{authMessages.noAdminAccess}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          You are signed in as <strong>{email ?? 'an unknown user'}</strong>, which is not an admin
          account. Ask an existing admin to grant access, or sign in with another account.
        </p>
        <Button className="mt-6" onClick={logout} disabled={isPending}>
          Sign out
        </Button>
      </Card>
    </div>
  )
}
