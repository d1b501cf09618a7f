import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import {
  denoBinary,
  denoVersionFromEnv,
} from '../../../../local/src/services/functions/deno-command.ts'
import { xssCorpus } from '../../../../../tests/support/xss-corpus.ts'
import { sanitizeBlogHtml } from './sanitize-blog-html.ts'

const root = fileURLToPath(new URL('../../../../../', import.meta.url))
// FUNCTIONS_DENO=2.1 runs it on the hosted runtime's Deno, as the function suite does.
const deno = denoBinary(denoVersionFromEnv())
const moduleUrl = new URL('./sanitize-blog-html.ts', import.meta.url).href

// Edge functions run this module under Deno with the flags the local functions host uses:
// npm packages from node_modules, nothing downloaded.
describe('sanitizeBlogHtml under Deno', () => {
  it('gives the same output as in Node', async () => {
    const inputs = [...xssCorpus, '<h2>Title</h2><p>Text with <a href="/blog">a link</a>.</p>']
    const script = `
      const { sanitizeBlogHtml } = await import(${JSON.stringify(moduleUrl)})
      const inputs = JSON.parse(Deno.env.get('BLOG_HTML_INPUTS') ?? '[]')
      console.log(JSON.stringify(inputs.map(sanitizeBlogHtml)))`
    const { stdout } = await promisify(execFile)(
      deno,
      [
        'eval',
        '--quiet',
        '--cached-only',
        '--no-lock',
        '--node-modules-dir=manual',
        `--config=${path.join(root, 'supabase/functions/public-blog/deno.json')}`,
        script,
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          BLOG_HTML_INPUTS: JSON.stringify(inputs),
          DENO_DIR: path.join(root, '.local-data', 'deno'),
          DENO_NO_UPDATE_CHECK: '1',
          NO_COLOR: '1',
        },
      },
    )
    expect(JSON.parse(stdout)).toEqual(inputs.map(sanitizeBlogHtml))
  })
})
