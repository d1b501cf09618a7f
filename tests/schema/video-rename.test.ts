// rename_video: after storage moves a library video, every row that names it follows: its
// details, the workshop's choice (the cascading foreign key) and its finished upload's record.
// Only owners and admins may call it.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSchemaStack, type SchemaStack } from './support/stack.ts'

let s: SchemaStack

beforeAll(async () => {
  s = await startSchemaStack({ seed: false })
}, 120_000)
afterAll(async () => {
  await s?.stop()
})

const sql = async <R>(text: string, params: unknown[] = []): Promise<R[]> =>
  (await s.stack.ctx.db.query<R>(text, params)).rows

describe('rename_video', () => {
  it('moves the details, the workshop choice and the finished upload record to the new name', async () => {
    const from = `${randomUUID()}.mp4`
    const to = `${randomUUID()}.mp4`
    await sql(`insert into public.video_details (name, duration_seconds) values ($1, 65)`, [from])
    await sql(`update public.workshop_settings set video_name = $1`, [from])
    await sql(
      `insert into public.video_upload_sessions
         (file_name, object_path, total_size, total_chunks, received, upload_url, status)
       values ($1, 'library/' || $1, 10, 1, 1, 'http://upload', 'complete')`,
      [from],
    )

    const { error } = await s.client('admin').rpc('rename_video', { p_from: from, p_to: to })
    expect(error).toBeNull()

    expect(
      await sql(
        `select name, duration_seconds::float8 as d from public.video_details where name in ($1, $2)`,
        [from, to],
      ),
    ).toEqual([{ name: to, d: 65 }])
    expect(await sql(`select video_name from public.workshop_settings`)).toEqual([
      { video_name: to },
    ])
    expect(
      await sql(`select object_path from public.video_upload_sessions where file_name = $1`, [
        from,
      ]),
    ).toEqual([{ object_path: `library/${to}` }])
  })

  it('refuses anyone but owners and admins, and a missing new name, changing nothing', async () => {
    const from = `${randomUUID()}.mp4`
    await sql(`insert into public.video_details (name) values ($1)`, [from])
    const asEditor = await s.client('editor').rpc('rename_video', { p_from: from, p_to: 'x.mp4' })
    expect(asEditor.error?.message).toBe('Only owners and admins can rename videos')
    const asAnon = await s.client('anon').rpc('rename_video', { p_from: from, p_to: 'x.mp4' })
    expect(asAnon.error?.message).toBe('permission denied for function rename_video')
    const empty = await s.client('admin').rpc('rename_video', { p_from: from, p_to: '' })
    expect(empty.error?.message).toBe('Enter a new name for the video')
    expect(await sql(`select name from public.video_details where name = $1`, [from])).toEqual([
      { name: from },
    ])
  })
})
