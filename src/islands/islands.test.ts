import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { islandNames } from '@/islands/names'
import { islandPaths, prerenderPaths } from '@/app/route-table'

describe('islands', () => {
  it('each name is a file of src/islands/parts, and each file is named', () => {
    const files = readdirSync(resolve('src/islands/parts')).map((f) => f.replace(/\.tsx$/, ''))
    expect([...files].sort()).toEqual([...islandNames].sort())
  })

  it('hydrate prerendered pages only: the marketing pages, the blog and its shells', () => {
    const shells = ['/blog/page/:page', '/blog/:slug']
    expect(
      islandPaths.every((path) => prerenderPaths.includes(path) || shells.includes(path)),
    ).toBe(true)
    expect(islandPaths).toEqual(expect.arrayContaining(['/blog', ...shells]))
  })
})
