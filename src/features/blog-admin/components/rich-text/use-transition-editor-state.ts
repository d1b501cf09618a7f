import type { Editor } from '@tiptap/react'
import { startTransition, useEffect, useState } from 'react'

/**
 * What `select` reads from the editor, kept up to date after each transaction as a transition:
 * a keystroke that changes it (the first one enables Undo, a tap moves the selection into bold
 * text) is shown before the toolbar re-renders, and reading it is part of that later render.
 * Tiptap's useEditorState would re-render synchronously inside the keystroke's own event.
 * `same` tells two readings apart, so an unchanged reading renders nothing.
 */
export function useTransitionEditorState<T>(
  editor: Editor,
  select: (editor: Editor) => T,
  same: (a: T, b: T) => boolean,
): T {
  const [state, setState] = useState(() => select(editor))
  useEffect(() => {
    const update = () =>
      startTransition(() =>
        setState((previous) => {
          if (editor.isDestroyed) return previous
          const next = select(editor)
          return same(previous, next) ? previous : next
        }),
      )
    update()
    editor.on('transaction', update)
    return () => {
      editor.off('transaction', update)
    }
  }, [editor, select, same])
  return state
}
