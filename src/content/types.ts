import type { LucideIcon } from 'lucide-react'

/** An icon, a title and a sentence (optionally a few points): every icon card on the site. */
export type IconCard = { icon: LucideIcon; title: string; description: string; points?: string[] }

/** A figure and what it counts, e.g. `{ value: '3x', label: 'more leads' }`. */
export type Stat = { value: string; label: string }
