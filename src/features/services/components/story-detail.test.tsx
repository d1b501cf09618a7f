import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { StoryDetail } from '@/features/services/components/story-detail'

const detail = { title: 'Solution', body: 'We rebuilt the category pages.' } as const

describe('StoryDetail', () => {
  it('starts closed unless asked to start open', () => {
    const { unmount } = renderWithRouter(<StoryDetail detail={detail} />)
    expect(screen.getByRole('button', { name: 'Solution' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    expect(screen.queryByText(detail.body)).not.toBeInTheDocument()
    unmount()

    renderWithRouter(<StoryDetail detail={detail} defaultOpen />)
    expect(screen.getByRole('button', { name: 'Solution' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(screen.getByText(detail.body)).toBeVisible()
  })

  it('opens and closes on click', async () => {
    const user = userEvent.setup()
    renderWithRouter(<StoryDetail detail={detail} />)
    const trigger = screen.getByRole('button', { name: 'Solution' })

    await user.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText(detail.body)).toBeVisible()

    await user.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText(detail.body)).not.toBeInTheDocument()
  })

  it('opens and closes from the keyboard with Enter and Space', async () => {
    const user = userEvent.setup()
    renderWithRouter(<StoryDetail detail={detail} />)
    const trigger = screen.getByRole('button', { name: 'Solution' })

    await user.tab()
    expect(trigger).toHaveFocus()

    await user.keyboard('{Enter}')
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText(detail.body)).toBeVisible()

    await user.keyboard(' ')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText(detail.body)).not.toBeInTheDocument()
  })
})
