import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The project's eslint.config.js on fixture sources placed (virtually) where they would live.
const cwd = fileURLToPath(new URL('../../', import.meta.url))
const eslint = new ESLint({ cwd })

async function restrictedSyntax(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message)
}

const handWritten =
  'export const Scroller = () => (\n  <div tabIndex={0} role="region" aria-label="Orders table" className="overflow-x-auto" />\n)\n'

describe('keyboard-scrollable containers (eslint.config.js)', () => {
  it('refuses a hand-written focusable scroller in a feature', async () => {
    expect(
      await restrictedSyntax('src/features/credits/components/fixture.tsx', handWritten),
    ).toEqual([
      'Make a scrolling container keyboard-reachable with ScrollRegion or <Table scrollLabel>, not tabIndex={0}.',
    ])
  })

  it('lets the shared ui components build it, and leaves tabIndex={-1} alone', async () => {
    expect(await restrictedSyntax('src/components/ui/fixture.tsx', handWritten)).toEqual([])
    expect(
      await restrictedSyntax(
        'src/features/credits/components/fixture.tsx',
        'export const Heading = () => <h1 tabIndex={-1}>Orders</h1>\n',
      ),
    ).toEqual([])
  })
})
