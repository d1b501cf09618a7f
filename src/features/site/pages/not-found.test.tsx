import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppRoutes } from '@/app/app-routes'
import { Component as NotFound } from '@/features/site/pages/not-found'
import { siteMessages } from '@/features/site/lib/messages'
import { renderWithRouter } from '@tests/render.tsx'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('Not-found page', () => {
  it('shows the 404 screen and logs the bad path', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderWithRouter(<NotFound />, { path: '/no-such-page' })
    expect(screen.getByText('404')).toBeVisible()
    expect(screen.getByRole('heading', { name: siteMessages.notFoundText })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('link', { name: 'Go to Privacy Policy' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Go to Terms of Service' })).not.toBeInTheDocument()
    expect(log).toHaveBeenCalledWith(expect.stringContaining('404'), '/no-such-page')
  })

  it('offers the privacy policy when the address mentions privacy', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderWithRouter(<NotFound />, { path: '/old-privacy' })
    expect(screen.getByRole('link', { name: 'Go to Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
  })

  it('offers the terms when the address mentions terms', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderWithRouter(<NotFound />, { path: '/terms-and-conditions' })
    expect(screen.getByRole('link', { name: 'Go to Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    )
  })
})

describe('Redirects', () => {
  it('/marketing goes to /marketing/social-media', async () => {
    renderWithRouter(<AppRoutes />, { path: '/marketing' })
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/marketing/social-media'),
    )
  })

  it.each(['/gmb', '/my-gmb-report', '/tools/GMB'])(
    '%s goes to /gmb-tank-tracking',
    async (path) => {
      renderWithRouter(<AppRoutes />, { path })
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent(/^\/gmb-tank-tracking$/),
      )
    },
  )

  it('an unknown marketing page shows the redirecting state, then goes after 1500 ms', async () => {
    vi.useFakeTimers()
    renderWithRouter(<NotFound />, { path: '/marketing/unknown' })
    expect(screen.getByText(siteMessages.redirectingMarketing)).toBeVisible()
    expect(screen.getByText(siteMessages.redirectingSubtext)).toBeVisible()
    act(() => vi.advanceTimersByTime(1499))
    expect(screen.getByTestId('location')).toHaveTextContent('/marketing/unknown')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByTestId('location')).toHaveTextContent('/marketing/social-media')
  })
})
