import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ScheduleDemoButton } from '@/features/services/components/gmb/schedule-demo-button'
import { renderWithRouter } from '@tests/render.tsx'

describe('ScheduleDemoButton', () => {
  it('confirms the demo request in a toast', async () => {
    const user = userEvent.setup()
    renderWithRouter(<ScheduleDemoButton />)

    await user.click(screen.getByRole('button', { name: 'Schedule a Demo' }))

    expect(await screen.findByText('Demo Requested')).toBeInTheDocument()
    expect(
      screen.getByText('A team member will contact you shortly to schedule your demo.'),
    ).toBeInTheDocument()
  })
})
