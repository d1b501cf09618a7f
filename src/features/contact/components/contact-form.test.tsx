import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { ContactSendError } from '@/features/contact/api/send-contact-message'
import { ContactForm } from '@/features/contact/components/contact-form'

async function fill(user: ReturnType<typeof userEvent.setup>, message = 'Hello there') {
  await user.type(screen.getByLabelText('Name'), 'Dana Reyes')
  await user.type(screen.getByLabelText('Email'), 'dana@example.com')
  await user.type(screen.getByLabelText('Subject'), 'Pricing')
  await user.type(screen.getByLabelText('Message'), message)
}

describe('ContactForm', () => {
  it('labels every field, with an email input and a 5-row message', () => {
    renderWithRouter(<ContactForm onSubmit={vi.fn()} />)
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '5')
    expect(screen.getByLabelText('Subject')).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toBeInTheDocument()
  })

  it('shows field errors under the fields and sends nothing', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    renderWithRouter(<ContactForm onSubmit={onSubmit} />)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Please enter your name')).toBeVisible()
    expect(screen.getByText('Please enter a valid email address')).toBeVisible()
    expect(screen.getByText('Please enter a subject')).toBeVisible()
    expect(screen.getByText('Please enter a message')).toBeVisible()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('enforces the table limits', async () => {
    const user = userEvent.setup()
    renderWithRouter(<ContactForm onSubmit={vi.fn()} />)
    await fill(user)
    await user.clear(screen.getByLabelText('Subject'))
    await user.click(screen.getByLabelText('Subject'))
    await user.paste('s'.repeat(201))
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Subject must be at most 200 characters')).toBeVisible()
  })

  it('sends trimmed values', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn(async () => {})
    renderWithRouter(<ContactForm onSubmit={onSubmit} />)
    await fill(user, '  Hello there  ')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Dana Reyes',
        email: 'dana@example.com',
        subject: 'Pricing',
        message: 'Hello there',
      }),
    )
  })

  it('keeps what was typed and says why when sending fails', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn(async () => {
      throw new ContactSendError('Too many messages from your address. Please try again later.')
    })
    renderWithRouter(<ContactForm onSubmit={onSubmit} />)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(
      await screen.findByText('Too many messages from your address. Please try again later.'),
    ).toBeVisible()
    expect(screen.getByLabelText('Message')).toHaveValue('Hello there')
    expect(screen.getByLabelText('Name')).toHaveValue('Dana Reyes')
  })
})
