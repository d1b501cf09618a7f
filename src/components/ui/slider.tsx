import * as SliderPrimitive from '@radix-ui/react-slider'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** The value the thumb announces when the track is not linear in it (a scale's real value). */
  thumbValue?: { now: number; min: number; max: number }
}

export function Slider({
  className,
  'aria-valuetext': valueText,
  thumbValue,
  ...props
}: SliderProps) {
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      className={cn('relative flex w-full touch-none select-none items-center py-2', className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-primary/15">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={props['aria-label']}
        aria-valuetext={valueText}
        {...(thumbValue && {
          'aria-valuenow': thumbValue.now,
          'aria-valuemin': thumbValue.min,
          'aria-valuemax': thumbValue.max,
        })}
        className="block size-6 rounded-full border-2 border-primary bg-white shadow transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      />
    </SliderPrimitive.Root>
  )
}
