import { act, render, screen } from '@testing-library/react'
import type * as Linkify from 'linkifyjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import RichTextEditor from '@/features/blog-admin/components/rich-text/rich-text-editor'

// linkify as it is, with its `find` watched.
const findLinks = vi.hoisted(() => ({ calls: [] as string[] }))
vi.mock('linkifyjs', async (importOriginal) => {
  const linkify = await importOriginal<typeof Linkify>()
  return {
    ...linkify,
    find: (...args: Parameters<typeof linkify.find>) => {
      findLinks.calls.push(args[0])
      return linkify.find(...args)
    },
  }
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('RichTextEditor', () => {
  it('builds linkify when idle, before the first keystroke, and still links typed addresses', async () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn')
    const onChange = vi.fn()
    render(
      <>
        <span id="content-label">Content</span>
        <RichTextEditor
          id="content"
          labelId="content-label"
          describedBy=""
          invalid={false}
          value="<p>Call</p>"
          onChange={onChange}
          uploadImage={() => Promise.resolve(null)}
          isUploading={false}
          onUnsupported={() => undefined}
        />
      </>,
    )
    const surface = screen.getByRole('textbox', { name: 'Content' })
    // The idle warm-up (a timer where the browser has no idle callbacks), then typing.
    expect(findLinks.calls).toEqual([])
    await act(async () => {
      vi.advanceTimersByTime(1000)
    })
    expect(findLinks.calls).toEqual([''])
    // Tiptap keeps the editor on its editing surface.
    const insertAt = z.custom<(at: number, text: string) => boolean>((v) => typeof v === 'function')
    const editor = z
      .object({ commands: z.object({ insertContentAt: insertAt }) })
      .parse(Reflect.get(surface, 'editor'))
    await act(async () => {
      editor.commands.insertContentAt(5, ' see https://example.com ')
      vi.advanceTimersByTime(1000)
    })
    expect(String(onChange.mock.lastCall?.[0])).toContain('<a href="https://example.com">')
    // Registering a protocol after linkify is built is refused with a warning.
    expect(warn.mock.calls.flat().join(' ')).not.toContain('linkifyjs')
  })
})
