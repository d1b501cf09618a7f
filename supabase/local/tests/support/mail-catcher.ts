// Reads the local stack's mail catcher through its JSON API (supabase/local/src/services/mail),
// as a recipient would open their inbox.
import type { MailMessage, MailSummary } from '../../src/services/mail/mailbox.ts'

export type { MailMessage, MailSummary }

async function readJson<T>(response: Response): Promise<T> {
  if (!response.ok)
    throw new Error(`mail catcher answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

/** The newest message to `address`; waits up to waitMs (default 10 s) for one to arrive. */
export async function latestMailTo(
  stackUrl: string,
  address: string,
  { waitMs = 10_000 }: { waitMs?: number } = {},
): Promise<MailMessage> {
  const query = new URLSearchParams({ to: address, wait: String(waitMs) })
  return readJson<MailMessage>(await fetch(`${stackUrl}/mail/api/messages/latest?${query}`))
}

/** Every message to `address`, newest first. */
export async function mailTo(stackUrl: string, address: string): Promise<MailSummary[]> {
  const query = new URLSearchParams({ to: address })
  const { messages } = await readJson<{ messages: MailSummary[] }>(
    await fetch(`${stackUrl}/mail/api/messages?${query}`),
  )
  return messages
}

export async function mailById(stackUrl: string, id: string): Promise<MailMessage> {
  return readJson<MailMessage>(await fetch(`${stackUrl}/mail/api/messages/${id}`))
}

export async function clearMail(stackUrl: string): Promise<void> {
  const response = await fetch(`${stackUrl}/mail/api/messages`, { method: 'DELETE' })
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`)
}

/** Makes the catcher's email API fail with `status` (a provider outage) until lifted. */
export async function setEmailOutage(stackUrl: string, status: 500 | 503 | null): Promise<void> {
  const response =
    status === null
      ? await fetch(`${stackUrl}/mail/api/outage`, { method: 'DELETE' })
      : await fetch(`${stackUrl}/mail/api/outage`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ status }),
        })
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`)
}
