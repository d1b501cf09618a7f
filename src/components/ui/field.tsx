import * as LabelPrimitive from '@radix-ui/react-label'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/** A form field: label, control, optional hint and the validation error under it. */
export function Field({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="field" className={cn('grid content-start gap-1.5', className)} {...props} />
  )
}

export function FieldLabel({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="field-label"
      className={cn('text-sm font-medium text-foreground', className)}
      {...props}
    />
  )
}

export function FieldHint({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      data-slot="field-hint"
      className={cn('text-xs text-muted-foreground', className)}
      {...props}
    />
  )
}

/** Shows the first error's message; renders nothing when there is none. */
export function FieldError({
  errors,
  className,
  ...props
}: ComponentProps<'p'> & { errors?: ({ message?: string } | undefined)[] }) {
  const message = errors?.find((error) => error?.message)?.message
  if (!message) return null
  return (
    <p
      data-slot="field-error"
      role="alert"
      className={cn('text-sm text-destructive', className)}
      {...props}
    >
      {message}
    </p>
  )
}
