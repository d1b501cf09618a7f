import { LIBRARY_FOLDER, SIGNED_URL_SECONDS, VIDEO_BUCKET } from '@shared/video-upload'
import { supabase } from '@/lib/supabase'
import { uploadMessages } from '../lib/messages'

/**
 * A fresh signed link to a library video, valid as long as the one an upload gives (7 days):
 * the links in the list last an hour, and an old shared link has expired.
 */
export async function signVideoLink(name: string): Promise<string> {
  const { data, error } = await supabase.storage
    .from(VIDEO_BUCKET)
    .createSignedUrl(`${LIBRARY_FOLDER}/${name}`, SIGNED_URL_SECONDS)
  if (error) throw new Error(uploadMessages.linkFailed)
  return data.signedUrl
}
