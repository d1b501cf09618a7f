import type { OutputBundle, OutputChunk } from 'rolldown'
import { describe, expect, it } from 'vitest'
import { EAGER_COMPILE_HINT, eagerCompileHints } from './compile-hints.ts'

const chunk = (name: string, code: string) => ({ type: 'chunk', name, code }) as OutputChunk

describe('eagerCompileHints', () => {
  it('starts the named chunks with the hint and leaves the others alone', () => {
    const bundle: Record<string, OutputChunk> = {
      'assets/rich-text-editor-x.js': chunk('rich-text-editor', 'export const a=1;'),
      'assets/index-y.js': chunk('index', 'export const b=2;'),
    }
    const plugin = eagerCompileHints(['rich-text-editor'])
    const hook = plugin.generateBundle
    if (typeof hook !== 'function') throw new Error('no generateBundle hook')
    Reflect.apply(hook, {}, [{}, bundle as unknown as OutputBundle, false])
    expect(bundle['assets/rich-text-editor-x.js']?.code).toBe(
      `${EAGER_COMPILE_HINT}export const a=1;`,
    )
    expect(bundle['assets/index-y.js']?.code).toBe('export const b=2;')
  })
})
