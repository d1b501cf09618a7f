import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import {
  SEED_ADMIN,
  signIn,
  testClient,
  useTestStack,
} from '@local-stack/tests/support/test-stack.ts'
import type { Database } from '../supabase/functions/_shared/database.types.ts'
import { databaseDeps } from '../supabase/functions/workshop-player/deps.ts'
import { createHandler } from '../supabase/functions/workshop-player/handler.ts'

const workshop = 'Identity Resolution Workshop'
const stack = useTestStack()

/** A new registration through the real register-webinar; its answer carries the access. */
async function register(email: string): Promise<string> {
  const visitor = testClient(stack.url, stack.anonKey)
  const { data, error } = await visitor.functions.invoke<{ access: string }>('register-webinar', {
    body: { name: 'Viewer', email, webinar_title: workshop },
  })
  if (error || !data) throw error ?? new Error('no answer')
  return data.access
}

/** workshop-player's handler on the stack's database, with a clock the test moves. */
function playerAt(start: Date) {
  const clock = { now: start }
  const db: SupabaseClient<Database> = createClient<Database>(stack.url, stack.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const handler = createHandler(databaseDeps(db, () => clock.now))
  const call = async (body: Record<string, unknown>) => {
    const res = await handler(
      new Request('http://fn.test/workshop-player', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    )
    return { status: res.status, body: await res.json() }
  }
  const advance = (seconds: number) => {
    clock.now = new Date(clock.now.getTime() + seconds * 1000)
  }
  return { call, advance }
}

describe('workshop-player: watch time the server can trust', () => {
  it('credits a claim of 3,000 s at once only the 15 s that passed: no offer', async () => {
    const access = await register('claims-a-lot@example.com')
    const player = playerAt(new Date('2026-11-30T10:00:00Z'))
    expect((await player.call({ action: 'open', access })).body).toMatchObject({
      watchedSeconds: 0,
      offerUnlocked: false,
    })
    player.advance(15)
    expect(await player.call({ action: 'report', access, played: 3000 })).toEqual({
      status: 200,
      body: { credited: 15, watchedSeconds: 15, offerUnlocked: false },
    })
    // A seek right after: a second passed, so at most a second counts.
    player.advance(1)
    expect((await player.call({ action: 'report', access, played: 600 })).body).toEqual({
      credited: 1,
      watchedSeconds: 16,
      offerUnlocked: false,
    })
  })

  it('unlocks the offer at the 180th report of 15 s, and keeps it on another device', async () => {
    const access = await register('watches-it-all@example.com')
    const player = playerAt(new Date('2026-11-30T11:00:00Z'))
    await player.call({ action: 'open', access })
    let last = { credited: 0, watchedSeconds: 0, offerUnlocked: false }
    for (let report = 1; report <= 180; report++) {
      player.advance(15)
      const answer = await player.call({ action: 'report', access, played: 15 })
      last = answer.body
      if (report === 179)
        expect(last).toEqual({ credited: 15, watchedSeconds: 2685, offerUnlocked: false })
    }
    expect(last).toEqual({ credited: 15, watchedSeconds: 2700, offerUnlocked: true })
    // A pause of a day adds nothing: only the played seconds count.
    player.advance(24 * 60 * 60)
    expect((await player.call({ action: 'report', access, played: 5 })).body).toEqual({
      credited: 5,
      watchedSeconds: 2705,
      offerUnlocked: true,
    })
    const elsewhere = playerAt(new Date('2026-12-01T12:00:00Z'))
    expect((await elsewhere.call({ action: 'open', access })).body).toEqual({
      video: { kind: 'youtube' },
      watchedSeconds: 2705,
      offerUnlocked: true,
    })
    const rows = await stack.sql(
      `select p.watched_seconds::float8 as watched, p.started_at is not null as started,
              p.offer_reached_at is not null as reached
       from public.workshop_progress p
       join public."Webinar Registration" r on r.id = p.registration_id
       where r."Email" = $1`,
      ['watches-it-all@example.com'],
    )
    expect(rows).toEqual([{ watched: 2705, started: true, reached: true }])
  })
})

describe('workshop-player through the local stack: the server gate', () => {
  it('opens nothing for a forged or malformed link', async () => {
    const visitor = testClient(stack.url, stack.anonKey)
    const forged = `${crypto.randomUUID()}.${'a'.repeat(43)}`
    for (const access of [forged, 'workshopRegistration']) {
      const { response } = await visitor.functions.invoke('workshop-player', {
        body: { action: 'open', access },
      })
      expect(response?.status).toBe(404)
      expect(await response?.json()).toEqual({
        error:
          'This link has expired or is not valid. Register again and we will email you a new one.',
      })
    }
  })

  it("plays the admin's chosen library video by a link signed for at most an hour", async () => {
    const { client: admin } = await signIn(testClient(stack.url, stack.anonKey), SEED_ADMIN)
    const bytes = new TextEncoder().encode('webm-bytes-for-the-gate')
    const stored = await admin.storage
      .from('videos')
      .upload('library/gate-test.webm', bytes, { contentType: 'video/webm' })
    expect(stored.error).toBeNull()
    const details = await admin.from('video_details').upsert({
      name: 'gate-test.webm',
      duration_seconds: 3,
      poster: 'data:image/jpeg;base64,AAAA',
    })
    expect(details.error).toBeNull()
    const chosen = await admin
      .from('workshop_settings')
      .update({ video_name: 'gate-test.webm' })
      .eq('id', true)
    expect(chosen.error).toBeNull()

    const access = await register('plays-the-upload@example.com')
    const visitor = testClient(stack.url, stack.anonKey)
    const { data, error } = await visitor.functions.invoke('workshop-player', {
      body: { action: 'open', access },
    })
    expect(error).toBeNull()
    expect(data).toEqual({
      video: {
        kind: 'upload',
        url: expect.stringContaining(
          '/storage/v1/object/sign/videos/library/gate-test.webm?token=',
        ),
        poster: 'data:image/jpeg;base64,AAAA',
        durationSeconds: 3,
        expiresInSeconds: 3600,
      },
      watchedSeconds: 0,
      offerUnlocked: false,
    })
    const token = new URL(data.video.url).searchParams.get('token') ?? ''
    const claims = JSON.parse(atob(token.split('.')[1] ?? '')) as { iat: number; exp: number }
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(3600)
    const played = await fetch(data.video.url)
    expect(new Uint8Array(await played.arrayBuffer())).toEqual(bytes)
    // The bucket stays private: the object is not public.
    const anonymous = await fetch(
      `${stack.url}/storage/v1/object/public/videos/library/gate-test.webm`,
    )
    expect(anonymous.status).toBeGreaterThanOrEqual(400)
  })
})
