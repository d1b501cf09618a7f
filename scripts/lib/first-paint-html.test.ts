import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  afterFirstPaintLoader,
  criticalStyles,
  firstScreenExpectLink,
  inlineStyles,
  withoutAssetTags,
} from './first-paint-html.ts'
import { FIRST_SCREEN_END_ID } from '../../src/app/layouts/first-screen-end.tsx'

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

  it("holds the first paint for the whole of the page's <main>, and only where the HTML has it", () => {
    // The layouts put the marker right after </main>: Chromium lets the paint through as soon as
    // it creates the expected element, so naming <main> itself would hold only the header.
    expect(
      firstScreenExpectLink(
        `<header>Menu</header><main id="main">Hi</main><div id="${FIRST_SCREEN_END_ID}" hidden=""></div>`,
      ),
    ).toBe(`<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render">`)
    // The SPA's shell: its page comes later from script, and waiting for the marker would hold
    // the paint until the whole document is parsed.
    expect(firstScreenExpectLink('<div id="root"></div>')).toBe('')
  })

  it('names the entry and every module of the page in the loader', () => {
    const loader = afterFirstPaintLoader('assets/index-AbC1.js', ['assets/home-Z.js'])
    expect(loader).toContain('{"entry":"/assets/index-AbC1.js","modules":["/assets/home-Z.js"]}')
    expect(loader.startsWith('<script type="module">')).toBe(true)
  })

  it('inlines the stylesheets and names each by a disabled link, so none is loaded again', () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'))
    writeFileSync(join(dist, 'a.css'), '.a{color:red}')
    writeFileSync(join(dist, 'b.css'), '.b{color:blue}')
    expect(inlineStyles(dist, ['a.css', 'b.css'])).toBe(
      [
        '<style>.a{color:red}\n.b{color:blue}</style>',
        '<link rel="stylesheet" href="/a.css" disabled>',
        '<link rel="stylesheet" href="/b.css" disabled>',
      ].join('\n    '),
    )
  })

  it('refuses a stylesheet that would end the style element', () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'))
    writeFileSync(join(dist, 'bad.css'), '.x{content:"</style>"}')
    expect(() => inlineStyles(dist, ['bad.css'])).toThrow('cannot inline it')
  })

  it("inlines only the page's rules; the others wait in a stylesheet of the page's own", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'))
    mkdirSync(join(dist, 'assets'))
    writeFileSync(
      join(dist, 'assets/a.css'),
      '.used{color:red}.unused{color:blue}@media (min-width:768px){.md\\:unused{color:green}}input::placeholder{color:gray}',
    )
    const styles = await criticalStyles(dist, ['assets/a.css'], '<p class="used">Hi</p>')
    const [, inline = ''] = /<style>([\s\S]*)<\/style>/.exec(styles) ?? []
    expect(inline).toContain('.used{color:red}')
    expect(inline).not.toContain('.unused')
    // Not keyed by a class: added later, it would restyle every element, so it stays inline.
    expect(inline).toContain('input::placeholder')
    expect(styles).toContain('<link rel="stylesheet" href="/assets/a.css" disabled>')
    const [, rest = ''] =
      /href="\/(assets\/rest-[0-9a-f]+\.css)" disabled data-after-paint>/.exec(styles) ?? []
    const restCss = readFileSync(join(dist, rest), 'utf8')
    expect(restCss).toContain('.unused')
    expect(restCss).toContain('.md\\:unused')
    expect(restCss).not.toContain('.used{')
  })

  it('enables the rest of the stylesheets after the first paint', () => {
    expect(afterFirstPaintLoader('assets/index.js', [])).toContain(
      "document.querySelectorAll('link[data-after-paint]')",
    )
  })
})
