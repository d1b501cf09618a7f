import { zodResolver } from '@hookform/resolvers/zod'
import { FREQUENCY_PERIODS, POST_LENGTHS } from '@shared/campaigns/post-length'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field, FieldError, FieldHint, FieldLabel } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/features/campaigns/components/select-field'
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
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <Field>
        <FieldLabel htmlFor="campaign-name">Name</FieldLabel>
        <Input id="campaign-name" aria-invalid={Boolean(errors.name)} {...form.register('name')} />
        <FieldError errors={[errors.name]} />
      </Field>
      <Field>
        <FieldLabel htmlFor="campaign-keywords">Keywords</FieldLabel>
        <Input
          id="campaign-keywords"
          aria-invalid={Boolean(errors.keywords)}
          aria-describedby="campaign-keywords-hint"
          placeholder="identity resolution, visitor tracking"
          {...form.register('keywords')}
        />
        <FieldHint id="campaign-keywords-hint">Separate keywords with commas.</FieldHint>
        <FieldError errors={[errors.keywords]} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field>
          <FieldLabel htmlFor="campaign-frequency">Posts per period</FieldLabel>
          <Input
            id="campaign-frequency"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            aria-invalid={Boolean(errors.posts_frequency)}
            {...form.register('posts_frequency')}
          />
          <FieldError errors={[errors.posts_frequency]} />
        </Field>
        <Field>
          <FieldLabel htmlFor="campaign-period">Period</FieldLabel>
          <NativeSelect id="campaign-period" {...form.register('frequency_period')}>
            {FREQUENCY_PERIODS.map((period) => (
              <option key={period} value={period}>
                {periodLabel(period)}
              </option>
            ))}
          </NativeSelect>
          <FieldError errors={[errors.frequency_period]} />
        </Field>
      </div>
      <Field>
        <FieldLabel htmlFor="campaign-length">Post length</FieldLabel>
        <NativeSelect id="campaign-length" {...form.register('post_length')}>
          {POST_LENGTHS.map((length) => (
            <option key={length} value={length}>
              {lengthLabel(length)}
            </option>
          ))}
        </NativeSelect>
        <FieldError errors={[errors.post_length]} />
      </Field>
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
