// Issue 28's transactional email, end to end through the local stack: the functions called
// with supabase-js as the site calls them, the mail read from the stack's catcher as a
// recipient would, the outbox worker called as Supabase Cron calls it.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { parseWorkshopAccess } from '@shared/workshop-access'
import {
  SEED_ADMIN,
  signIn,
  testClient,
  useTestStack,
} from '@local-stack/tests/support/test-stack.ts'
import { latestMailTo, mailTo, setEmailOutage } from '@local-stack/tests/support/mail-catcher.ts'

const SITE_URL = 'https://site.example.test'
const workshop = 'Identity Resolution Workshop'
const stack = useTestStack({ functionSecrets: { SITE_URL } })

const uniqueEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`

async function register(name: string, email: string) {
  const visitor = testClient(stack.url, stack.anonKey)
  return visitor.functions.invoke('register-webinar', {
    body: { name, email, webinar_title: workshop },
  })
}

/** What the workshop page does with the link's `access` parameter, from a fresh client. */
async function openLink(link: string) {
  const access = parseWorkshopAccess(new URL(link).searchParams.get('access'))
  if (!access) return null
  const fresh = testClient(stack.url, stack.anonKey)
  const { data, error } = await fresh.rpc('workshop_access', {
    p_link_id: access.linkId,
    p_token: access.token,
  })
  expect(error).toBeNull()
  return data
}

async function accessLinkIn(email: string): Promise<string> {
  const message = await latestMailTo(stack.url, email)
  const link = message.links.find((l) => l.startsWith(`${SITE_URL}/workshop?access=`))
  if (!link) throw new Error(`no workshop link in ${JSON.stringify(message.links)}`)
  return link
}

/** The outbox worker, as Supabase Cron runs it (the secret key as apikey and bearer). */
async function runWorker() {
  const response = await fetch(`${stack.url}/functions/v1/email-outbox`, {
    method: 'POST',
    headers: {
      apikey: stack.secretKey,
      Authorization: `Bearer ${stack.secretKey}`,
      'Content-Type': 'application/json',
    },
    body: '{}',
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { sent: number; failed: number; refused: number }
}

describe('workshop confirmation', () => {
  it('arrives with a personal link that unlocks the workshop from a fresh client', async () => {
    const email = uniqueEmail('grace')
    const { error, data } = await register('Grace Hopper', email)
    expect(error).toBeNull()
    // A new registration's answer carries its personal link, as the email does.
    expect(data).toEqual({ success: true, access: expect.stringMatching(/^[0-9a-f-]{36}\./) })

    const message = await latestMailTo(stack.url, email)
    expect(message.to).toEqual([email])
    expect(message.subject).toBe(`Your link to the ${workshop}`)
    expect(message.html).toContain('Hi Grace Hopper,')
    expect(message.text).toContain(`You are registered for the ${workshop}.`)
    const link = await accessLinkIn(email)
    expect(message.text).toContain(link)
    expect(link).toContain(`access=${encodeURIComponent(String(data?.access))}`)
    expect(await openLink(link)).toBe(workshop)
  })

  it('re-sends a new link on a repeat registration an hour later, without a second row', async () => {
    const email = uniqueEmail('ada')
    expect((await register('Ada Lovelace', email)).error).toBeNull()
    const first = await accessLinkIn(email)
    // The hour since the first link, elapsed.
    await stack.sql(
      `update private.workshop_access_links l set created_at = now() - interval '61 minutes'
       from public."Webinar Registration" r where r.id = l.registration_id and r."Email" = $1`,
      [email],
    )
    const again = await register('Ada Lovelace', email.toUpperCase())
    expect(again.error).toBeNull()
    expect(again.response?.status).toBe(200)
    await expect.poll(async () => (await mailTo(stack.url, email)).length).toBe(2)
    const second = await accessLinkIn(email)
    expect(second).not.toBe(first)
    const rows = await stack.sql(
      'select count(*)::int as n from public."Webinar Registration" where lower("Email") = lower($1)',
      [email],
    )
    expect(rows).toEqual([{ n: 1 }])
    expect(await openLink(first)).toBe(workshop)
    expect(await openLink(second)).toBe(workshop)
  })

  it('mails a stranger once an hour however often their address is registered, and says so', async () => {
    const email = uniqueEmail('stranger')
    expect((await register('Sam Stranger', email)).response?.status).toBe(201)
    for (let i = 0; i < 3; i++) {
      const again = await register('Sam Stranger', email)
      expect(again.error).toBeNull()
      expect(again.data).toEqual({
        success: true,
        emailed: false,
        message:
          'You are already registered, and your personal link was emailed less than an hour ago: please check your inbox (and spam folder). Nothing new was sent.',
      })
    }
    expect(await runWorker()).toMatchObject({ failed: 0 })
    expect(await mailTo(stack.url, email)).toHaveLength(1)
    const queued = await stack.sql(
      'select count(*)::int as n from private.email_outbox where $1 = any(to_addresses)',
      [email],
    )
    expect(queued).toEqual([{ n: 1 }])
    // This file's other tests register from the same address: give them its per-minute budget back.
    await stack.sql(`delete from private.rate_limit_hits where bucket = 'register-webinar'`)
  })

  it('refuses a title the site does not offer: no caller text in a subject from the brand', async () => {
    const email = uniqueEmail('phished')
    const visitor = testClient(stack.url, stack.anonKey)
    const { response } = await visitor.functions.invoke('register-webinar', {
      body: {
        name: 'Pat Target',
        email,
        webinar_title: 'URGENT: your account is suspended. Verify now at secure-login.example.com',
      },
    })
    expect(response?.status).toBe(400)
    expect(await response?.json()).toEqual({
      error: 'webinar_title: webinar_title must be a workshop this site offers',
    })
    expect(await mailTo(stack.url, email)).toEqual([])
  })

  it('refuses a forged link, an expired one, and one registration’s token on another’s link', async () => {
    const [a, b] = [uniqueEmail('alan'), uniqueEmail('barbara')]
    expect((await register('Alan Turing', a)).error).toBeNull()
    expect((await register('Barbara Liskov', b)).error).toBeNull()
    const linkA = parseWorkshopAccess(new URL(await accessLinkIn(a)).searchParams.get('access'))
    const linkB = parseWorkshopAccess(new URL(await accessLinkIn(b)).searchParams.get('access'))
    if (!linkA || !linkB) throw new Error('links expected')
    const url = (linkId: string, token: string) => `${SITE_URL}/workshop?access=${linkId}.${token}`

    // Each email goes to its own registrant and names nobody else.
    expect((await latestMailTo(stack.url, a)).html).not.toContain('Barbara')
    expect(await openLink(url(linkA.linkId, 'f'.repeat(43)))).toBeNull()
    expect(await openLink(url(randomUUID(), linkA.token))).toBeNull()
    expect(await openLink(url(linkB.linkId, linkA.token))).toBeNull()
    expect(await openLink(url(linkA.linkId, linkA.token))).toBe(workshop)

    await stack.sql(
      `update private.workshop_access_links set expires_at = now() - interval '1 second' where id = $1`,
      [linkA.linkId],
    )
    expect(await openLink(url(linkA.linkId, linkA.token))).toBeNull()
  })
})

describe('contact notification', () => {
  it('tells the admins, with the subject, an inbox link and the visitor’s text escaped', async () => {
    const visitor = testClient(stack.url, stack.anonKey)
    const subject = `Pricing <b>now</b> ${randomUUID().slice(0, 8)}`
    const { error } = await visitor.functions.invoke('submit-contact', {
      body: {
        name: 'Dana Reyes',
        email: 'dana@example.com',
        subject,
        message: '<script>alert(1)</script> Do you offer white-label plans?',
      },
    })
    expect(error).toBeNull()
    await expect
      .poll(async () => (await mailTo(stack.url, 'admin@example.com'))[0]?.subject)
      .toBe(`New contact message: ${subject}`)
    const message = await latestMailTo(stack.url, 'admin@example.com')
    expect(message.reply_to).toEqual(['dana@example.com'])
    expect(message.links).toContain(`${SITE_URL}/admin-portal#inbox`)
    expect(message.html).not.toContain('<script>')
    expect(message.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(message.html).toContain('Pricing &lt;b&gt;now&lt;/b&gt;')
    expect(message.text).toContain('<script>alert(1)</script> Do you offer white-label plans?')
  })
})

