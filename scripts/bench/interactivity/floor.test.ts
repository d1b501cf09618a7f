import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { FLOOR_PREFIX, writeFloorPages } from './floor.ts'

const page = (body: string) =>
  `<!doctype html><html><head><link rel="modulepreload" href="/assets/a.js"><style>p{}</style></head><body>${body}</body></html>`

describe('writeFloorPages', () => {
  let dist = ''
  afterEach(() => rmSync(dist, { recursive: true, force: true }))

  it('writes each page without its scripts under the floor prefix, and removes them again', () => {
    dist = mkdtempSync(join(tmpdir(), 'floor-'))
    writeFileSync(
      join(dist, 'index.html'),
      page(
        '<main><script type="application/ld+json">{}</script><p>Home</p></main><script type="module">start()</script>',
      ),
    )
    mkdirSync(join(dist, 'marketing', 'seo'), { recursive: true })
    writeFileSync(
      join(dist, 'marketing', 'seo', 'index.html'),
      page('<p>SEO</p><script src="/assets/b.js"></script>'),
    )

    const remove = writeFloorPages(dist, ['/', '/marketing/seo'])
    const floor = join(dist, FLOOR_PREFIX.slice(1))
    expect(readFileSync(join(floor, 'index.html'), 'utf8')).toBe(
      '<!doctype html><html><head><style>p{}</style></head><body><main><p>Home</p></main></body></html>',
    )
    expect(readFileSync(join(floor, 'marketing', 'seo', 'index.html'), 'utf8')).toContain(
      '<body><p>SEO</p></body>',
    )
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain('start()')

    remove()
    expect(existsSync(floor)).toBe(false)
    expect(existsSync(join(dist, 'index.html'))).toBe(true)
  })
})
