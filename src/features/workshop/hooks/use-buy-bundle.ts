import { useRef, useState } from 'react'
import { buyBundle } from '@/features/workshop/api/buy-bundle'
import { workshopMessages } from '@/features/workshop/lib/messages'
import { reportError } from '@/lib/report-error'

/**
 * The offer's button: opens Checkout for the bundle in a new tab. The tab is opened inside the
 * click (popup blockers allow that) and pointed at Checkout once the URL arrives; one purchase
 * at a time, and one key per attempt, so a double click makes one order.
 */
export function useBuyBundle(access: string) {
  const [pending, setPending] = useState(false)
  const pendingRef = useRef(false)
  const keyRef = useRef<string | null>(null)

  const buy = () => {
    if (pendingRef.current) return
    pendingRef.current = true
    setPending(true)
    const tab = window.open('', '_blank')
    if (tab) tab.opener = null
    keyRef.current ??= crypto.randomUUID()
    buyBundle(access, keyRef.current)
      .then(
        (url) => {
          keyRef.current = null
          if (tab) tab.location.href = url
          else window.location.assign(url)
        },
        (error: unknown) => {
          tab?.close()
          reportError(workshopMessages.bundleErrorTitle, {
            description: (error instanceof Error && error.message) || workshopMessages.bundleFailed,
            cause: error,
          })
        },
      )
      .finally(() => {
        pendingRef.current = false
        setPending(false)
      })
  }

  return { buy, pending }
}
