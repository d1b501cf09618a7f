import { render, screen } from '@testing-library/react'
import { Toaster, toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WorkshopAccessLink } from '@/features/workshop/components/workshop-access-link'
import { WorkshopRegistration } from '@/features/workshop/components/workshop-registration'

const rpc = vi.hoisted(() => vi.fn())
vi.mock('@/lib/supabase', () => ({ supabase: { rpc } }))
afterEach(() => {
  rpc.mockReset()
  window.localStorage.clear()
  window.history.replaceState(null, '', '/')
  toast.dismiss()
})

const linkId = '0b5f3c7e-1d2a-4c5b-9e8f-7a6b5c4d3e2f'
const token = 'a'.repeat(43)

/** The workshop page as the islands build runs it: the link, the overlay and the toaster. */
function openLink(search: string) {
  window.history.replaceState(null, '', `/workshop${search}`)
  render(
    <>
      <WorkshopRegistration />
      <WorkshopAccessLink />
      <Toaster />
    </>,
  )
}

const overlay = () => screen.queryByRole('dialog', { name: /Register to watch/ })

describe("a confirmation email's workshop link", () => {
  it('unlocks the training on this device and leaves the address bar', async () => {
    rpc.mockResolvedValue({ data: 'Identity Resolution Workshop', error: null })
    openLink(`?access=${linkId}.${token}&utm_source=email`)
    expect(
      await screen.findByText('Welcome back! The training is unlocked on this device.'),
    ).toBeVisible()
    expect(overlay()).toBeNull()
    expect(rpc).toHaveBeenCalledWith('workshop_access', { p_link_id: linkId, p_token: token })
    expect(window.location.pathname + window.location.search).toBe('/workshop?utm_source=email')
  })

  it('says an expired or forged link is not valid and keeps the overlay', async () => {
    rpc.mockResolvedValue({ data: null, error: null })
    openLink(`?access=${linkId}.${token}`)
    expect(
      await screen.findByText(
        'This link has expired or is not valid. Register again and we will email you a new one.',
      ),
    ).toBeVisible()
    expect(overlay()).toBeVisible()
    expect(window.location.search).toBe('')
  })

  it('asks the database nothing for a malformed link', async () => {
    openLink('?access=not-a-link')
    expect(
      await screen.findByText(
        'This link has expired or is not valid. Register again and we will email you a new one.',
      ),
    ).toBeVisible()
    expect(rpc).not.toHaveBeenCalled()
  })

  it('says a link that could not be checked failed', async () => {
    rpc.mockResolvedValue({ data: null, error: new Error('network down') })
    openLink(`?access=${linkId}.${token}`)
    expect(
      await screen.findByText('Your link could not be checked. Please try again.'),
    ).toBeVisible()
    expect(overlay()).toBeVisible()
  })

  it('does nothing on the page without a link', () => {
    openLink('')
    expect(overlay()).toBeVisible()
    expect(rpc).not.toHaveBeenCalled()
  })
})
