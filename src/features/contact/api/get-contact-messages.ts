import type { Tables } from '@/lib/database.types'
import { contactMessageKeys } from '@/lib/query-keys/contact-messages'
import { applyKeyset } from '@/lib/paging/keyset'
import { searchArgs } from '@/lib/paging/search'
import type { ListRequest, PagedListOptions } from '@/lib/paging/use-paged-list'
import { supabase } from '@/lib/supabase'

export type ContactMessage = Pick<
  Tables<'contact_messages'>,
  'id' | 'name' | 'email' | 'subject' | 'message' | 'created_at'
>

export const INBOX_PAGE_SIZE = 20
const COLUMNS = 'id, name, email, subject, message, created_at'

/** A page of the inbox, newest first; a search (name or email) goes through search_contact_messages. */
export async function fetchContactMessagePage({ q, position, size }: ListRequest<never>) {
  const { data, error } = q
    ? await supabase.rpc('search_contact_messages', searchArgs(q, position, size)).select(COLUMNS)
    : await applyKeyset(supabase.from('contact_messages').select(COLUMNS), position, size)
  if (error) throw error
  return data
}

/** Every message: PostgREST's estimate past max_rows, exact below; a search has no total. */
export async function countContactMessages({ q }: ListRequest<never>) {
  if (q) return null
  const { count, error } = await supabase
    .from('contact_messages')
    .select('id', { count: 'estimated', head: true })
  if (error) throw error
  return count
}

/** The dashboard's inbox (`?inbox_q=`, `?inbox_after=`). */
export const contactMessageList: PagedListOptions<ContactMessage> = {
  queryKey: contactMessageKeys.list(),
  prefix: 'inbox_',
  size: INBOX_PAGE_SIZE,
  fetchPage: fetchContactMessagePage,
  fetchCount: countContactMessages,
}
