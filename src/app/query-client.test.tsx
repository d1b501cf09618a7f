import { useMutation } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'

// The render helper builds the app's query client, so its global mutation-error toast is what a
// component test sees too.
function SaveButton({ handlesErrors, reason }: { handlesErrors: boolean; reason: string }) {
  const save = useMutation({
    mutationFn: () => Promise.reject(new Error(reason)),
    meta: { handlesErrors },
  })
  return (
    <>
      <button type="button" onClick={() => save.mutate()}>
        Save
      </button>
      {save.isError && <p>Not saved</p>}
    </>
  )
}

describe('the app query client', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows a failed mutation as an error toast', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderWithRouter(<SaveButton handlesErrors={false} reason="The server said no" />)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('The server said no')).toBeVisible()
  })

  it('leaves the error to a mutation that shows it itself', async () => {
    // Its own reason: sonner keeps toasts in a module-wide store, across the file's tests.
    const reported = vi.spyOn(console, 'warn')
    renderWithRouter(<SaveButton handlesErrors reason="The form shows this itself" />)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Not saved')).toBeVisible()
    // The cache's onError runs before the mutation turns to error: nothing was reported.
    expect(reported).not.toHaveBeenCalled()
    expect(screen.queryByText('The form shows this itself')).toBeNull()
  })
})
