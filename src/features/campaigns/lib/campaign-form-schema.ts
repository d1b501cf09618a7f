import { cadenceLimitError, maxPostsPer } from '@shared/campaigns/cadence-limit'
import { keywordsProblem, parseKeywords } from '@shared/campaigns/keywords'
import { capMessages } from '@shared/campaigns/monthly-cap'
import {
  FREQUENCY_PERIODS,
  isFrequencyPeriod,
  isPostLength,
  POST_LENGTHS,
} from '@shared/campaigns/post-length'
import { isTimeZone, unknownTimeZone } from '@shared/campaigns/time-zone'
import { z } from 'zod'
import type { Tables } from '@/lib/database.types'
import { campaignMessages } from './messages'

export { parseKeywords }

/** An optional cap: blank is no cap; otherwise a whole number of at least 1. */
const capField = (message: string) =>
  z.union([z.string(), z.number(), z.null()]).transform((value, ctx) => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null
    const number = Number(value)
    if (!Number.isInteger(number) || number < 1) {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return number
  })

export const campaignFormSchema = z
  .object({
    name: z.string().trim().min(1, campaignMessages.nameRequired),
    // Keywords: one comma-separated string, split, trimmed, empties dropped; the shared bound.
    keywords: z
      .string()
      .transform(parseKeywords)
      .superRefine((keywords, ctx) => {
        const problem = keywordsProblem(keywords)
        if (problem) ctx.addIssue({ code: 'custom', message: problem })
      }),
    posts_frequency: z.coerce
      .number({ error: campaignMessages.frequencyMin })
      .int(campaignMessages.frequencyMin)
      .min(1, campaignMessages.frequencyMin),
    frequency_period: z.enum(FREQUENCY_PERIODS),
    post_length: z.enum(POST_LENGTHS),
    auto_publish: z.boolean(),
    // Checkbox values '0' (Sunday) .. '6' (Saturday); none checked is every day.
    preferred_weekdays: z
      .union([z.array(z.string()), z.literal(false)])
      .transform((days) => (days === false ? [] : days.map(Number).sort((a, b) => a - b))),
    time_of_day: z
      .string()
      .trim()
      .refine((time) => time === '' || /^\d{2}:\d{2}(:\d{2})?$/.test(time), {
        message: campaignMessages.timeOfDayInvalid,
      })
      .transform((time) => (time === '' ? null : time.slice(0, 5))),
    time_zone: z
      .string()
      .trim()
      .superRefine((zone, ctx) => {
        if (zone === '')
          ctx.addIssue({ code: 'custom', message: campaignMessages.timeZoneRequired })
        else if (!isTimeZone(zone)) ctx.addIssue({ code: 'custom', message: unknownTimeZone(zone) })
      }),
    monthly_article_cap: capField(capMessages.articleCapMin),
    monthly_token_cap: capField(capMessages.tokenCapMin),
  })
  // The shared cadence bound (also the database's check): it depends on the period.
  .superRefine((values, ctx) => {
    if (values.posts_frequency > maxPostsPer(values.frequency_period)) {
      ctx.addIssue({
        code: 'custom',
        path: ['posts_frequency'],
        message: cadenceLimitError(values.frequency_period),
      })
    }
  })

export type CampaignFormInput = z.input<typeof campaignFormSchema>
export type CampaignFormValues = z.output<typeof campaignFormSchema>

/** The browser's own zone, the likeliest answer for a new campaign. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return zone && isTimeZone(zone) ? zone : 'UTC'
}

/** Defaults: 1 post, weekly, medium; drafts wait for review unless the admin opts in. */
export const campaignFormDefaults: CampaignFormInput = {
  name: '',
  keywords: '',
  posts_frequency: 1,
  frequency_period: 'week',
  post_length: 'medium',
  auto_publish: false,
  preferred_weekdays: [],
  time_of_day: '',
  time_zone: 'UTC',
  monthly_article_cap: '',
  monthly_token_cap: '',
}

/** The form filled in from a saved campaign (the edit dialog). */
export function campaignFormValuesOf(campaign: Tables<'blog_campaigns'>): CampaignFormInput {
  return {
    name: campaign.name,
    keywords: campaign.keywords.join(', '),
    posts_frequency: campaign.posts_frequency,
    frequency_period: isFrequencyPeriod(campaign.frequency_period)
      ? campaign.frequency_period
      : 'week',
    post_length: isPostLength(campaign.post_length) ? campaign.post_length : 'medium',
    auto_publish: campaign.auto_publish,
    preferred_weekdays: campaign.preferred_weekdays.map(String),
    time_of_day: campaign.time_of_day?.slice(0, 5) ?? '',
    time_zone: campaign.time_zone,
    monthly_article_cap:
      campaign.monthly_article_cap === null ? '' : String(campaign.monthly_article_cap),
    monthly_token_cap:
      campaign.monthly_token_cap === null ? '' : String(campaign.monthly_token_cap),
  }
}
