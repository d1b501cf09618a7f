import { zodResolver } from '@hookform/resolvers/zod'
import { cadenceLimitHint, maxPostsPer } from '@shared/campaigns/cadence-limit'
import { FREQUENCY_PERIODS, isFrequencyPeriod, POST_LENGTHS } from '@shared/campaigns/post-length'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field, FieldHint, FieldLabel } from '@/components/ui/field'
import { SelectField, TextField } from '@/components/ui/form-field'
import {
  campaignFormDefaults,
  campaignFormSchema,
  type CampaignFormInput,
  type CampaignFormValues,
} from '@/features/campaigns/lib/campaign-form-schema'
import { lengthLabel, periodLabel } from '@/features/campaigns/lib/labels'

type CampaignFormProps = { isPending: boolean; onSubmit: (values: CampaignFormValues) => void }

export function CampaignForm({ isPending, onSubmit }: CampaignFormProps) {
  const form = useForm<CampaignFormInput, unknown, CampaignFormValues>({
    resolver: zodResolver(campaignFormSchema),
    defaultValues: campaignFormDefaults,
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
            Off by default: articles wait as drafts until someone reviews them.
          </FieldHint>
        </div>
      </Field>
      <Button type="submit" disabled={isPending}>
        {isPending ? 'Creating…' : 'Create Campaign'}
      </Button>
    </form>
  )
}
