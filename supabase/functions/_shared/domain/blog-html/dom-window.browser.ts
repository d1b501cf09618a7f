// In the browser DOMPurify uses the page's own window; nothing else is loaded.
import type { WindowLike } from 'dompurify'

export function createDomWindow(): WindowLike {
  return window
}
