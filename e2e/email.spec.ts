import { randomBytes, randomUUID } from 'node:crypto'
import { request } from 'node:http'
import { expect, test } from '@playwright/test'
import { z } from 'zod'
import { DEMO_ANON_KEY } from '../supabase/local/src/keys/keys.ts'
import { latestMailTo, setEmailOutage } from '../supabase/local/tests/support/mail-catcher.ts'
import { gotoHydrated, signInAsAdmin, STACK_URL, stackRequest, watchPage } from './support'
import { fakeYouTubeApi } from './youtube-stub'

// The workshop email as its recipients meet it: the workshop link opened on another device (a
// fresh browser context), the unsubscribe page, and the portal's notice while mail is undelivered.
const workshop = 'Identity Resolution Workshop'

/**
 * Calls a function as a visitor of its own: from another loopback address (Linux routes all of
 * 127.0.0.0/8 to this machine), so the functions' per-address limits count it apart from the
 * browser tests, which all come from 127.0.0.1. The stack takes the peer address, never a header.
 */
function callFunction(name: string, body: unknown): Promise<number> {
  const payload = JSON.stringify(body)
  const visitor = `127.0.0.${2 + Math.floor(Math.random() * 250)}`
  return new Promise((resolve, reject) => {
    const call = request(
      `${STACK_URL}/functions/v1/${name}`,
      {
        method: 'POST',
        localAddress: visitor,
        headers: {
          apikey: DEMO_ANON_KEY,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    call.on('error', reject)
    call.end(payload)
  })
}

/** Registers `email` for the workshop as a visitor of its own (see callFunction). */
async function registerAs(email: string) {
  expect(
    await callFunction('register-webinar', {
      name: 'Ada Lovelace',
      email,
      webinar_title: workshop,
    }),
  ).toBe(201)
}

/** The link of the newest workshop email to `address`, read from the stack's mail catcher. */
async function workshopLink(address: string): Promise<string> {
  const { links } = await latestMailTo(STACK_URL, address)
  const link = links.find((l) => l.includes('/workshop?access='))
  if (!link) throw new Error(`no workshop link in ${links.join(', ')}`)
  return link
}

test('the emailed workshop link unlocks the video in a fresh browser', async ({
  browser,
}, testInfo) => {
  const email = `link-${testInfo.project.name}-${randomUUID().slice(0, 8)}@example.com`
  await registerAs(email)
  const link = new URL(await workshopLink(email))

  // Another device: nothing remembered, only the link.
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined })
  const page = await context.newPage()
  const watch = await watchPage(page)
  await page.route('https://www.youtube.com/iframe_api**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: fakeYouTubeApi(2700) }),
  )
  await gotoHydrated(page, `${link.pathname}${link.search}`)
  await expect(
    page.getByText('Welcome back! The training is unlocked on this device.'),
  ).toBeVisible()
  await expect(page.getByRole('dialog', { name: /Register to watch/ })).toHaveCount(0)
  // The YouTube fallback, or the library video an admin chose (another test may choose one).
  await expect(
    page.locator('#workshop-youtube-player iframe').or(page.getByLabel('Training video')),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/workshop$/)
  watch.expectNoErrors()
  await context.close()
})

test('a forged workshop link unlocks nothing and says so', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined })
  const page = await context.newPage()
  await watchPage(page)
  await gotoHydrated(page, `/workshop?access=${randomUUID()}.${'f'.repeat(43)}`)
  await expect(
    page.getByText(
      'This link has expired or is not valid. Register again and we will email you a new one.',
    ),
  ).toBeVisible()
  await expect(page.getByRole('dialog', { name: /Register to watch/ })).toBeVisible()
  await context.close()
})

test('the inbox tells admins about mail that is not delivered yet', async ({ page }, testInfo) => {
  const subject = `Outage ${testInfo.project.name} ${randomUUID().slice(0, 8)}`
  await setEmailOutage(STACK_URL, 503)
  try {
    const status = await callFunction('submit-contact', {
      name: 'Olga',
      email: 'olga@example.com',
      subject,
      message: 'Sent while the email provider is down.',
    })
    // The visitor's message is saved whatever the provider does.
    expect(status).toBe(201)
  } finally {
    await setEmailOutage(STACK_URL, null)
  }
  await signInAsAdmin(page)
  const notice = page.getByRole('status').filter({ hasText: /not delivered yet/ })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('retried automatically; nothing is lost')
  await expect(notice).toContainText('Last error: email API answered 503')
  await notice.scrollIntoViewIfNeeded()
  const box = await notice.boundingBox()
  const width = page.viewportSize()?.width ?? 0
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true)
  await expect(page.getByRole('table', { name: 'Inbox' }).getByText(subject)).toBeVisible()
})

/** A follow-up queued for `email`'s registration as workshop-followups queues it. */
async function queueFollowup(email: string, kind: 'reminder' | 'resume', unsubscribeToken: string) {
  // The registration, found by its confirmation email's personal link.
  const access = new URL(await workshopLink(email)).searchParams.get('access') ?? ''
  const [linkId, token] = access.split('.')
  const found = await stackRequest('service', '/rest/v1/rpc/workshop_registration', {
    method: 'POST',
    body: { p_link_id: linkId, p_token: token },
  })
  const registration = z.string().parse(await found.json())
  const response = await stackRequest('service', '/rest/v1/rpc/enqueue_workshop_followup', {
    method: 'POST',
    body: {
      p_registration_id: registration,
      p_kind: kind,
      p_link_id: randomUUID(),
      p_link_token: randomBytes(32).toString('base64url'),
      p_link_expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      p_unsubscribe_token: unsubscribeToken,
      p_email_subject: `Follow-up (${kind})`,
      p_email_html: '<p>Follow-up</p>',
      p_email_text: 'Follow-up',
      p_headers: {},
    },
  })
  expect(response.status).toBe(200)
  // The outbox row's id, or null when the address is unsubscribed.
  return z
    .string()
    .nullable()
    .parse(await response.json())
}

test('the unsubscribe link asks first, and its one button unsubscribes', async ({
  page,
}, testInfo) => {
  const watched = await watchPage(page)
  const email = `unsub-${testInfo.project.name}-${randomUUID().slice(0, 8)}@example.com`
  await registerAs(email)
  const token = randomBytes(32).toString('base64url')
  expect(await queueFollowup(email, 'reminder', token)).not.toBeNull()

  await gotoHydrated(page, `/unsubscribe?token=${token}`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unsubscribe from workshop emails?' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'You are unsubscribed. You will get no more workshop emails.',
    }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0)
  // The address gets no further follow-up.
  expect(await queueFollowup(email, 'resume', randomBytes(32).toString('base64url'))).toBeNull()
  watched.expectNoErrors()
})

test('an unsubscribe link nobody was sent says so and changes nothing', async ({ page }) => {
  await watchPage(page)
  const invalid =
    'This unsubscribe link is not valid. If you keep receiving reminders, reply to one.'
  await gotoHydrated(page, `/unsubscribe?token=${'x'.repeat(43)}`)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('alert').filter({ hasText: invalid })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled()

  // A malformed token is refused before any button.
  await gotoHydrated(page, '/unsubscribe?token=abc')
  await expect(page.getByRole('heading', { level: 1, name: invalid })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0)
})
