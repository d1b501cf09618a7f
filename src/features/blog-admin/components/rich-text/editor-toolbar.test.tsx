import { Editor } from '@tiptap/react'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { EditorToolbar } from '@/features/blog-admin/components/rich-text/editor-toolbar'
import { blogEditorExtensions } from '@/features/blog-admin/lib/rich-text-extensions'

let editor: Editor | undefined
afterEach(() => editor?.destroy())

const button = (name: string) => screen.getByRole('button', { name })

describe('EditorToolbar', () => {
  it('follows the editor: Undo once there is something to undo, Bold pressed in bold text', async () => {
    editor = new Editor({
      extensions: blogEditorExtensions(),
      content: '<p>plain <strong>strong</strong></p>',
    })
    render(<EditorToolbar editor={editor} isUploading={false} onImage={() => undefined} />)
    expect(button('Undo')).toBeDisabled()
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'false')

    await act(async () => {
      editor?.commands.setTextSelection(10)
    })
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'true')

    await act(async () => {
      editor?.commands.insertContent('er')
    })
    expect(button('Undo')).toBeEnabled()

    await act(async () => {
      editor?.commands.setTextSelection(2)
    })
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'false')
  })
})
