import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { denoConfigFor, denoHostCommand, projectRoot } from './deno-command.ts'

const readJson = async (file: string): Promise<unknown> =>
  JSON.parse(await readFile(path.join(projectRoot, file), 'utf8'))

describe('supabase/functions/deno.json', () => {
  it('pins the bare imports to the versions of package.json, as npm: specifiers', async () => {
    const { dependencies } = z
      .object({ dependencies: z.record(z.string(), z.string()) })
      .parse(await readJson('package.json'))
    const { imports } = z
      .object({ imports: z.record(z.string(), z.string()) })
      .parse(await readJson('supabase/functions/deno.json'))
    for (const name of ['zod', '@supabase/supabase-js', '@remix-run/multipart-parser']) {
      expect(imports[name]).toBe(`npm:${name}@${dependencies[name]}`)
      expect(imports[`${name}/`]).toBe(`npm:/${name}@${dependencies[name]}/`)
    }
  })
})

describe('denoHostCommand', () => {
  it('runs offline from node_modules with the project config and minimal permissions', () => {
    const dir = path.join(projectRoot, 'tests', 'local-stack', 'functions')
    const { args, env } = denoHostCommand(dir, { SUPABASE_URL: 'http://127.0.0.1:1' })
    expect(denoConfigFor(dir)).toBe(path.join(projectRoot, 'supabase', 'functions', 'deno.json'))
    expect(args).toEqual(
      expect.arrayContaining([
        '--cached-only',
        '--no-lock',
        '--node-modules-dir=manual',
        '--allow-net',
        '--allow-env',
        `--allow-read=${projectRoot}`,
      ]),
    )
    expect(args.some((arg) => arg.startsWith('--allow-all') || arg === '-A')).toBe(false)
    expect(env).toMatchObject({
      SUPABASE_URL: 'http://127.0.0.1:1',
      DENO_DIR: path.join(projectRoot, '.local-data', 'deno'),
      DENO_NO_UPDATE_CHECK: '1',
    })
  })

  it('also lets Deno read a functions folder outside the project', () => {
    const { args } = denoHostCommand('/srv/functions', {})
    expect(args).toContain(`--allow-read=${projectRoot},/srv/functions`)
  })
})
