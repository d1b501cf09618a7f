import { mailSettings } from '../_shared/email/mail-env.ts'
import { serviceClient } from '../_shared/service-client.ts'
import type { Deps } from './handler.ts'

export function createDeps(env: Record<string, string | undefined>): Deps {
  const db = serviceClient(env)
  return {
    siteUrl: mailSettings(env).siteUrl,
    async unsubscribe(token) {
      const { data, error } = await db.rpc('unsubscribe_email', { p_token: token })
      if (error) throw new Error(error.message)
      return data
    },
  }
}
