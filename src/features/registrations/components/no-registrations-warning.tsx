import { Info } from 'lucide-react'
import { registrationMessages } from '@/features/registrations/lib/messages'

/** No rows can mean no registrations yet, or row-level security hiding them. */
export function NoRegistrationsWarning() {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{registrationMessages.noRegistrations}</p>
        <p className="mt-1">{registrationMessages.noRegistrationsHint}</p>
      </div>
    </div>
  )
}
