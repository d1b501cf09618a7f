import { Spinner } from '@/components/ui/spinner'

export function PageFallback() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner />
    </div>
  )
}
