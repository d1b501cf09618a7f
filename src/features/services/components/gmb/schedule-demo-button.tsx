import { island } from '@/islands/island'
import { CalendarCheck } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'

type ScheduleDemoButtonProps = { variant?: 'default' | 'accent'; className?: string }

/** A demo request from the sample report: only a confirmation toast, nothing is sent. */
export function ScheduleDemoButton({ variant = 'default', className }: ScheduleDemoButtonProps) {
  const handleClick = () => {
    toast.success('Demo Requested', {
      description: 'A team member will contact you shortly to schedule your demo.',
    })
  }
  return (
    <Button type="button" size="lg" variant={variant} className={className} onClick={handleClick}>
      <CalendarCheck aria-hidden="true" />
      Schedule a Demo
    </Button>
  )
}

export const ScheduleDemoButtonIsland = island('schedule-demo-button', ScheduleDemoButton)
