import { zodResolver } from '@hookform/resolvers/zod'
import { cadenceLimitHint, maxPostsPer } from '@shared/campaigns/cadence-limit'
import { FREQUENCY_PERIODS, isFrequencyPeriod, POST_LENGTHS } from '@shared/campaigns/post-length'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field, FieldHint, FieldLabel } from '@/components/ui/field'
import { SelectField, TextField } from '@/components/ui/form-field'
import {
  campaignFormSchema,
  type CampaignFormInput,
  type CampaignFormValues,
} from '@/features/campaigns/lib/campaign-form-schema'
import { lengthLabel, periodLabel } from '@/features/campaigns/lib/labels'

type CampaignFormProps = {
  /** The new campaign's defaults, or the saved campaign being edited. */
  defaultValues: CampaignFormInput
  isPending: boolean
  onSubmit: (values: CampaignFormValues) => void
  /** 'Create Campaign' / 'Save Campaign', and what the button says while saving. */
  submitLabel: string
  pendingLabel: string
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const

/** The campaign dialog's form, for a new campaign and for an edit: the same rules and texts. */
export function CampaignForm({
  defaultValues,
  isPending,
  onSubmit,
  submitLabel,
  pendingLabel,
}: CampaignFormProps) {
  const form = useForm<CampaignFormInput, unknown, CampaignFormValues>({
    resolver: zodResolver(campaignFormSchema),
    defaultValues,
  })
  const { errors } = form.formState
  const period = useWatch({ control: form.control, name: 'frequency_period' })
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <TextField id="campaign-name" label="Name" error={errors.name} {...form.register('name')} />
      <TextField
        id="campaign-keywords"
        label="Keywords"
        hint="Separate keywords with commas."
        error={errors.keywords}
        placeholder="identity resolution, visitor tracking"
        {...form.register('keywords')}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          id="campaign-frequency"
          label="Posts per period"
          hint={cadenceLimitHint}
          type="number"
          min={1}
          max={maxPostsPer(isFrequencyPeriod(period) ? period : 'day')}
          step={1}
          inputMode="numeric"
          error={errors.posts_frequency}
          {...form.register('posts_frequency')}
        />
        <SelectField
          id="campaign-period"
          label="Period"
          error={errors.frequency_period}
          {...form.register('frequency_period')}
        >
          {FREQUENCY_PERIODS.map((period) => (
            <option key={period} value={period}>
              {periodLabel(period)}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField
        id="campaign-length"
        label="Post length"
        error={errors.post_length}
        {...form.register('post_length')}
      >
        {POST_LENGTHS.map((length) => (
          <option key={length} value={length}>
            {lengthLabel(length)}
          </option>
        ))}
      </SelectField>
      <fieldset className="grid gap-2" aria-describedby="campaign-weekdays-hint">
        <legend className="text-sm font-medium text-foreground">Preferred weekdays</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {WEEKDAYS.map((day, index) => (
            <label key={day} className="inline-flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                value={String(index)}
                className="size-4 accent-primary"
                aria-label={WEEKDAY_NAMES[index]}
                {...form.register('preferred_weekdays')}
              />
              {day}
            </label>
          ))}
        </div>
        <FieldHint id="campaign-weekdays-hint">
          None ticked: any day. The period&apos;s posts are shared out over the ticked days.
        </FieldHint>
      </fieldset>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          id="campaign-time"
          label="Time of day"
          hint="Optional: when each day's first post is written."
          type="time"
          error={errors.time_of_day}
          {...form.register('time_of_day')}
        />
        <TextField
          id="campaign-time-zone"
          label="Time zone"
          hint="An IANA name, such as Europe/London."
          autoComplete="off"
          spellCheck={false}
          error={errors.time_zone}
          {...form.register('time_zone')}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          id="campaign-article-cap"
          label="Monthly article cap"
          hint="Optional: no more articles than this a month."
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          error={errors.monthly_article_cap}
          {...form.register('monthly_article_cap')}
        />
        <TextField
          id="campaign-token-cap"
          label="Monthly token cap"
          hint="Optional: no new article once the month's AI tokens reach this."
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          error={errors.monthly_token_cap}
          {...form.register('monthly_token_cap')}
        />
      </div>
      <Field className="flex items-start gap-3">
        <input
          id="campaign-auto-publish"
          type="checkbox"
          className="mt-1 size-4 accent-primary"
          aria-describedby="campaign-auto-publish-hint"
          {...form.register('auto_publish')}
        />
        <div className="grid gap-1">
          <FieldLabel htmlFor="campaign-auto-publish">Publish without review</FieldLabel>
          <FieldHint id="campaign-auto-publish-hint">
            Off by default: articles wait as drafts until someone reviews them. When on, an article
            is published only if it passes the publish checklist; otherwise it stays a draft that
            lists the checks it failed.
          </FieldHint>
        </div>
      </Field>
      <Button type="submit" disabled={isPending}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  )
}
