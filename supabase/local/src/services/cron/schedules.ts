import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * The intervals hosted Supabase Cron runs its jobs at, read from the migrations that schedule
 * them (`cron.schedule('<job>', '<schedule>', ...)`; a later migration's schedule for the same
 * job replaces the earlier one, as cron.schedule does): the local stack's cron keeps them
 * without a copy of its own.
 */
const MIGRATIONS_DIR = fileURLToPath(new URL('../../../../migrations/', import.meta.url))

const SCHEDULE_CALL = /cron\.schedule\(\s*'([\w-]+)'\s*,\s*'([^']+)'/g

/** A schedule the jobs use, in milliseconds: every N minutes on the clock, or every N seconds. */
export function scheduleMs(schedule: string): number {
  const minutes = /^(?:\*|\*\/(\d+)) \* \* \* \*$/.exec(schedule)
  if (minutes) return Number(minutes[1] ?? 1) * 60_000
  const seconds = /^(\d+) seconds?$/.exec(schedule)
  if (seconds) return Number(seconds[1]) * 1000
  throw new Error(
    `Unsupported cron schedule '${schedule}': the local stack runs */N minutes and N seconds`,
  )
}

/** Each job's interval from the SQL of the migrations, in their order. */
export function scheduledIntervals(sqlFiles: readonly string[]): Map<string, number> {
  const intervals = new Map<string, number>()
  for (const sql of sqlFiles) {
    for (const [, job = '', schedule = ''] of sql.matchAll(SCHEDULE_CALL)) {
      intervals.set(job, scheduleMs(schedule))
    }
  }
  return intervals
}

let fromMigrations: Map<string, number> | undefined

/** The interval of a job the migrations schedule; throws when none does. */
export function cronIntervalMs(job: string): number {
  fromMigrations ??= scheduledIntervals(
    readdirSync(MIGRATIONS_DIR)
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .map((file) => readFileSync(`${MIGRATIONS_DIR}${file}`, 'utf8')),
  )
  const interval = fromMigrations.get(job)
  if (interval === undefined) throw new Error(`No migration schedules the cron job '${job}'`)
  return interval
}
