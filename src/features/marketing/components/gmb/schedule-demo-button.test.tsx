import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { Toaster } from 'sonner'
import { describe, expect, it } from 'vitest'
import { ScheduleDemoButton } from '@/features/marketing/components/gmb/schedule-demo-button'

describe('ScheduleDemoButton', () => {
  it('confirms the demo request in a toast', async () => {
    const user = userEvent.setup()
    render(
      <MemoryRouter>
        <ScheduleDemoButton />
        <Toaster />
      </MemoryRouter>,
    )

    await user.click(screen.getByRole('button', { name: 'Schedule a Demo' }))

    expect(await screen.findByText('Demo Requested')).toBeInTheDocument()
    expect(
      screen.getByText('A team member will contact you shortly to schedule your demo.'),
    ).toBeInTheDocument()
  })
})
