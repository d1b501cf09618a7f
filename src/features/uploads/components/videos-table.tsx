import { Table, TableCell, TableHead } from '@/components/ui/table'
import type { UploadedVideo } from '../api/get-videos'
import { formatBytes } from '@shared/video-upload'
import { uploadMessages } from '../lib/messages'
import { VideoActions } from './video-actions'

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

const sizeOf = (video: UploadedVideo) => (video.size === null ? '—' : formatBytes(video.size))
const uploadedOf = (video: UploadedVideo) =>
  video.createdAt ? dateTime.format(new Date(video.createdAt)) : '—'

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
            <p className="font-medium [overflow-wrap:anywhere]">{video.name}</p>
            <p className="text-muted-foreground">
              {sizeOf(video)} · {uploadedOf(video)} · <OpenLink video={video} />
            </p>
            <VideoActions name={video.name} />
          </li>
        ))}
      </ul>
      <div className="hidden rounded-lg border bg-white md:block">
        <Table>
          <thead>
            <tr>
              <TableHead>Name</TableHead>
              <TableHead className="text-right">Size</TableHead>
              <TableHead>Uploaded</TableHead>
              <TableHead>Link</TableHead>
              <TableHead>Actions</TableHead>
            </tr>
          </thead>
          <tbody>
            {videos.map((video) => (
              <tr key={video.name}>
                <TableCell className="max-w-56 [overflow-wrap:anywhere]">{video.name}</TableCell>
                <TableCell className="whitespace-nowrap text-right tabular-nums">
                  {sizeOf(video)}
                </TableCell>
                <TableCell className="whitespace-nowrap">{uploadedOf(video)}</TableCell>
                <TableCell>
                  <OpenLink video={video} />
                </TableCell>
                <TableCell>
                  <VideoActions name={video.name} />
                </TableCell>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </>
  )
}
