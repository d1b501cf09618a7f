import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Component as PurchaseThankYou } from '@/features/credits/pages/purchase-thank-you'
import { supabaseUrl } from '@/lib/supabase-env'
import { renderWithRouter } from '@tests/render.tsx'

describe('/purchase-thank-you', () => {
  const storedFile = `${supabaseUrl}/storage/v1/object/public/downloads/leads.csv`

  it('offers the download in a new tab when fileUrl is a file of the project', () => {
    renderWithRouter(<PurchaseThankYou />, {
      path: `/purchase-thank-you?fileUrl=${encodeURIComponent(storedFile)}`,
    })
    expect(screen.getByText('Your order has been processed successfully.')).toBeVisible()
    const download = screen.getByRole('link', { name: 'Download Now' })
    expect(download).toHaveAttribute('href', storedFile)
    expect(download).toHaveAttribute('target', '_blank')
    expect(download).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  })

  it('offers a file of the site itself', () => {
    renderWithRouter(<PurchaseThankYou />, {
      path: '/purchase-thank-you?fileUrl=%2Ffiles%2Fleads.csv',
    })
    expect(screen.getByRole('link', { name: 'Download Now' })).toHaveAttribute(
      'href',
      `${window.location.origin}/files/leads.csv`,
    )
  })

  it('has no download without fileUrl', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderWithRouter(<PurchaseThankYou />, { path: '/purchase-thank-you' })
    expect(screen.getByText('Your order has been processed successfully.')).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Download Now' })).not.toBeInTheDocument()
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })

  it.each([
    [
      'another host',
      'https%3A%2F%2Fevil.example%2Finvoice.exe',
      'https://evil.example/invoice.exe',
    ],
    [
      'a protocol-relative address',
      '%2F%2Fevil.example%2Finvoice.exe',
      '//evil.example/invoice.exe',
    ],
    ['a backslash address', '%2F%5Cevil.example%2F', '/\\evil.example/'],
    ['a tab inside the slashes', '%2F%09%2Fevil.example%2Fx', '/\t/evil.example/x'],
    [
      'our host as userinfo',
      `${encodeURIComponent(`http://${window.location.host}@evil.example`)}%2Fx`,
      `http://${window.location.host}@evil.example/x`,
    ],
    ['a script URL', 'javascript%3Aalert(1)', 'javascript:alert(1)'],
  ])('refuses %s, shows the page without the button and logs it', (_, query, logged) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderWithRouter(<PurchaseThankYou />, { path: `/purchase-thank-you?fileUrl=${query}` })
    expect(screen.getByText('Your order has been processed successfully.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Download Now' })).not.toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(
      `purchase-thank-you: refused the download address ${JSON.stringify(logged)}`,
    )
    warn.mockRestore()
  })
})
