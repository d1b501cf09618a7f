import { expect, test } from '@playwright/test'
import { openAdminNav, signInAsAdmin, watchPage } from './support'

// The e2e stack's functions write with a fake OpenAI-compatible provider (scripts/e2e-stack.ts)
// that takes 1.5 s per article, so the 'being generated' state is there to be seen.
test('an admin creates a campaign, watches its draft arrive, pauses, resumes and runs it now', async ({
  page,
}, testInfo) => {
  // Two background generations through the Deno host. The first call loads the function
  // (supabase-js, zod, the sanitiser): about 5 s alone, far more beside a full run.
  test.setTimeout(150_000)
  const watch = await watchPage(page)
  await signInAsAdmin(page)
  const nav = await openAdminNav(page)
  await nav.getByRole('link', { name: 'Campaigns' }).click()
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible()

  await page.getByRole('button', { name: 'New Campaign' }).click()
  const dialog = page.getByRole('dialog', { name: 'New Campaign' })
  await expect(dialog.getByLabel('Posts per period')).toHaveValue('1')
  await expect(dialog.getByLabel('Period', { exact: true })).toHaveValue('week')
  await expect(dialog.getByLabel('Post length')).toHaveValue('medium')
  await dialog.getByRole('button', { name: 'Create Campaign' }).click()
  await expect(dialog.getByText('Name is required')).toBeVisible()

  // A retry makes a campaign of its own: the first try's card keeps its name.
  const name = `Browser campaign ${testInfo.project.name}${testInfo.retry ? ` ${testInfo.retry}` : ''}`
  const keyword = `pixel tracking ${testInfo.project.name}`
  await dialog.getByLabel('Name', { exact: true }).fill(name)
  await dialog.getByLabel('Keywords').fill(`${keyword}, lead scoring`)
  await dialog.getByRole('button', { name: 'Create Campaign' }).click()
  await expect(page.getByText('Campaign created successfully')).toBeVisible()
  await expect(dialog).toBeHidden()

  const card = page.getByRole('article', { name })
  await expect(card.getByText('Being generated')).toBeVisible()
  await expect(page.getByText('Article generation initiated')).toBeVisible({ timeout: 60_000 })

  // The draft arrives over realtime: no reload.
  const draft = card.getByRole('link', { name: new RegExp(`^${keyword}: a practical guide`, 'i') })
  await expect(draft).toBeVisible({ timeout: 20_000 })
  await expect(card.getByText('(Draft)')).toBeVisible()
  await expect(card.getByText('Being generated')).toBeHidden()
  await expect(card.getByText('succeeded')).toBeVisible()
  await expect(draft).toHaveAttribute('href', /^\/admin-portal\/blog\?post=[0-9a-f-]{36}$/)

  // Pause and resume, then one more article now: the campaign's next keyword.
  await card.getByRole('button', { name: 'Pause' }).click()
  await expect(page.getByText('Campaign paused')).toBeVisible()
  await expect(card.getByText('Next run: none')).toBeVisible()
  await card.getByRole('button', { name: 'Resume' }).click()
  await expect(page.getByText('Campaign resumed')).toBeVisible()
  // The toasts sit over the first card's buttons at 1280 px and stay while the pointer is on
  // them: move it away and let them go, as a person would before the next click.
  await page.mouse.move(0, 0)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  await card.getByRole('button', { name: 'Run now' }).click()
  await expect(card.getByRole('link', { name: /^lead scoring: a practical guide/i })).toBeVisible({
    timeout: 20_000,
  })
  watch.expectNoErrors()
})
