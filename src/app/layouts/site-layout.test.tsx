import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { FIRST_SCREEN_END_ID } from '@/app/layouts/first-screen-end'
import { SiteLayout } from '@/app/layouts/site-layout'

describe('SiteLayout footer', () => {
  it.each([
    ['/privacy-policy', true],
    ['/workshop', false],
  ])('on %s the footer is shown: %s', (path, shown) => {
    renderWithRouter(<SiteLayout />, { path })
    expect(screen.queryByRole('contentinfo') !== null).toBe(shown)
  })
})

describe('SiteLayout first screen', () => {
  it.each(['/privacy-policy', '/workshop'])(
    'on %s the hidden marker the first paint waits for follows <main>',
    (path) => {
      renderWithRouter(<SiteLayout />, { path })
      const marker = screen.getByRole('main').nextElementSibling
      expect(marker?.id).toBe(FIRST_SCREEN_END_ID)
      expect(marker).not.toBeVisible()
    },
  )
})
