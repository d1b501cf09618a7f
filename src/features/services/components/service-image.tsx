import { SERVICE_IMAGE_SIZES } from '@/content/illustrations'
import type { Illustration } from '@/content/marketing-services'
import { cn } from '@/lib/utils'

type ServiceImageProps = { image: Illustration; priority?: boolean; framed?: boolean }

/**
 * Local illustrations (src/content/illustrations.ts), sized up front so nothing shifts; only the
 * hero loads eagerly, and after the page's text (the largest paint), which it would otherwise
 * hold back on slow links. Framed ones are full-bleed cards whose shadow comes from CSS, which
 * the image cannot draw past its own edges.
 */
export function ServiceImage({ image, priority = false, framed = false }: ServiceImageProps) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={SERVICE_IMAGE_SIZES}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'low' : undefined}
      decoding="async"
      className={cn(
        'mx-auto h-auto w-full max-w-xl',
        framed && 'rounded-3xl shadow-xl shadow-indigo-950/10 ring-1 ring-black/5',
      )}
    />
  )
}
