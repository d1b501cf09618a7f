import { BadgeCheck } from 'lucide-react'

export function AccessGranted() {
  return (
    <div className="mx-auto flex max-w-[854px] animate-fade-up items-center gap-3 rounded-xl border border-emerald-400/30 bg-emerald-400/10 p-4 text-left">
      <BadgeCheck aria-hidden="true" className="size-6 shrink-0 text-emerald-300" />
      <div>
        <p className="font-semibold text-white">Demo Access Granted!</p>
        <p className="text-sm text-slate-300">
          Press play for the full walkthrough. Viewers who stay to the end unlock an exclusive
          offer.
        </p>
      </div>
    </div>
  )
}
