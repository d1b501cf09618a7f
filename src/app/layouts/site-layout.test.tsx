import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
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
