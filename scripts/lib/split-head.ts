// React 19 streams hoistable head elements (title, meta, link) before the body markup when
// it renders without a document; those belong in <head>.
const HEAD_TAG = /^\s*(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/

export function splitHead(html: string) {
  const tags: string[] = []
  let rest = html
  for (let match = HEAD_TAG.exec(rest); match; match = HEAD_TAG.exec(rest)) {
    tags.push(match[0].trim())
    rest = rest.slice(match[0].length)
  }
  return { head: tags.join('\n    '), body: rest }
}
