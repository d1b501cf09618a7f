import { queryOptions } from '@tanstack/react-query'
import { contactMessageKeys } from '@/features/admin/api/keys'
import type { Tables } from '@/lib/database.types'
import { supabase } from '@/lib/supabase'

export type ContactMessage = Pick<
  Tables<'contact_messages'>,
  'id' | 'name' | 'email' | 'subject' | 'message' | 'created_at'
>

// The newest 100 messages; the inbox is for reading what came in, not an archive.
export const INBOX_LIMIT = 100

async function fetchContactMessages(): Promise<ContactMessage[]> {
  const { data, error } = await supabase
    .from('contact_messages')
    .select('id, name, email, subject, message, created_at')
    .order('created_at', { ascending: false })
    .limit(INBOX_LIMIT)
  if (error) throw error
  return data
}

export const contactMessagesOptions = () =>
  queryOptions({ queryKey: contactMessageKeys.all(), queryFn: fetchContactMessages })
