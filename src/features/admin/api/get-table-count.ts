import { queryOptions } from '@tanstack/react-query'
import { tableCountKeys, type CountedTable } from '@/features/admin/api/keys'
import { supabase } from '@/lib/supabase'

// Row counts for the debug panel: what this session can read, after row-level security.
// PostgREST's estimate: exact up to max_rows (1,000), the planner's figure past it.
async function fetchTableCount(table: CountedTable): Promise<number> {
  const { count, error } = await supabase
    .from(table)
    .select('id', { count: 'estimated', head: true })
  if (error) throw error
  return count ?? 0
}

export const tableCountOptions = (table: CountedTable) =>
  queryOptions({ queryKey: tableCountKeys.count(table), queryFn: () => fetchTableCount(table) })
