// Whether the rich-text editor keeps a post's markup. Content it would change (a table, a
// <div>, an attribute it has no place for) opens in the HTML tab instead, so opening and saving
// a post never drops what the allow-list admits.

// Attributes that carry meaning a reader sees; others (style, loading...) are presentation.
const MEANINGFUL = ['href', 'src', 'alt', 'id', 'colspan', 'rowspan', 'start']

function signatures(root: ParentNode): string[] {
  return Array.from(root.querySelectorAll('*'))
    .filter((element) => element.localName !== 'p')
    .map((element) =>
      [
        element.localName,
        ...MEANINGFUL.filter((name) => element.hasAttribute(name)).map(
          (name) => `${name}=${element.getAttribute(name) ?? ''}`,
        ),
      ].join(' '),
    )
}

// Whitespace between blocks is the source's layout, not text.
const text = (root: Element) => (root.textContent ?? '').replace(/\s+/g, '')

/**
 * The elements of `before` (each with its meaningful attributes) that `after` lacks, and whether
 * the text changed; `<p>` is left out, since the editor wraps list items' text in one.
 */
export function lostMarkup(before: string, after: string): string[] {
  const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body
  const was = parse(before)
  const now = parse(after)
  const remaining = new Map<string, number>()
  for (const signature of signatures(now))
    remaining.set(signature, (remaining.get(signature) ?? 0) + 1)
  const lost: string[] = []
  for (const signature of signatures(was)) {
    const left = remaining.get(signature) ?? 0
    if (left === 0) lost.push(signature)
    else remaining.set(signature, left - 1)
  }
  if (text(was) !== text(now)) lost.push('#text')
  return lost
}
