import type { ComponentProps } from 'react'
import { inputClass } from '@/components/ui/input'
import { cn } from '@/lib/utils'

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(inputClass, className)} {...props} />
}
