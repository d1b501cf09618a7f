// What a visitor and an admin do on the site, as npm run bench:interactions performs it. Each
// interaction starts on a fresh page once it is quiet: `prepare` brings the page to where the
// interaction starts (not measured: scrolling a section into view, opening the editor), `act` is
// the interaction measured. Typing is a tap on the field and then one key at a time, at a fast
// typist's pace, so that the first keystroke's cost is in the figure.
import type { Locator, Page } from '@playwright/test'

export type Interaction = {
  route: string
  name: string
  /** Needs the signed-in admin. */
  admin?: boolean
  prepare?: (page: Page) => Promise<void>
  act: (page: Page) => Promise<void>
}

/** The pause between two keys: about 150 words a minute. */
const KEY_DELAY_MS = 80

/**
 * A finger's tap at the middle of the element, once it is scrolled into view. Not Playwright's
 * `locator.tap()`: that adds listeners to the page to check what the tap hit, and their cost
 * (5-10 ms of each tap at 4x CPU in a trace) would be counted as the page's.
 */
export async function tapOn(element: Locator) {
  await element.scrollIntoViewIfNeeded()
  const box = await element.boundingBox()
  if (!box) throw new Error('the element to tap has no box')
  await element.page().touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
}

/** Taps a field, then types `text` into it key by key. */
async function typeInto(field: Locator, text: string) {
  await tapOn(field)
  await field.pressSequentially(text, { delay: KEY_DELAY_MS })
}

const slider = (page: Page) => page.getByRole('slider').first()

/** Taps the slider's track three quarters of the way along. */
async function tapSliderTrack(page: Page) {
  const root = slider(page).locator('xpath=ancestor::span[@data-orientation][last()]')
  await root.scrollIntoViewIfNeeded()
  const box = await root.boundingBox()
  if (!box) throw new Error('the slider has no box')
  await page.touchscreen.tap(box.x + box.width * 0.75, box.y + box.height / 2)
}

async function pressSliderKeys(page: Page) {
  await slider(page).scrollIntoViewIfNeeded()
  await slider(page).focus()
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight', { delay: KEY_DELAY_MS })
}

/** The tab set's first tab not selected. */
const otherTab = (page: Page, set: number) =>
  page.getByRole('tablist').nth(set).locator('[role="tab"]:not([aria-selected="true"])').first()

/** An interaction per tab set found on the route (`tabSets` of them). */
export const tabInteractions = (route: string, tabSets: number): Interaction[] =>
  Array.from({ length: tabSets }, (_, set) => ({
    route,
    name: tabSets === 1 ? 'tap a tab' : `tap a tab (tab set ${set + 1} of ${tabSets})`,
    prepare: async (page) => {
      await page.getByRole('tablist').nth(set).scrollIntoViewIfNeeded()
    },
    act: (page) => tapOn(otherTab(page, set)),
  }))

/** The public interactions other than the tab sets. */
export const publicInteractions: Interaction[] = [
  {
    route: '/',
    name: 'open the mobile menu',
    act: (page) => tapOn(page.getByRole('button', { name: 'Open menu' })),
  },
  {
    route: '/',
    name: 'switch the date range',
    // The range buttons are on the analytics suite's Performance tab, not the one shown first.
    prepare: async (page) => {
      await page.getByRole('tab', { name: 'Performance' }).tap()
      await page.getByRole('group', { name: 'Date range' }).scrollIntoViewIfNeeded()
    },
    act: (page) =>
      tapOn(
        page
          .getByRole('group', { name: 'Date range' })
          .locator('button[aria-pressed="false"]')
          .first(),
      ),
  },
  {
    route: '/identity-resolution-funnel',
    name: 'lead calculator slider: arrow keys',
    act: pressSliderKeys,
  },
  {
    route: '/identity-resolution-funnel',
    name: 'lead calculator slider: tap on the track',
    act: tapSliderTrack,
  },
  { route: '/credit-topup', name: 'lead count slider: arrow keys', act: pressSliderKeys },
  { route: '/credit-topup', name: 'lead count slider: tap on the track', act: tapSliderTrack },
  {
    route: '/contact',
    name: 'type a name',
    act: (page) => typeInto(page.getByLabel('Name', { exact: true }), 'Ada Lovelace'),
  },
  {
    route: '/workshop',
    name: 'type a name',
    act: (page) => typeInto(page.getByLabel('Name', { exact: true }), 'Ada Lovelace'),
  },
  {
    route: '/admin-login',
    name: 'type an email',
    act: (page) => typeInto(page.getByLabel('Email', { exact: true }), 'ada@example.com'),
  },
]

const firstEdit = (page: Page) => page.getByRole('button', { name: /^Edit “/ }).first()

export const adminInteractions: Interaction[] = [
  {
    route: '/admin-portal',
    name: 'type in the registrations search',
    admin: true,
    prepare: async (page) => {
      await page.getByRole('navigation', { name: 'Registrations pages' }).waitFor()
    },
    act: (page) => typeInto(page.getByLabel('Search registrations'), 'ada'),
  },
  {
    route: '/admin-portal/blog',
    name: 'open New Post',
    admin: true,
    prepare: async (page) => {
      await page.getByRole('navigation', { name: 'Posts pages' }).waitFor()
    },
    act: (page) => tapOn(page.getByRole('button', { name: 'New Post' })),
  },
  {
    route: '/admin-portal/blog',
    name: 'open a post in the editor',
    admin: true,
    prepare: async (page) => {
      await page.getByRole('navigation', { name: 'Posts pages' }).waitFor()
    },
    act: (page) => tapOn(firstEdit(page)),
  },
  {
    route: '/admin-portal/blog',
    name: "type in the post's text",
    admin: true,
    prepare: async (page) => {
      await page.getByRole('navigation', { name: 'Posts pages' }).waitFor()
      await firstEdit(page).tap()
      await page.locator('.ProseMirror').waitFor()
    },
    act: (page) => typeInto(page.locator('.ProseMirror'), 'A new sentence.'),
  },
]
