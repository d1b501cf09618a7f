import type { ReactNode } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { useLocation } from 'react-router-dom'
import { ErrorNotice } from '@/components/ui/error-notice'

export const pageErrorMessages = {
  title: 'This screen stopped working.',
  message: 'Try again, or open another screen from the menu. What was saved is kept.',
}

/**
 * A screen that throws while rendering shows a notice with a retry in its place, under the
 * portal's navigation, instead of blanking the whole app; another address renders afresh.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      fallbackRender={({ error, resetErrorBoundary }) => (
        <ErrorNotice
          title={pageErrorMessages.title}
          message={pageErrorMessages.message}
          detail={error instanceof Error ? error.message : undefined}
          onRetry={resetErrorBoundary}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  )
}
