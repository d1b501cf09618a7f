import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  denoBinary,
  denoHostCommand,
  denoVersionFromEnv,
  importResolution,
  projectRoot,
} from './deno-command.ts'

const readJson = async (file: string): Promise<unknown> =>
  JSON.parse(await readFile(path.join(projectRoot, file), 'utf8'))

const FUNCTIONS = path.join(projectRoot, 'supabase', 'functions')

describe("each function's deno.json", () => {
  it('pins every import to the exact version installed for the Node tests, as npm: specifiers', async () => {
    const names = (await readdir(FUNCTIONS, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
      .map((entry) => entry.name)
    expect(names.length).toBeGreaterThanOrEqual(8)
    expect(existsSync(path.join(FUNCTIONS, 'deno.json'))).toBe(false)
    for (const name of names) {
      const { imports } = z
        .object({ imports: z.record(z.string(), z.string()) })
        .parse(await readJson(`supabase/functions/${name}/deno.json`))
      for (const [specifier, target] of Object.entries(imports)) {
        const { version } = z
          .object({ version: z.string() })
          .parse(await readJson(`node_modules/${specifier}/package.json`))
        expect(target, `${name}: ${specifier}`).toBe(`npm:${specifier}@${version}`)
      }
      expect(existsSync(path.join(FUNCTIONS, name, 'deno.lock')), `${name}/deno.lock`).toBe(true)
    }
  })
})

describe('importResolution', () => {
  const dirs: string[] = []
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))
  const folder = async (files: string[]) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'functions-'))
    dirs.push(dir)
    for (const file of files) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
      await writeFile(path.join(dir, file), '{}')
    }
    return dir
  }

  it('follows the CLI: config.toml, then deno.json, deno.jsonc, import_map.json, then the fallback', async () => {
    const dir = await folder([
      'deno.json',
      'import_map.json',
      'a/deno.json',
      'a/import_map.json',
      'b/deno.jsonc',
      'c/import_map.json',
      'd/index.ts',
    ])
    expect(importResolution(dir, 'a', '/x/map.json')).toEqual({
      kind: 'import-map',
      file: '/x/map.json',
    })
    expect(importResolution(dir, 'a')).toEqual({ kind: 'config', file: `${dir}/a/deno.json` })
    expect(importResolution(dir, 'b')).toEqual({ kind: 'config', file: `${dir}/b/deno.jsonc` })
    expect(importResolution(dir, 'c')).toEqual({
      kind: 'import-map',
      file: `${dir}/c/import_map.json`,
    })
    // Never the folder's deno.json: only its import_map.json is the CLI's fallback.
    expect(importResolution(dir, 'd')).toEqual({
      kind: 'import-map',
      file: `${dir}/import_map.json`,
    })
    expect(importResolution(await folder(['deno.json', 'e/index.ts']), 'e')).toEqual({
      kind: 'none',
    })
  })
})

describe('denoHostCommand', () => {
  it('runs one function offline from node_modules with its own config and minimal permissions', () => {
    const dir = path.join(projectRoot, 'supabase', 'local', 'tests', 'functions')
    const config = path.join(dir, 'echo', 'deno.json')
    const { args, env } = denoHostCommand({
      functionsDir: dir,
      name: 'echo',
      env: { SUPABASE_URL: 'http://127.0.0.1:1' },
      resolution: { kind: 'config', file: config },
    })
    expect(args).toEqual(
      expect.arrayContaining([
        '--cached-only',
        '--no-lock',
        '--node-modules-dir=manual',
        '--config',
        config,
        '--allow-net',
        '--allow-env',
        `--allow-read=${projectRoot}`,
      ]),
    )
    expect(args.at(-1)).toBe('echo')
    expect(args.some((arg) => arg.startsWith('--allow-all') || arg === '-A')).toBe(false)
    expect(env).toMatchObject({
      SUPABASE_URL: 'http://127.0.0.1:1',
      DENO_DIR: path.join(projectRoot, '.local-data', 'deno'),
      DENO_NO_UPDATE_CHECK: '1',
    })
  })

  it('also lets Deno read a functions folder outside the project', () => {
    const { args } = denoHostCommand({
      functionsDir: '/srv/functions',
      name: 'f',
      env: {},
      resolution: { kind: 'none' },
    })
    expect(args).toContain(`--allow-read=${projectRoot},/srv/functions`)
    expect(args).toContain('--no-config')
  })

  it('runs on the Deno we develop with, or on Deno 2.1 (hosted) with FUNCTIONS_DENO=2.1', () => {
    expect(denoVersionFromEnv(undefined)).toBe('current')
    expect(denoVersionFromEnv('2.1')).toBe('2.1')
    expect(() => denoVersionFromEnv('1.46')).toThrow('FUNCTIONS_DENO must be unset or "2.1"')
    expect(existsSync(denoBinary('current'))).toBe(true)
    expect(existsSync(denoBinary('2.1'))).toBe(true)
  })
})
