/** PostgREST caps a response at max_rows (1000 in supabase/config.toml and on hosted projects). */
export const PAGE_SIZE = 1000

type Page<T> = { data: T[] | null; error: { message: string } | null }

/**
 * Reads every row by requesting inclusive ranges of `pageSize` until a short page arrives,
 * so a list that outgrows max_rows is not silently cut. The query must have a stable order.
 */
export async function fetchAllPages<T>(
  fetchPage: (from: number, to: number) => PromiseLike<Page<T>>,
  pageSize = PAGE_SIZE,
): Promise<T[]> {
  const rows: T[] = []
  for (let from = 0; ; from += pageSize) {
    const { data, error } = await fetchPage(from, from + pageSize - 1)
    if (error) throw error
    rows.push(...(data ?? []))
    if (!data || data.length < pageSize) return rows
  }
}
