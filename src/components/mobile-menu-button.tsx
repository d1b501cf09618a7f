import { Menu } from 'lucide-react'
import { useState } from 'react'
import { MobileMenu } from '@/components/mobile-menu'
import { Button } from '@/components/ui/button'
import { island } from '@/islands/island'

/** The menu button under 768 px and the overlay it opens. */
export function MobileMenuButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
      >
        <Menu className="!size-6" />
      </Button>
      <MobileMenu open={open} onClose={() => setOpen(false)} />
    </>
  )
}

export const MobileMenuIsland = island('mobile-menu', MobileMenuButton)
