import { Table, TableCell, TableHead } from '@/components/ui/table'
import type { UploadedVideo } from '../api/get-videos'
import { formatBytes } from '@shared/video-upload'
import { uploadMessages } from '../lib/messages'

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** Uploaded videos, newest first as given, with a signed link each. */
export function VideosTable({ videos }: { videos: UploadedVideo[] }) {
  if (videos.length === 0) {
    return (
      <p className="rounded-lg border bg-white p-6 text-sm text-muted-foreground">
        {uploadMessages.noVideos}
      </p>
    )
  }
  return (
    <div className="overflow-x-auto rounded-lg border bg-white">
      <Table>
        <thead>
          <tr>
            <TableHead>Name</TableHead>
            <TableHead className="text-right">Size</TableHead>
            <TableHead className="hidden sm:table-cell">Uploaded</TableHead>
            <TableHead>Link</TableHead>
          </tr>
        </thead>
        <tbody>
          {videos.map((video) => (
            <tr key={video.name}>
              <TableCell className="max-w-56 break-all">
                {video.name}
                {video.createdAt && (
                  <span className="block text-xs text-muted-foreground sm:hidden">
                    {dateTime.format(new Date(video.createdAt))}
                  </span>
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap text-right tabular-nums">
                {video.size === null ? '—' : formatBytes(video.size)}
              </TableCell>
              <TableCell className="hidden whitespace-nowrap sm:table-cell">
                {video.createdAt ? dateTime.format(new Date(video.createdAt)) : '—'}
              </TableCell>
              <TableCell>
                {video.url ? (
                  <a
                    href={video.url}
                    target="_blank"
                    rel="noreferrer"
                    className="text-primary underline"
                  >
                    Open
                  </a>
                ) : (
                  '—'
                )}
              </TableCell>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  )
}
