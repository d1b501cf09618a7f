import { describe, expect, it } from 'vitest'
import {
  afterFirstPaintLoader,
  checkEntryStylesheet,
  withoutAssetTags,
} from './first-paint-html.ts'

const viteHtml = `<head>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-AbC1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-dom-X.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Y.css">
    <link rel="icon" href="/favicon.svg" />
  </head>`

describe('first-paint HTML', () => {
  it('drops the script, preloads and stylesheet Vite put in the head, and nothing else', () => {
    expect(withoutAssetTags(viteHtml)).toBe(`<head>
    <!--app-head-->
    <link rel="icon" href="/favicon.svg" />
  </head>`)
  })

  it('names the entry and every module of the page in the loader', () => {
    const loader = afterFirstPaintLoader('assets/index-AbC1.js', ['assets/home-Z.js'])
    expect(loader).toContain('{"entry":"/assets/index-AbC1.js","modules":["/assets/home-Z.js"]}')
    expect(loader.startsWith('<script type="module">')).toBe(true)
  })

  it('refuses a stylesheet that would be taken for the entry one', () => {
    expect(() => checkEntryStylesheet(['assets/index-A.css'], ['assets/index-A.css'])).not.toThrow()
    expect(() =>
      checkEntryStylesheet(['assets/index-A.css'], ['assets/index-A.css', 'assets/index-B.css']),
    ).toThrow('assets/index-B.css would be taken for the entry')
  })
})
