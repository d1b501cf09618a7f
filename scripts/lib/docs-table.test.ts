import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { replaceBetweenMarkers, wantsDocsTable, writeDocsTable } from './docs-table.ts'

const page = [
  '# Performance',
  '',
  '## Stack',
  '',
  '<!-- bench:stack:start -->',
  '',
  '| old | table |',
  '| --- | ----- |',
  '| 1   | 2     |',
  '',
  '<!-- bench:stack:end -->',
  '',
  '## Size',
  '',
  '<!-- bench:size:start -->',
  'size table',
  '<!-- bench:size:end -->',
  '',
].join('\n')

describe('replaceBetweenMarkers', () => {
  it('replaces only what lies between the named markers', () => {
    const next = replaceBetweenMarkers(page, 'stack', '| new | table |\n| --- | --- |\n| 3 | 4 |')
    expect(next).toContain('<!-- bench:stack:start -->\n\n| new | table |')
    expect(next).toContain('| 3 | 4 |\n\n<!-- bench:stack:end -->')
    expect(next).not.toContain('| old | table |')
    expect(next).toContain('<!-- bench:size:start -->\nsize table\n<!-- bench:size:end -->')
    expect(next.startsWith('# Performance\n\n## Stack\n')).toBe(true)
  })

  it('gives the same page when the same table is written twice', () => {
    const once = replaceBetweenMarkers(page, 'size', '| a |\n| - |')
    expect(replaceBetweenMarkers(once, 'size', '| a |\n| - |')).toBe(once)
  })

  it('fails, naming the marker, when a marker is missing', () => {
    expect(() => replaceBetweenMarkers(page, 'campaigns', '| x |')).toThrow(
      '<!-- bench:campaigns:start --> is missing',
    )
    const noEnd = page.replace('<!-- bench:size:end -->', '')
    expect(() => replaceBetweenMarkers(noEnd, 'size', '| x |')).toThrow(
      '<!-- bench:size:end --> is missing',
    )
  })

  it('fails when a marker is repeated or the end comes first', () => {
    const twice = `${page}\n<!-- bench:size:start -->\n`
    expect(() => replaceBetweenMarkers(twice, 'size', '| x |')).toThrow('appears 2 times')
    const swapped = '<!-- bench:size:end -->\n<!-- bench:size:start -->\n'
    expect(() => replaceBetweenMarkers(swapped, 'size', '| x |')).toThrow('comes before')
  })
})

describe('writeDocsTable', () => {
  let dir: string | undefined
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('writes the table into the file, formatted', async () => {
    dir = await mkdtemp(join(tmpdir(), 'docs-table-'))
    const file = join(dir, 'performance.md')
    await writeFile(file, page)
    await writeDocsTable('size', '| route | JS |\n| --- | ---: |\n| / | 48.3 KB |', file)
    const written = await readFile(file, 'utf8')
    expect(written).toContain('| route |      JS |\n| ----- | ------: |\n| /     | 48.3 KB |')
    expect(written).toContain('| old | table |')
  })

  it('leaves the file alone when the markers are missing', async () => {
    dir = await mkdtemp(join(tmpdir(), 'docs-table-'))
    const file = join(dir, 'performance.md')
    await writeFile(file, '# Performance\n')
    await expect(writeDocsTable('size', '| x |', file)).rejects.toThrow('is missing')
    expect(await readFile(file, 'utf8')).toBe('# Performance\n')
  })
})

describe('wantsDocsTable', () => {
  it('is true only with --write-docs', () => {
    expect(wantsDocsTable(['--no-build', '--write-docs'])).toBe(true)
    expect(wantsDocsTable(['--no-build', '/blog'])).toBe(false)
  })
})
