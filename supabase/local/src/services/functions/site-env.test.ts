import { describe, expect, it } from 'vitest'
import { localSiteEnv } from './site-env.ts'

describe('the local site origins of the functions', () => {
  it('are the dev server, with the preview server allowed, unless SITE_URL is set', () => {
    expect(localSiteEnv({})).toEqual({
      SITE_URL: 'http://127.0.0.1:5173',
      SITE_URL_ALLOWLIST: 'http://127.0.0.1:4173,http://localhost:5173,http://localhost:4173',
    })
    expect(localSiteEnv({ SITE_URL: 'http://127.0.0.1:4206' })).toEqual({})
  })
})
