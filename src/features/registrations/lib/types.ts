import type { Tables } from '@/lib/database.types'

/** A registration as the dashboard reads it: its list, stats and CSV. */
export type Registration = Pick<
  Tables<'Webinar Registration'>,
  'id' | 'name' | 'Email' | 'created_at'
>

/** Where the next CSV page starts: after this row, in (created_at desc, id desc) order. */
export type CsvCursor = { created_at: string; id: string }
