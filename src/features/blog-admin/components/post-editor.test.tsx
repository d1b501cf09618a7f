import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { PostEditor } from '@/features/blog-admin/components/post-editor'
import { emptyPostForm, type PostFormValues } from '@/features/blog-admin/lib/post-form-schema'

function renderEditor(props: { saved?: { id: string; created_at: string; reading_time: null } }) {
  const onSubmit = vi.fn<(values: PostFormValues) => void>()
  renderWithRouter(
    <PostEditor
      {...props}
      defaultValues={props.saved ? { ...emptyPostForm, slug: 'kept-slug' } : emptyPostForm}
      isPending={false}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  )
  return { onSubmit, user: userEvent.setup() }
}

describe('PostEditor', () => {
  // The rich-text editor is a lazy chunk: loaded once here, so no test waits on its import.
  beforeAll(() => import('@/features/blog-admin/components/rich-text/rich-text-editor'), 60_000)

  it('shows each rule under its field and submits nothing', async () => {
    const { onSubmit, user } = renderEditor({})
    const content = await screen.findByRole('textbox', { name: 'Content' }, { timeout: 5000 })
    expect(content).toHaveAttribute('aria-invalid', 'false')
    await user.click(screen.getByRole('button', { name: 'Create post' }))
    expect(await screen.findByText('Title is required')).toBeInTheDocument()
    expect(screen.getByText('Content is required')).toBeInTheDocument()
    // Until a title exists the slug is generated from it, so only the title is reported.
    expect(screen.queryByText('Slug is required')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    // The rich-text surface says so too (its attributes follow the field's state).
    expect(content).toHaveAttribute('aria-invalid', 'true')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('generates the slug from the title when it is left empty, unpublished by default', async () => {
    const { onSubmit, user } = renderEditor({})
    await user.type(screen.getByLabelText('Title', { exact: true }), '  Hello, World_of -- CRM!  ')
    await user.click(screen.getByRole('tab', { name: 'HTML' }))
    await user.type(screen.getByLabelText('Content', { exact: true }), 'Body')
    await user.click(screen.getByRole('button', { name: 'Create post' }))
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      slug: 'hello-world-of-crm',
      published: false,
    })
    expect(screen.getByLabelText('Slug', { exact: true })).toHaveValue('hello-world-of-crm')
  })

  it('locks the slug of an existing post', () => {
    renderEditor({ saved: { id: 'p1', created_at: '2025-05-10T00:00:00Z', reading_time: null } })
    const slug = screen.getByLabelText('Slug', { exact: true })
    expect(slug).toHaveValue('kept-slug')
    expect(slug).toHaveAttribute('readonly')
    expect(screen.getByText('Slug cannot be changed for existing posts')).toBeInTheDocument()
  })

  it('previews the post a save would send: the same trimming and paragraphs as toPostRow', async () => {
    const { user } = renderEditor({})
    await user.type(screen.getByLabelText('Title', { exact: true }), '  Hello  ')
    await user.click(screen.getByRole('tab', { name: 'HTML' }))
    await user.type(screen.getByLabelText('Content', { exact: true }), 'First{Enter}{Enter}Second')
    await user.type(screen.getByLabelText('Image URL'), ' https://cdn.example.com/chart.png ')
    await user.type(screen.getByLabelText('Alt text'), '  Revenue chart  ')
    await user.click(screen.getByRole('tab', { name: 'Preview' }))
    const preview = await screen.findByTestId('post-preview')
    expect(preview.querySelector('h1')?.textContent).toBe('Hello')
    expect([...preview.querySelectorAll('p')].map((p) => p.textContent)).toEqual(
      expect.arrayContaining(['First', 'Second']),
    )
    const image = preview.querySelector('img')
    expect(image?.getAttribute('src')).toBe('https://cdn.example.com/chart.png')
    expect(image?.getAttribute('alt')).toBe('Revenue chart')
  })
})

describe('PostEditor autosave', () => {
  it('keeps unsaved changes in the browser and offers them when the editor opens again', async () => {
    localStorage.clear()
    const first = renderEditor({})
    await first.user.type(screen.getByLabelText('Title', { exact: true }), 'Kept title')
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument()
    // Closing the page (pagehide) writes at once.
    window.dispatchEvent(new Event('pagehide'))
    cleanup()

    const second = renderEditor({})
    expect(
      screen.getByText('This post has unsaved changes kept in this browser.'),
    ).toBeInTheDocument()
    await second.user.click(screen.getByRole('button', { name: 'Restore unsaved changes' }))
    expect(screen.getByLabelText('Title', { exact: true })).toHaveValue('Kept title')
    expect(
      screen.queryByRole('button', { name: 'Restore unsaved changes' }),
    ).not.toBeInTheDocument()
    cleanup()

    const third = renderEditor({})
    await third.user.click(screen.getByRole('button', { name: 'Discard' }))
    expect(screen.getByLabelText('Title', { exact: true })).toHaveValue('')
    cleanup()
    renderEditor({})
    expect(
      screen.queryByRole('button', { name: 'Restore unsaved changes' }),
    ).not.toBeInTheDocument()
  })
})
