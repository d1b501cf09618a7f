import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The project's own eslint.config.js, run through ESLint's Node API on fixture sources placed
// (virtually) where they would live: what `npm run lint` would say about such a file.
const cwd = fileURLToPath(new URL('../../', import.meta.url))
const eslint = new ESLint({ cwd })

async function restrictedImports(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

describe('import boundaries (eslint.config.js)', () => {
  it('refuses a feature importing another feature', async () => {
    const messages = await restrictedImports(
      'src/features/blog/components/fixture.tsx',
      "import { useCreatePost } from '@/features/blog-admin/api/save-post'\nexport const x = useCreatePost\n",
    )
    expect(messages).toEqual([
      expect.stringMatching(/pages that combine features live in src\/app/),
    ])
  })

  it('lets a feature import itself, shared code and @shared, and src/app import any feature', async () => {
    const own = await restrictedImports(
      'src/features/blog-admin/components/fixture.tsx',
      [
        "import { toPostRow } from '@/features/blog-admin/lib/post-row'",
        "import { postKeys } from '@/lib/query-keys/blog-posts'",
        "import { slugify } from '@shared/slugify'",
        'export const x = [toPostRow, postKeys, slugify]',
        '',
      ].join('\n'),
    )
    const app = await restrictedImports(
      'src/app/pages/fixture.tsx',
      "import { PostsManager } from '@/features/blog-admin/components/posts-manager'\nimport { useCampaignList } from '@/features/campaigns/hooks/use-campaign-list'\nexport const x = [PostsManager, useCampaignList]\n",
    )
    expect(own).toEqual([])
    expect(app).toEqual([])
  })

  it.each([
    ['a server module by path', '../../../supabase/functions/_shared/require-admin.ts'],
    ['a function handler', '../../../supabase/functions/stripe-webhook/handler.ts'],
    ['a server module through @shared', '@shared/../service-client.ts'],
  ])('refuses a browser import of %s', async (_, source) => {
    const messages = await restrictedImports(
      'src/features/credits/api/fixture.ts',
      `import * as server from '${source}'\nexport const x = server\n`,
    )
    expect(messages).toEqual([expect.stringMatching(/server modules stay on the server/)])
  })

  it("keeps the local stack off the app's src/, and lets it import its own src/", async () => {
    const stackFile = 'supabase/local/bench/fixture.ts'
    const app = await restrictedImports(
      stackFile,
      "import { uploadVideo } from '../../../src/features/uploads/lib/upload-video.ts'\nimport { cn } from '@/lib/utils'\nexport const x = [uploadVideo, cn]\n",
    )
    const own = await restrictedImports(
      stackFile,
      "import { startLocalStack } from '../src/index.ts'\nexport const x = startLocalStack\n",
    )
    expect(app).toEqual([
      expect.stringMatching(/local stack imports nothing from the app/),
      expect.stringMatching(/local stack imports nothing from the app/),
    ])
    expect(own).toEqual([])
  })

  it('refuses an @shared import spelt with its extension in src', async () => {
    const messages = await restrictedImports(
      'src/features/blog/lib/fixture.ts',
      "import { slugify } from '@shared/slugify.ts'\nexport const x = slugify\n",
    )
    expect(messages).toEqual([expect.stringMatching(/without the extension/)])
  })
})
