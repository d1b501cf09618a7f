import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { useOrderStatus } from '@/features/credits/api/get-order-status'
import { OrderConfirmation } from '@/features/credits/components/order-confirmation'

const maybeSingle = vi.hoisted(() => vi.fn())
const rpc = vi.hoisted(() => vi.fn(() => ({ maybeSingle })))
vi.mock('@/lib/supabase', () => ({ supabase: { rpc } }))

afterEach(() => {
  vi.useRealTimers()
  maybeSingle.mockReset()
  rpc.mockClear()
})

const order = (status: string) => ({
  data: { lead_count: 834, credits: 50_040, amount_cents: 10_008, currency: 'usd', status },
  error: null,
})

function Confirmation({ sessionId }: { sessionId: string }) {
  return <OrderConfirmation order={useOrderStatus(sessionId)} />
}

function renderConfirmation(sessionId = 'cs_test_abc123') {
  return renderWithRouter(<Confirmation sessionId={sessionId} />)
}

describe('OrderConfirmation', () => {
  it('shows the order and turns confirmed when the webhook has landed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    maybeSingle.mockResolvedValueOnce(order('pending')).mockResolvedValue(order('paid'))
    renderConfirmation()
    const region = await screen.findByRole('region', { name: 'Your order' })
    expect(region).toHaveTextContent('834')
    expect(region).toHaveTextContent('50,040')
    expect(region).toHaveTextContent('$100.08')
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for payment confirmation...')
    expect(rpc).toHaveBeenCalledWith('credit_order_status', { p_session_id: 'cs_test_abc123' })

    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(await screen.findByText('Payment confirmed')).toBeVisible()
  })

  it('stops asking once the order is settled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    maybeSingle.mockResolvedValue(order('paid'))
    renderConfirmation()
    expect(await screen.findByText('Payment confirmed')).toBeVisible()
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(rpc).toHaveBeenCalledTimes(1)
  })

  it('asks for a pending order every 2 s at first, then less often, at most once a minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    maybeSingle.mockResolvedValue(order('pending'))
    renderConfirmation()
    expect(await screen.findByText('Waiting for payment confirmation...')).toBeVisible()
    await act(() => vi.advanceTimersByTimeAsync(29_000))
    expect(rpc).toHaveBeenCalledTimes(15)
    // Then after 2, 4, 8, 16, 32 s, and every 60 s from then on.
    await act(() => vi.advanceTimersByTimeAsync(600_000 - 29_000))
    expect(rpc).toHaveBeenCalledTimes(28)
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(rpc).toHaveBeenCalledTimes(29)
  })

  it('tries a failed lookup once more, then shows the error with Try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const failure = { data: null, error: { message: 'permission denied for function' } }
    maybeSingle
      .mockResolvedValueOnce(failure)
      .mockResolvedValueOnce(failure)
      .mockResolvedValue(order('paid'))
    renderConfirmation()
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(await screen.findByRole('alert')).toHaveTextContent('permission denied for function')
    expect(rpc).toHaveBeenCalledTimes(2)

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Payment confirmed')).toBeVisible()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says so when the session id matches no order', async () => {
    maybeSingle.mockResolvedValue({ data: null, error: null })
    renderConfirmation('cs_test_unknown')
    expect(
      await screen.findByText(
        'We could not find this order. If you were charged, please contact us.',
      ),
    ).toBeVisible()
  })
})
