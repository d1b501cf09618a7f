import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { PageErrorBoundary, pageErrorMessages } from '@/app/layouts/page-error-boundary'

describe('PageErrorBoundary', () => {
  it('shows what happened in place of a screen that throws, and Try again renders it afresh', async () => {
    // React reports the caught error on the console; the test expects that.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let broken = true
    function Screen() {
      if (broken) throw new Error('The editor view is not available.')
      return <p>Blog Management</p>
    }
    renderWithRouter(
      <PageErrorBoundary>
        <Screen />
      </PageErrorBoundary>,
    )
    const notice = screen.getByRole('alert')
    expect(notice).toHaveTextContent(pageErrorMessages.title)
    expect(notice).toHaveTextContent(pageErrorMessages.message)
    expect(notice).toHaveTextContent('The editor view is not available.')

    broken = false
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByText('Blog Management')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
