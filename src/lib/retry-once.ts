/** How long a failed read waits before its one retry: react-query's first backoff step. */
const RETRY_DELAY_MS = 1000

/**
 * The app's query default (one retry) for reads made outside react-query, such as the
 * islands' (they carry no query client): a failed read is tried once more, a second later.
 */
export async function retryOnce<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch {
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS))
    return read()
  }
}
