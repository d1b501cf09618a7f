import { createContext, useContext } from 'react'

/**
 * The rich-text editor writes its HTML into the form a moment after typing stops (serialising a
 * long post on every keystroke would slow typing down). Whoever reads the form at once (a save,
 * the autosave on leaving the page) calls `run` first, so the last keystrokes are in it.
 */
export class ContentFlush {
  private writer: (() => void) | null = null

  /** The editor registers its writer; the returned function unregisters it. */
  set(writer: () => void): () => void {
    this.writer = writer
    return () => {
      if (this.writer === writer) this.writer = null
    }
  }

  run() {
    this.writer?.()
  }
}

export const ContentFlushContext = createContext(new ContentFlush())

export const useContentFlush = () => useContext(ContentFlushContext)
