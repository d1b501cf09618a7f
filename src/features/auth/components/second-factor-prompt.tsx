import { useQuery } from '@tanstack/react-query'
import { ShieldAlert } from 'lucide-react'
import { Link } from 'react-router-dom'
import { assuranceOptions } from '@/features/auth/api/mfa'
import { useSession } from '@/features/auth/api/use-session'
import { mfaMessages } from '@/features/auth/lib/mfa-messages'

/**
 * The portal's ask to finish the second step: shown, while the portal requires a second factor,
 * to a session at aal1 whose account has no factor yet. The database is what hides people's
 * data from such a session; this says why and where to set it up.
 */
export function SecondFactorPrompt({ required }: { required: boolean }) {
  const session = useSession()
  const current = session && session !== 'loading' ? session : null
  const assurance = useQuery({
    ...assuranceOptions(current),
    enabled: required && current !== null,
  })
  if (!required) return null
  if (assurance.data?.current !== 'aal1' || assurance.data.next !== 'aal1') return null
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{mfaMessages.promptTitle}</p>
          <p className="text-sm">{mfaMessages.promptBody}</p>
        </div>
      </div>
      <Link
        to="/admin-portal#two-factor"
        className="shrink-0 rounded-md bg-amber-950 px-3 py-2 text-center text-sm font-medium text-white hover:bg-amber-900"
      >
        {mfaMessages.promptAction}
      </Link>
    </div>
  )
}
