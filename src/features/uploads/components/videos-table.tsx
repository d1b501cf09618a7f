import { Table, TableCell, TableHead } from '@/components/ui/table'
import type { UploadedVideo } from '../api/get-videos'
import { formatBytes } from '@shared/video-upload'
import { uploadMessages } from '../lib/messages'
import { formatDuration } from '../lib/read-video-details'
import { VideoActions } from './video-actions'

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

const sizeOf = (video: UploadedVideo) => (video.size === null ? '—' : formatBytes(video.size))
const uploadedOf = (video: UploadedVideo) =>
  video.createdAt ? dateTime.format(new Date(video.createdAt)) : '—'

const durationOf = (video: UploadedVideo) =>
  video.durationSeconds === null ? '—' : formatDuration(video.durationSeconds)

/** The poster frame read at upload, or an empty frame of the same size. */
function Poster({ video }: { video: UploadedVideo }) {
  return video.poster ? (
    <img
      src={video.poster}
      alt={`Poster frame of ${video.name}`}
      className="aspect-video w-24 shrink-0 rounded bg-ink object-cover"
    />
  ) : (
    <span aria-hidden="true" className="block aspect-video w-24 shrink-0 rounded bg-muted" />
  )
}

function WorkshopBadge({ video }: { video: UploadedVideo }) {
  if (!video.isWorkshopVideo) return null
  return (
    <span className="ml-2 inline-block rounded bg-primary/10 px-1.5 py-0.5 text-xs font-semibold text-primary">
      Workshop video
    </span>
  )
}

function OpenLink({ video }: { video: UploadedVideo }) {
  if (!video.url) return '—'
  return (
    <a
      href={video.url}
      target="_blank"
      rel="noreferrer"
      aria-label={`Open ${video.name}`}
      className="text-primary underline"
    >
      Open
    </a>
  )
}

/**
 * Uploaded videos, newest first as given, each with a signed link and its actions: a table from
 * 768 px, one card per video below, so nothing hides off-screen on a phone.
 */
export function VideosTable({ videos }: { videos: UploadedVideo[] }) {
  if (videos.length === 0) {
    return (
      <p className="rounded-lg border bg-white p-6 text-sm text-muted-foreground">
        {uploadMessages.noVideos}
      </p>
    )
  }
  return (
    <>
      <ul aria-label="Videos" className="grid gap-3 md:hidden">
        {videos.map((video) => (
          <li key={video.name} className="grid gap-2 rounded-lg border bg-white p-4 text-sm">
            <div className="flex gap-3">
              <Poster video={video} />
              <div>
                <p className="font-medium [overflow-wrap:anywhere]">
                  {video.name}
                  <WorkshopBadge video={video} />
                </p>
                <p className="text-muted-foreground">
                  {durationOf(video)} · {sizeOf(video)} · {uploadedOf(video)} ·{' '}
                  <OpenLink video={video} />
                </p>
              </div>
            </div>
            <VideoActions name={video.name} isWorkshopVideo={video.isWorkshopVideo} />
          </li>
        ))}
      </ul>
      <div className="hidden rounded-lg border bg-white md:block">
        <Table>
          <thead>
            <tr>
              <TableHead>Poster</TableHead>
              <TableHead>Name</TableHead>
              <TableHead className="text-right">Duration</TableHead>
              <TableHead className="text-right">Size</TableHead>
              <TableHead>Uploaded</TableHead>
              <TableHead>Link</TableHead>
              <TableHead>Actions</TableHead>
            </tr>
          </thead>
          <tbody>
            {videos.map((video) => (
              <tr key={video.name}>
                <TableCell>
                  <Poster video={video} />
                </TableCell>
                <TableCell className="max-w-56 [overflow-wrap:anywhere]">
                  {video.name}
                  <WorkshopBadge video={video} />
                </TableCell>
                <TableCell className="whitespace-nowrap text-right tabular-nums">
                  {durationOf(video)}
                </TableCell>
                <TableCell className="whitespace-nowrap text-right tabular-nums">
                  {sizeOf(video)}
                </TableCell>
                <TableCell className="whitespace-nowrap">{uploadedOf(video)}</TableCell>
                <TableCell>
                  <OpenLink video={video} />
                </TableCell>
                <TableCell>
                  <VideoActions name={video.name} isWorkshopVideo={video.isWorkshopVideo} />
                </TableCell>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </>
  )
}
