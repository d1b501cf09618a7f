import { Share2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { blogMessages } from '@/features/blog/lib/messages'

async function notify(kind: 'success' | 'error', text: string) {
  // sonner loads with the toaster after hydration; the click only needs its shared module.
  const { toast } = await import('sonner')
  toast[kind](text)
}

/** The Web Share API where the browser has it, else the link is copied ('Link copied to clipboard!'). */
export function ShareButton({ title }: { title: string | undefined }) {
  const handleShare = async () => {
    const url = window.location.href
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: title ?? document.title, url })
        return
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      await notify('success', blogMessages.linkCopied)
    } catch {
      await notify('error', blogMessages.copyFailed)
    }
  }
  return (
    <Button variant="secondary" onClick={() => void handleShare()}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  )
}
