import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithRouter } from '@tests/render.tsx'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Component as CreditTopup } from '@/features/credits/pages/credit-topup'

const invoke = vi.hoisted(() => vi.fn())
vi.mock('@/lib/supabase', () => ({ supabase: { functions: { invoke } } }))

// The tab opened inside the click: a real (iframe) window, so no cast is needed.
let tab: Window
let close: ReturnType<typeof vi.fn<() => void>>

beforeEach(() => {
  const frame = document.createElement('iframe')
  document.body.append(frame)
  if (!frame.contentWindow) throw new Error('no iframe window')
  tab = frame.contentWindow
  close = vi.fn<() => void>()
  vi.spyOn(tab, 'close').mockImplementation(close)
  vi.spyOn(window, 'open').mockReturnValue(tab)
})
afterEach(() => {
  vi.restoreAllMocks()
  invoke.mockReset()
})

function renderPage() {
  return renderWithRouter(<CreditTopup />)
}

const buyButton = () => screen.getByRole('button', { name: 'Buy Credits' })

describe('credit top-up', () => {
  it('invokes create-credit-payment with the lead count and the guest email, with an idempotency key', async () => {
    invoke.mockResolvedValue({ data: { url: 'about:blank#checkout' }, error: null })
    renderPage()
    await userEvent.click(buyButton())
    // The function's caller (and supabase-js) load with the first purchase.
    await vi.waitFor(() =>
      expect(invoke).toHaveBeenCalledWith('create-credit-payment', {
        body: { leadCount: 834, email: 'guest@example.com' },
        headers: { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/) },
      }),
    )
    expect(window.open).toHaveBeenCalledWith('', '_blank')
    await vi.waitFor(() => expect(tab.location.href).toBe('about:blank#checkout'))
  })

  it('shows a loading state while paying and ignores a second click', async () => {
    let answer: (value: unknown) => void = () => {}
    invoke.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    renderPage()
    await userEvent.click(buyButton())
    const pending = await screen.findByRole('button', { name: 'Opening checkout...' })
    expect(pending).toHaveAttribute('aria-disabled', 'true')
    await vi.waitFor(() => expect(invoke).toHaveBeenCalledTimes(1))
    await userEvent.click(pending)
    answer({ data: { url: 'about:blank#checkout' }, error: null })
    expect(await screen.findByRole('button', { name: 'Buy Credits' })).toBeVisible()
    expect(invoke).toHaveBeenCalledTimes(1)
  })

  it('opens one purchase at a time: the agency offer waits while the count opens Checkout', async () => {
    let answer: (value: unknown) => void = () => {}
    invoke.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    renderPage()
    const agency = screen.getByRole('button', { name: 'Upgrade to Agency Annual' })
    await userEvent.click(buyButton())
    await screen.findByRole('button', { name: 'Opening checkout...' })
    await userEvent.click(agency)
    expect(agency).toHaveAccessibleName('Upgrade to Agency Annual')
    answer({ data: { url: 'about:blank#checkout' }, error: null })
    expect(await screen.findByRole('button', { name: 'Buy Credits' })).toBeVisible()
    expect(invoke).toHaveBeenCalledTimes(1)
    expect(invoke).toHaveBeenCalledWith(
      'create-credit-payment',
      expect.objectContaining({ body: { leadCount: 834, email: 'guest@example.com' } }),
    )
  })

  it('highlights the tier of the typed count, and starts again at the minimum on the next visit', async () => {
    const { unmount } = renderPage()
    const field = screen.getByRole('spinbutton', { name: 'Number of leads' })
    await userEvent.clear(field)
    await userEvent.type(field, '20000')
    const current = () => screen.getAllByRole('row').find((row) => row.getAttribute('aria-current'))
    expect(current()).toHaveTextContent('10,000–24,999')
    unmount()

    renderPage()
    expect(screen.getByRole('spinbutton', { name: 'Number of leads' })).toHaveValue(834)
    expect(current()).toHaveTextContent('1–9,999')
  })

  it('sends the agency annual offer with its fixed amount', async () => {
    invoke.mockResolvedValue({ data: { url: 'about:blank#checkout' }, error: null })
    renderPage()
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Agency Annual' }))
    await vi.waitFor(() =>
      expect(invoke).toHaveBeenCalledWith(
        'create-credit-payment',
        expect.objectContaining({
          body: {
            leadCount: 8666,
            email: 'guest@example.com',
            isAgencyAnnual: true,
            fixedAmount: 199700,
          },
        }),
      ),
    )
  })

  it('shows the Payment Error toast with the function error, and closes the blank tab', async () => {
    const context = new Response(JSON.stringify({ error: 'Payments are not configured' }), {
      status: 503,
    })
    invoke.mockResolvedValue({
      data: null,
      error: Object.assign(new Error('non-2xx'), { context }),
    })
    renderPage()
    await userEvent.click(buyButton())
    expect(await screen.findByText('Payment Error')).toBeVisible()
    expect(screen.getByText('Payments are not configured')).toBeVisible()
    expect(close).toHaveBeenCalled()
  })

  it('shows the generic payment failure with the request id the visitor can quote', async () => {
    const context = new Response(
      JSON.stringify({ error: 'Failed to process payment', requestId: 'b7f3c1d2-req' }),
      { status: 502 },
    )
    invoke.mockResolvedValue({
      data: null,
      error: Object.assign(new Error('non-2xx'), { context }),
    })
    renderPage()
    await userEvent.click(buyButton())
    expect(
      await screen.findByText('Failed to process payment (reference b7f3c1d2-req)'),
    ).toBeVisible()
  })

  it("says 'No checkout URL received' when the answer has no url", async () => {
    invoke.mockResolvedValue({ data: {}, error: null })
    renderPage()
    await userEvent.click(buyButton())
    expect(await screen.findByText('No checkout URL received')).toBeVisible()
  })

  it("falls back to 'Failed to process payment' for an error without a message", async () => {
    invoke.mockRejectedValue(new Error(''))
    renderPage()
    await userEvent.click(buyButton())
    expect(await screen.findByText('Failed to process payment')).toBeVisible()
  })

  it('blocks a purchase under $100 with the minimum toast and never invokes', async () => {
    renderPage()
    const field = screen.getByRole('spinbutton', { name: 'Number of leads' })
    await userEvent.clear(field)
    await userEvent.type(field, '100{Enter}')
    expect(buyButton()).toHaveAttribute('aria-disabled', 'true')
    expect(await screen.findByText('Minimum Purchase Required')).toBeVisible()
    expect(invoke).not.toHaveBeenCalled()
  })
})
