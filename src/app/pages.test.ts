import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageImports, pageSource, type PageName } from '@/app/pages'

const names = Object.keys(pageImports) as PageName[]

describe('page modules', () => {
  it('list every page module under src/features/*/pages and src/app/pages', () => {
    const isPage = (file: string) => file.endsWith('.tsx') && !file.endsWith('.test.tsx')
    const appPages = readdirSync('src/app/pages')
      .filter(isPage)
      .map((file) => `src/app/pages/${file}`)
    const featurePages = readdirSync('src/features').flatMap((feature) =>
      readdirSync(join('src/features', feature), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name === 'pages')
        .flatMap(() => readdirSync(join('src/features', feature, 'pages')))
        .filter(isPage)
        .map((file) => `src/features/${feature}/pages/${file}`),
    )
    expect(names.map(pageSource).sort()).toEqual([...appPages, ...featurePages].sort())
  })

  it.each(names)('%s loads the module at its source path', async (name) => {
    const module: unknown = await import(/* @vite-ignore */ `/${pageSource(name)}`)
    expect(await pageImports[name]()).toBe(module)
  })
})
