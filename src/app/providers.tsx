import type { ReactNode } from 'react'
import { DeferredToasterIsland } from '@/app/deferred-toaster'

export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <DeferredToasterIsland />
    </>
  )
}
