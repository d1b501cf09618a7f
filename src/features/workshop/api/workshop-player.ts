import { workshopMessages } from '@/features/workshop/lib/messages'

export type WorkshopVideoSource =
  | {
      kind: 'upload'
      url: string
      poster: string | null
      durationSeconds: number | null
      expiresInSeconds: number
    }
  | { kind: 'youtube' }

export type WatchState = { watchedSeconds: number; offerUnlocked: boolean }
export type OpenedWorkshop = WatchState & { video: WorkshopVideoSource }

/** What workshop-player answers for a personal link that opens nothing. */
export class LinkRefused extends Error {}

async function callPlayer<T>(body: Record<string, unknown>): Promise<T> {
  const [{ supabase }, { readFunctionError }] = await Promise.all([
    import('@/lib/supabase'),
    import('@/lib/function-error'),
  ])
  const { data, error } = await supabase.functions.invoke<T>('workshop-player', { body })
  if (error || data === null) {
    const failure = await readFunctionError(error, workshopMessages.playerFailed)
    if (failure.status === 404) throw new LinkRefused(workshopMessages.linkInvalid)
    throw new Error(workshopMessages.playerFailed)
  }
  return data
}

/** The video this registration may play (a signed link valid for at most an hour). */
export const openWorkshop = (access: string) =>
  callPlayer<OpenedWorkshop>({ action: 'open', access })

/** Reports `played` seconds of playback; the server credits what wall-clock time allows. */
export const reportWatch = (access: string, played: number) =>
  callPlayer<WatchState & { credited: number }>({ action: 'report', access, played })
