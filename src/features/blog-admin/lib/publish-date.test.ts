import { describe, expect, it } from 'vitest'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import { postFormSchema, emptyPostForm } from '@/features/blog-admin/lib/post-form-schema'
import {
  isScheduled,
  NOT_A_DATE,
  publishDateProblem,
  scheduledLabel,
  toLocalDateTime,
} from '@/features/blog-admin/lib/publish-date'

const now = new Date('2026-06-01T12:00:00Z')
const local = (iso: string) => toLocalDateTime(iso)
const check = (published: boolean, at: string, saved = '') =>
  publishDateProblem({ published, published_at: at, saved_published_at: saved }, now)

describe('the publish date rule', () => {
  it('accepts an empty date, a future date on a draft and a past date on a published post', () => {
    expect(check(false, '')).toBeNull()
    expect(check(true, '')).toBeNull()
    expect(check(false, local('2026-06-02T09:00:00Z'))).toBeNull()
    expect(check(true, local('2025-05-10T12:00:00Z'))).toBeNull()
  })

  it('says what is wrong with a date that is not one, a past schedule and a future published date', () => {
    expect(check(false, NOT_A_DATE)).toBe('Publish date must be a date and time')
    expect(check(false, local('2026-05-31T12:00:00Z'))).toBe(
      'A scheduled publish date must be in the future. Pick a later time, or tick Published to publish now.',
    )
    expect(check(true, local('2026-06-02T12:00:00Z'))).toBe(
      'A published post cannot have a future publish date. Untick Published to schedule it.',
    )
  })

  it('lets an unpublished post keep the past date it was saved with', () => {
    const saved = local('2025-05-10T12:00:00Z')
    expect(check(false, saved, saved)).toBeNull()
  })

  it('is part of the form schema, on the Publish date field', () => {
    const result = postFormSchema.safeParse({
      ...emptyPostForm,
      title: 'T',
      slug: 't',
      content: 'C',
      published_at: NOT_A_DATE,
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({
        path: ['published_at'],
        message: blogAdminMessages.publishDateInvalid,
      }),
    )
  })
})

describe('scheduled posts', () => {
  it('are drafts with a future publish date', () => {
    expect(isScheduled({ published: false, published_at: '2026-06-02T00:00:00Z' }, now)).toBe(true)
    expect(isScheduled({ published: false, published_at: '2026-05-02T00:00:00Z' }, now)).toBe(false)
    expect(isScheduled({ published: true, published_at: '2026-06-02T00:00:00Z' }, now)).toBe(false)
    expect(isScheduled({ published: false, published_at: null }, now)).toBe(false)
  })

  it('read "Scheduled for" and the date, en-US long with the time', () => {
    expect(scheduledLabel('2026-12-01T09:30:00')).toBe('Scheduled for December 1, 2026 at 9:30 AM')
  })
})
