import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../_shared/database.types.ts'
import { serviceClient } from '../_shared/service-client.ts'
import { LIBRARY_FOLDER, VIDEO_BUCKET } from '../_shared/domain/video-upload.ts'
import type { Deps, Progress } from './handler.ts'

const PROGRESS_COLUMNS = 'watched_seconds, last_report_at, started_at, offer_reached_at'
const dateOrNull = (value: string | null) => (value === null ? null : new Date(value))

/** The database side of workshop-player, on a service client; `now` is the caller's clock. */
export function databaseDeps(db: SupabaseClient<Database>, now: () => Date): Deps {
  return {
    now,
    async registrationFor(linkId, token) {
      const { data, error } = await db.rpc('workshop_registration', {
        p_link_id: linkId,
        p_token: token,
      })
      if (error) throw new Error(error.message)
      return data
    },
    async workshopVideo() {
      const chosen = await db.from('workshop_settings').select('video_name').maybeSingle()
      if (chosen.error) throw new Error(chosen.error.message)
      const name = chosen.data?.video_name
      if (!name) return null
      const { data, error } = await db
        .from('video_details')
        .select('duration_seconds, poster')
        .eq('name', name)
        .maybeSingle()
      if (error) throw new Error(error.message)
      return {
        name,
        durationSeconds: data?.duration_seconds ?? null,
        poster: data?.poster ?? null,
      }
    },
    async signVideo(name, seconds) {
      const { data, error } = await db.storage
        .from(VIDEO_BUCKET)
        .createSignedUrl(`${LIBRARY_FOLDER}/${name}`, seconds)
      // A chosen video deleted from storage: the workshop falls back to the YouTube video.
      if (error) {
        console.error('workshop-player: the workshop video could not be signed', error)
        return null
      }
      return data.signedUrl
    },
    async openProgress(registrationId, at) {
      const opened = await db
        .from('workshop_progress')
        .upsert(
          { registration_id: registrationId, last_report_at: at.toISOString() },
          { onConflict: 'registration_id', ignoreDuplicates: true },
        )
      if (opened.error) throw new Error(opened.error.message)
      const { data, error } = await db
        .from('workshop_progress')
        .select(PROGRESS_COLUMNS)
        .eq('registration_id', registrationId)
        .single()
      if (error) throw new Error(error.message)
      return {
        watchedSeconds: Number(data.watched_seconds),
        lastReportAt: dateOrNull(data.last_report_at),
        startedAt: dateOrNull(data.started_at),
        offerReachedAt: dateOrNull(data.offer_reached_at),
      }
    },
    async saveProgress(registrationId, expected, next: Progress) {
      let update = db
        .from('workshop_progress')
        .update({
          watched_seconds: next.watchedSeconds,
          last_report_at: next.lastReportAt?.toISOString() ?? null,
          started_at: next.startedAt?.toISOString() ?? null,
          offer_reached_at: next.offerReachedAt?.toISOString() ?? null,
          updated_at: new Date().toISOString(),
        })
        .eq('registration_id', registrationId)
      update =
        expected === null
          ? update.is('last_report_at', null)
          : update.eq('last_report_at', expected.toISOString())
      const { data, error } = await update.select('registration_id')
      if (error) throw new Error(error.message)
      return data.length === 1
    },
  }
}

export function createDeps(rawEnv: Record<string, string | undefined>): Deps {
  return databaseDeps(serviceClient(rawEnv), () => new Date())
}
