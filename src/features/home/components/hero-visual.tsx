import { heroImage } from '@/content/home-hero'
import { HelpPanel } from './help-panel'

/** Under md the panel follows the image; from md up it floats over the image's lower right. */
export function HeroVisual() {
  return (
    <div data-testid="hero-visual" className="relative mx-auto mt-12 max-w-5xl md:mb-8 md:mt-16">
      <div className="rounded-2xl bg-white/5 p-1.5 shadow-2xl shadow-black/40 ring-1 ring-white/10 sm:p-2">
        <img
          src={heroImage.src}
          srcSet={heroImage.srcSet}
          // The container's padding (1 rem, 1.5 rem from 640 px, 2 rem from 1024 px) and the
          // frame's (6 px, 8 px from 640 px), at most 64 rem wide.
          sizes="(min-width: 1088px) 1008px, (min-width: 1024px) calc(100vw - 80px), (min-width: 640px) calc(100vw - 64px), calc(100vw - 44px)"
          alt={heroImage.alt}
          width={heroImage.width}
          height={heroImage.height}
          // After the hero's text, the largest paint, which it would otherwise hold back.
          fetchPriority="low"
          className="h-auto w-full rounded-xl"
        />
      </div>
      <HelpPanel className="mt-6 md:absolute md:-bottom-8 md:right-6 md:mt-0 md:w-[24rem]" />
    </div>
  )
}
