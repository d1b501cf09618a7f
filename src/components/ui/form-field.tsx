import type { ComponentProps, ReactNode } from 'react'
import { Field, FieldError, FieldHint, FieldLabel } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'

type FieldProps = {
  /** The control's id; the visible label points at it, and the hint is `${id}-hint`. */
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: { message?: string }
  /** Marks the control invalid without a message of its own (a form-level error). */
  invalid?: boolean
}

type ControlA11y = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }

/** Label, control, hint and error in the one order every form uses. */
function LabelledField({
  id,
  label,
  hint,
  error,
  invalid = Boolean(error),
  control,
}: FieldProps & { control: (a11y: ControlA11y) => ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <Field data-invalid={invalid}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {control({ id, 'aria-invalid': invalid, 'aria-describedby': hintId })}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FieldError errors={[error]} />
    </Field>
  )
}

/** Splits the field's own props from the ones for its control. */
function splitField<T extends FieldProps>({ id, label, hint, error, invalid, ...control }: T) {
  return { field: { id, label, hint, error, invalid }, control }
}

export function TextField(props: FieldProps & Omit<ComponentProps<'input'>, 'id'>) {
  const { field, control } = splitField(props)
  return <LabelledField {...field} control={(a11y) => <Input {...a11y} {...control} />} />
}

export function TextareaField(props: FieldProps & Omit<ComponentProps<'textarea'>, 'id'>) {
  const { field, control } = splitField(props)
  return <LabelledField {...field} control={(a11y) => <Textarea {...a11y} {...control} />} />
}

export function SelectField(props: FieldProps & Omit<ComponentProps<'select'>, 'id'>) {
  const { field, control } = splitField(props)
  return <LabelledField {...field} control={(a11y) => <NativeSelect {...a11y} {...control} />} />
}
