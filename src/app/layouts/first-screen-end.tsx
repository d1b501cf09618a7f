/** The id the prerendered head's `<link rel="expect">` waits for (scripts/lib/first-paint-html.ts). */
export const FIRST_SCREEN_END_ID = 'first-screen-end'

/**
 * An empty element right after the page's <main>: the prerendered page holds its first paint
 * until the parser reaches it, so the first frame has all of <main>. Not the <main> itself:
 * Chromium ends the hold as soon as it creates the expected element (at its start tag), and may
 * then paint the header alone. Hidden, so nothing shows it or reads it out.
 */
export function FirstScreenEnd() {
  return <div id={FIRST_SCREEN_END_ID} hidden />
}
