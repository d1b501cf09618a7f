import type { Tables } from '@/lib/database.types'
import { applyKeyset } from '@/lib/paging/keyset'
import { containsAny } from '@/lib/paging/search'
import type { ListRequest } from '@/lib/paging/use-paged-list'
import { supabase } from '@/lib/supabase'

export type ContactMessage = Pick<
  Tables<'contact_messages'>,
  'id' | 'name' | 'email' | 'subject' | 'message' | 'created_at'
>

export const INBOX_PAGE_SIZE = 20
const SEARCHED = ['name', 'email'] as const

/** A page of the inbox, newest first, searchable by name or email. */
export async function fetchContactMessagePage({ q, position, size }: ListRequest<never>) {
  let query = supabase
    .from('contact_messages')
    .select('id, name, email, subject, message, created_at')
  if (q) query = query.or(containsAny(SEARCHED, q))
  const { data, error } = await applyKeyset(query, position, size)
  if (error) throw error
  return data
}

/** Messages (matching the search): PostgREST's estimate past max_rows, exact below. */
export async function countContactMessages({ q }: ListRequest<never>) {
  let query = supabase.from('contact_messages').select('id', { count: 'estimated', head: true })
  if (q) query = query.or(containsAny(SEARCHED, q))
  const { count, error } = await query
  if (error) throw error
  return count
}
