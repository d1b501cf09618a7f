import { queryOptions } from '@tanstack/react-query'
import { registrationKeys } from '@/features/registrations/api/keys'
import { csvPageReader } from '@/features/registrations/api/csv-page-reader'
import { writeRegistrationsCsv } from '@/features/registrations/lib/registrations-csv-export'
import type { Registration } from '@/features/registrations/lib/types'
import { applyKeyset } from '@/lib/paging/keyset'
import { searchArgs } from '@/lib/paging/search'
import type { ListRequest, PagedListOptions } from '@/lib/paging/use-paged-list'
import { JUST_READ_MS } from '@/lib/query-freshness'
import { openStreamedFile } from '@/lib/streamed-file'
import { supabase } from '@/lib/supabase'

/** Recent Registrations: 10 a page, newest first, searchable by name or email. */
export const REGISTRATIONS_PAGE_SIZE = 10
const COLUMNS = 'id, name, Email, created_at'

/** A page of registrations; a search (name or email) goes through search_registrations. */
export async function fetchRegistrationPage({ q, position, size }: ListRequest<never>) {
  const { data, error } = q
    ? await supabase.rpc('search_registrations', searchArgs(q, position, size)).select(COLUMNS)
    : await applyKeyset(supabase.from('Webinar Registration').select(COLUMNS), position, size)
  if (error) throw error
  return data
}

export type RegistrationStats = {
  totalRegistrations: { value: number; change: number }
  activeUsers: { value: number; change: number }
  /** `change` is in percentage points. */
  conversionRate: { value: number; change: number }
  lastMonthCount: number
}

/** The three cards, counted by the database in one round trip (registration_stats). */
async function fetchRegistrationStats(): Promise<RegistrationStats> {
  const { data, error } = await supabase
    .rpc('registration_stats', {
      p_time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    })
    .single()
  if (error) throw error
  return {
    totalRegistrations: { value: data.total_registrations, change: data.total_change },
    activeUsers: { value: data.active_users, change: data.active_users_change },
    conversionRate: { value: data.conversion_rate, change: data.conversion_change },
    lastMonthCount: data.last_month_count,
  }
}

export const registrationStatsOptions = () =>
  queryOptions({
    queryKey: registrationKeys.stats(),
    queryFn: fetchRegistrationStats,
    staleTime: JUST_READ_MS,
  })

/**
 * Starts an export: every registration the admin can read as the CSV file, read a page of 1,000
 * at a time and written to a file on disk as it goes (openStreamedFile), so the browser's memory
 * holds a page, not the table. Resolves to the file, ready to download; a cancel or a failure
 * drops what was written.
 */
export async function exportRegistrationsCsv(options: {
  signal: AbortSignal
  onProgress: (rows: number) => void
}): Promise<Blob> {
  const file = await openStreamedFile('registrations.csv', 'text/csv;charset=utf-8')
  try {
    await writeRegistrationsCsv({
      fetchPage: csvPageReader(supabase, options.signal),
      write: file.write,
      signal: options.signal,
      onProgress: options.onProgress,
    })
    return await file.finish()
  } catch (error) {
    await file.discard()
    throw error
  }
}

/**
 * Writes the export's entry in the audit trail (who took every registrant's address, and when);
 * the database refuses it, and so the download, to anyone who may not read registrations.
 */
export async function recordRegistrationsExport(rows: number): Promise<void> {
  const { error } = await supabase.rpc('record_registrations_export', { p_rows: rows })
  if (error) throw new Error(error.message)
}

/** Recent Registrations on the dashboard (`?reg_q=`, `?reg_after=`); its total is the stats card's. */
export const registrationList: PagedListOptions<Registration> = {
  queryKey: registrationKeys.list(),
  prefix: 'reg_',
  size: REGISTRATIONS_PAGE_SIZE,
  fetchPage: fetchRegistrationPage,
}
