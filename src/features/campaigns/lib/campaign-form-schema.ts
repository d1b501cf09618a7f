import { cadenceLimitError, maxPostsPer } from '@shared/campaigns/cadence-limit'
import { FREQUENCY_PERIODS, POST_LENGTHS } from '@shared/campaigns/post-length'
import { z } from 'zod'
import { campaignMessages } from './messages'

/** Keywords: one comma-separated string, split, trimmed, empties dropped. */
export function parseKeywords(text: string): string[] {
  return text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '')
}

export const campaignFormSchema = z
  .object({
    name: z.string().trim().min(1, campaignMessages.nameRequired),
    keywords: z
      .string()
      .transform(parseKeywords)
      .pipe(z.array(z.string()).min(1, campaignMessages.keywordsRequired)),
    posts_frequency: z.coerce
      .number({ error: campaignMessages.frequencyMin })
      .int(campaignMessages.frequencyMin)
      .min(1, campaignMessages.frequencyMin),
    frequency_period: z.enum(FREQUENCY_PERIODS),
    post_length: z.enum(POST_LENGTHS),
    auto_publish: z.boolean(),
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

/** Defaults: 1 post, weekly, medium; drafts wait for review unless the admin opts in. */
export const campaignFormDefaults: CampaignFormInput = {
  name: '',
  keywords: '',
  posts_frequency: 1,
  frequency_period: 'week',
  post_length: 'medium',
  auto_publish: false,
}
