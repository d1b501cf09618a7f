// The workshop follow-ups on the local stack, with an injected clock: the real register-webinar,
// the workshop-followups handler on the stack's database, the outbox sending to the mail
// catcher, and the real email-unsubscribe function taking RFC 8058's one-click POST (and a GET,
// as a mail scanner opens the link, changing nothing).
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { testClient, useTestStack } from '@local-stack/tests/support/test-stack.ts'
import { latestMailTo, mailTo } from '@local-stack/tests/support/mail-catcher.ts'
import { mailCatcherEnv } from '../supabase/local/src/services/mail/keys.ts'
import type { Database } from '../supabase/functions/_shared/database.types.ts'
import { databaseDeps as playerDeps } from '../supabase/functions/workshop-player/deps.ts'
import { createHandler as playerHandler } from '../supabase/functions/workshop-player/handler.ts'
import { databaseDeps } from '../supabase/functions/workshop-followups/deps.ts'
import { createHandler } from '../supabase/functions/workshop-followups/handler.ts'

const SITE = 'http://127.0.0.1:5173'
const HOUR = 60 * 60 * 1000
const stack = useTestStack()

async function register(email: string): Promise<string> {
  const visitor = testClient(stack.url, stack.anonKey)
  const { data, error } = await visitor.functions.invoke<{ access: string }>('register-webinar', {
    body: { name: 'Grace', email, webinar_title: 'Identity Resolution Workshop' },
  })
  if (error || !data) throw error ?? new Error('no answer')
  return data.access
}

const serviceDb = (): SupabaseClient<Database> =>
  createClient<Database>(stack.url, stack.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  })

/** One run of workshop-followups at `now`, as the scheduler calls it. */
async function runFollowups(now: Date) {
  const env = { SUPABASE_URL: stack.url, SITE_URL: SITE, ...mailCatcherEnv(stack.url, {}) }
  const deps = { ...databaseDeps(serviceDb(), env, () => now), isScheduler: () => true }
  const response = await createHandler(deps)(
    new Request('http://fn.test/workshop-followups', { method: 'POST' }),
  )
  return { status: response.status, body: await response.json() }
}

/** 15 s of play reported at `at` (the player opened 15 s before). */
async function watchBriefly(access: string, at: Date) {
  const clock = { now: new Date(at.getTime() - 15_000) }
  const handler = playerHandler(playerDeps(serviceDb(), () => clock.now))
  const call = (body: object) =>
    handler(
      new Request('http://fn.test/workshop-player', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    )
  await call({ action: 'open', access })
  clock.now = at
  const report = await (await call({ action: 'report', access, played: 15 })).json()
  expect(report).toMatchObject({ credited: 15 })
}

const followupsTo = async (address: string) =>
  (await mailTo(stack.url, address)).filter((m) => !m.subject.startsWith('Your link'))

describe('workshop follow-ups', () => {
  it('reminds, resumes, carries both unsubscribe headers, and stops after a one-click unsubscribe, not after a GET', async () => {
    const start = new Date()
    const idle = `idle-${start.getTime()}@example.com`
    const paused = `paused-${start.getTime()}@example.com`
    const scanned = `scanned-${start.getTime()}@example.com`
    const idleAccess = await register(idle)
    const pausedAccess = await register(paused)
    const scannedAccess = await register(scanned)
    await watchBriefly(pausedAccess, new Date(start.getTime() + HOUR))

    // 23 hours on: nothing is due yet for either (the seeded registrations may get theirs).
    expect((await runFollowups(new Date(start.getTime() + 23 * HOUR))).status).toBe(200)
    expect(await followupsTo(idle)).toEqual([])
    expect(await followupsTo(paused)).toEqual([])
    const later = new Date(start.getTime() + 26 * HOUR)
    const run = await runFollowups(later)
    expect(run.status).toBe(200)
    expect(run.body.queued).toBeGreaterThanOrEqual(3)

    const reminder = await latestMailTo(stack.url, idle)
    expect(reminder.subject).toBe('Your seat at the Identity Resolution Workshop is waiting')
    const unsubscribe = reminder.headers['List-Unsubscribe'] ?? ''
    expect(unsubscribe).toMatch(
      new RegExp(`^<${stack.url}/functions/v1/email-unsubscribe\\?token=[A-Za-z0-9_-]{43}>$`),
    )
    expect(reminder.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const unsubscribeUrl = unsubscribe.slice(1, -1)
    const unsubscribeToken = new URL(unsubscribeUrl).searchParams.get('token')
    // The body's link is the site's page, which asks first.
    expect(reminder.text).toContain(
      `Unsubscribe from these reminders: ${SITE}/unsubscribe?token=${unsubscribeToken}`,
    )
    expect(reminder.text).toMatch(new RegExp(`${SITE}/workshop\\?access=[0-9a-f-]{36}\\.`))

    const resume = await latestMailTo(stack.url, paused)
    expect(resume.subject).toBe('Pick up where you left off: Identity Resolution Workshop')
    expect(resume.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    // The email's personal link opens the paused viewer's registration.
    const link = /\/workshop\?access=([\w.-]+)/.exec(resume.text)?.[1] ?? ''
    const [linkId = '', token = ''] = link.split('.')
    const opened = await serviceDb().rpc('workshop_registration', {
      p_link_id: linkId,
      p_token: token,
    })
    const [pausedLink = '', pausedToken = ''] = pausedAccess.split('.')
    const original = await serviceDb().rpc('workshop_registration', {
      p_link_id: pausedLink,
      p_token: pausedToken,
    })
    expect(opened.data).toBe(original.data)

    // Each at most once.
    expect((await runFollowups(later)).body).toEqual({ queued: 0 })

    // The mail client's one-click unsubscribe: a POST without any key.
    const oneClick = await fetch(unsubscribeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect(await oneClick.json()).toEqual({
      message: 'You are unsubscribed. You will get no more workshop emails.',
    })

    // A mail scanner opens the third registrant's link: sent on to the page, nothing recorded.
    const scannedLink =
      (await latestMailTo(stack.url, scanned)).headers['List-Unsubscribe']?.slice(1, -1) ?? ''
    const scan = await fetch(scannedLink, { redirect: 'manual' })
    expect(scan.status).toBe(303)
    expect(scan.headers.get('location')).toMatch(
      new RegExp(`/unsubscribe\\?token=${new URL(scannedLink).searchParams.get('token')}$`),
    )
    await watchBriefly(scannedAccess, new Date(start.getTime() + 27 * HOUR))

    // The idle registrant starts, then stops: a resume would be due, but the address is out.
    await watchBriefly(idleAccess, new Date(start.getTime() + 27 * HOUR))
    expect((await runFollowups(new Date(start.getTime() + 52 * HOUR))).status).toBe(200)
    expect((await followupsTo(idle)).map((m) => m.subject)).toEqual([
      'Your seat at the Identity Resolution Workshop is waiting',
    ])
    expect((await followupsTo(scanned)).map((m) => m.subject).sort()).toEqual([
      'Pick up where you left off: Identity Resolution Workshop',
      'Your seat at the Identity Resolution Workshop is waiting',
    ])

    const unknown = await fetch(
      `${stack.url}/functions/v1/email-unsubscribe?token=${'x'.repeat(43)}`,
      { method: 'POST', body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) },
    )
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({
      error: 'This unsubscribe link is not valid. If you keep receiving reminders, reply to one.',
    })
  })
})
