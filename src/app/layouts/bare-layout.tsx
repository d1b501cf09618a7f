import { PageMain } from '@/app/layouts/page-main'
import { useScrollOnNavigate } from '@/app/layouts/use-scroll-on-navigate'
import { Footer } from '@/components/footer'

/** Pages with a header of their own (the offer and demo pages): no site navbar. */
export function BareLayout() {
  useScrollOnNavigate()
  return (
    <div className="flex min-h-dvh flex-col">
      <PageMain className="flex-1" />
      <Footer />
    </div>
  )
}
