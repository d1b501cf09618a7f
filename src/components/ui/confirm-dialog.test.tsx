import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'

const props = {
  open: true,
  title: 'Delete this video?',
  description: '“talk.mp4” will be deleted.',
  confirmLabel: 'Delete video',
}

describe('ConfirmDialog', () => {
  it('asks as an alert dialog; Cancel closes without acting, the action acts', async () => {
    const onOpenChange = vi.fn<(open: boolean) => void>()
    const onConfirm = vi.fn<() => void>()
    render(<ConfirmDialog {...props} onOpenChange={onOpenChange} onConfirm={onConfirm} />)
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this video?' })
    expect(dialog).toHaveAccessibleDescription('“talk.mp4” will be deleted.')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(onConfirm).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Delete video' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('shows the failure and, while the action runs, its pending label on a disabled button', () => {
    render(
      <ConfirmDialog
        {...props}
        onOpenChange={() => {}}
        onConfirm={() => {}}
        error="You cannot remove the last owner."
        pending
        pendingLabel="Deleting…"
      />,
    )
    expect(screen.getByText('You cannot remove the last owner.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Deleting…' })).toBeDisabled()
  })
})