describe('a provider outage', () => {
  it('fails no request, shows the backlog to admins, and delivers once after recovery', async () => {
    const email = uniqueEmail('outage')
    const subject = `During the outage ${randomUUID().slice(0, 8)}`
    await setEmailOutage(stack.url, 503)
    try {
      const registered = await register('Olga Outage', email)
      expect(registered.error).toBeNull()
      expect(registered.response?.status).toBe(201)
      const contacted = await testClient(stack.url, stack.anonKey).functions.invoke(
        'submit-contact',
        { body: { name: 'Olga', email, subject, message: 'Still there?' } },
      )
      expect(contacted.error).toBeNull()
      expect(await runWorker()).toMatchObject({ sent: 0 })
    } finally {
      await setEmailOutage(stack.url, null)
    }
    expect(await mailTo(stack.url, email)).toEqual([])

    const { client: admin } = await signIn(testClient(stack.url, stack.anonKey), SEED_ADMIN)
    const backlog = await admin.rpc('email_outbox_backlog')
    expect(backlog.error).toBeNull()
    expect(backlog.data?.[0]?.undelivered).toBeGreaterThanOrEqual(2)
    expect(backlog.data?.[0]?.last_error).toContain('503')
    const visitorView = await testClient(stack.url, stack.anonKey).rpc('email_outbox_backlog')
    expect(visitorView.error?.code).toBe('42501')

    // The back-off's wait, elapsed.
    await stack.sql(
      `update private.email_outbox set next_attempt_at = now() where status = 'pending'`,
    )
    const recovered = await runWorker()
    expect(recovered.sent).toBeGreaterThanOrEqual(2)
    expect(await runWorker()).toEqual({ sent: 0, failed: 0, refused: 0 })
    expect(await mailTo(stack.url, email)).toHaveLength(1)
    const admins = await mailTo(stack.url, 'admin@example.com')
    expect(admins.filter((m) => m.subject === `New contact message: ${subject}`)).toHaveLength(1)
    expect((await admin.rpc('email_outbox_backlog')).data?.[0]?.undelivered).toBe(0)
  })

  it('sends nothing twice when the provider took an email whose success was never recorded', async () => {
    const email = uniqueEmail('crash')
    expect((await register('Carl Crash', email)).error).toBeNull()
    await latestMailTo(stack.url, email)
    // The worker died between the provider's answer and recording it: the row is due again,
    // and the retry carries the same Idempotency-Key (the row id).
    await stack.sql(
      `update private.email_outbox set status = 'pending', sent_at = null, next_attempt_at = now()
       where $1 = any(to_addresses)`,
      [email],
    )
    expect((await runWorker()).sent).toBeGreaterThanOrEqual(1)
    expect(await mailTo(stack.url, email)).toHaveLength(1)
  })

  it('keeps an email the provider refuses for good as refused: never retried, shown to admins', async () => {
    const subject = `Refused ${randomUUID()}`
    // An address the provider refuses (422 validation_error), as a typo that passed a form.
    await stack.sql(
      `insert into private.email_outbox (kind, to_addresses, subject, html, text)
       values ('contact_notification', array['not-an-address'], $1, '<p>x</p>', 'x')`,
      [subject],
    )
    expect((await runWorker()).refused).toBe(1)
    const row = async () =>
      (
        await stack.sql<{ status: string; attempts: number; last_error: string }>(
          `select status, attempts, last_error from private.email_outbox where subject = $1`,
          [subject],
        )
      )[0]
    expect(await row()).toMatchObject({ status: 'refused', attempts: 1 })
    expect((await row())?.last_error).toContain('email API answered 422')

    // Due again by the clock, it is not claimed: nothing more is sent or tried.
    await stack.sql(`update private.email_outbox set next_attempt_at = now() where subject = $1`, [
      subject,
    ])
    expect((await runWorker()).refused).toBe(0)
    expect(await row()).toMatchObject({ status: 'refused', attempts: 1 })

    const { client: admin } = await signIn(testClient(stack.url, stack.anonKey), SEED_ADMIN)
    const backlog = (await admin.rpc('email_outbox_backlog')).data?.[0]
    expect(backlog?.refused).toBeGreaterThanOrEqual(1)
    expect(backlog?.last_refusal).toContain(
      'The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.',
    )
  })
})
