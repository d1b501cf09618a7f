import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithRouter } from '@tests/render.tsx'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RegistrationOverlay } from '@/features/workshop/components/registration-overlay'

const invoke = vi.hoisted(() => vi.fn())
vi.mock('@/lib/supabase', () => ({ supabase: { functions: { invoke } } }))
afterEach(() => invoke.mockReset())

const access = `0b5f3c7e-1d2a-4c5b-9e8f-7a6b5c4d3e2f.${'a'.repeat(43)}`

// What functions.invoke returns for a non-2xx answer: an error carrying the Response.
const refusal = (status: number, error: string) =>
  Object.assign(new Error('Edge Function returned a non-2xx status code'), {
    context: new Response(JSON.stringify({ error }), { status }),
  })

async function register(name: string, email: string) {
  const onRegistered = vi.fn()
  renderWithRouter(<RegistrationOverlay onRegistered={onRegistered} />)
  if (name) await userEvent.type(screen.getByLabelText('Name'), name)
  if (email) await userEvent.type(screen.getByLabelText('Email'), email)
  await userEvent.click(screen.getByRole('button', { name: 'Watch the Training' }))
  return onRegistered
}

describe('workshop registration form', () => {
  it("sends the trimmed registration with the workshop's title", async () => {
    invoke.mockResolvedValue({ data: { success: true, access }, error: null })
    const onRegistered = await register('  Ada Lovelace ', ' ada@example.com ')
    expect(await screen.findByText('Thank you for registering. Enjoy the video!')).toBeVisible()
    expect(invoke).toHaveBeenCalledWith('register-webinar', {
      body: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        webinar_title: 'Identity Resolution Workshop',
      },
    })
    expect(onRegistered).toHaveBeenCalledWith(access)
  })

  it('sends an address already registered to its inbox, and keeps the overlay', async () => {
    invoke.mockResolvedValue({ data: { success: true }, error: null })
    const onRegistered = await register('Ada Lovelace', 'ada@example.com')
    expect(
      await screen.findByText(
        'We emailed your personal link to the training: open it to watch on this device.',
      ),
    ).toBeVisible()
    expect(onRegistered).not.toHaveBeenCalled()
  })

  it("sends the landing URL's campaign and the referring site with the registration", async () => {
    window.sessionStorage.clear()
    window.history.replaceState(
      null,
      '',
      '/workshop?utm_source=newsletter&utm_medium=email&utm_campaign=launch',
    )
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://news.example.org/issue/7')
    invoke.mockResolvedValue({ data: { success: true, access }, error: null })
    await register('Ada Lovelace', 'ada@example.com')
    expect(invoke).toHaveBeenCalledWith('register-webinar', {
      body: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        webinar_title: 'Identity Resolution Workshop',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'launch',
        referrer: 'https://news.example.org/issue/7',
      },
    })
    window.history.replaceState(null, '', '/')
    window.sessionStorage.clear()
    vi.restoreAllMocks()
  })

  it("says 'Please fill in all fields' for a blank field and sends nothing", async () => {
    await register('   ', 'ada@example.com')
    expect(await screen.findByText('Please fill in all fields')).toBeVisible()
    expect(screen.getByText('Error')).toBeVisible()
    expect(invoke).not.toHaveBeenCalled()
  })

  it("shows the shared schema's message under a field the function would refuse", async () => {
    await register('Ada <script>', 'ada@')
    expect(await screen.findByText('email must be a valid email address')).toBeVisible()
    expect(screen.getByText(/^name may contain letters/)).toBeVisible()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(invoke).not.toHaveBeenCalled()
  })

  it("shows the function's own reason for a refusal (429)", async () => {
    const reason = 'Too many registrations from your address. Please try again later.'
    invoke.mockResolvedValue({ data: null, error: refusal(429, reason) })
    const onRegistered = await register('Ada Lovelace', 'ada@example.com')
    expect(await screen.findByText(reason)).toBeVisible()
    expect(onRegistered).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace')
  })

  it("says 'Failed to register. Please try again.' when the server fails", async () => {
    invoke.mockResolvedValue({ data: null, error: refusal(500, 'database down') })
    await register('Ada Lovelace', 'ada@example.com')
    expect(await screen.findByText('Failed to register. Please try again.')).toBeVisible()
    expect(screen.queryByText('database down')).toBeNull()
  })
})
