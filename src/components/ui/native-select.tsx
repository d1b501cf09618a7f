import type { ComponentProps } from 'react'
import { inputClass } from '@/components/ui/input'
import { cn } from '@/lib/utils'

/** A native select styled as the other inputs (phones get their own picker). */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn('h-10', inputClass, className)} {...props} />
}
