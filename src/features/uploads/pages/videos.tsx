import { useQuery } from '@tanstack/react-query'
import { Seo } from '@/components/seo'
import { ErrorNotice } from '@/components/ui/error-notice'
import { Spinner } from '@/components/ui/spinner'
import { PageHeader } from '@/components/page-header'
import { videosOptions } from '@/features/uploads/api/get-videos'
import { VideosTable } from '@/features/uploads/components/videos-table'
import { VideoUploader } from '@/features/uploads/components/video-uploader'
import { messages } from '@/features/uploads/lib/messages'

export function Component() {
  const videos = useQuery(videosOptions())
  return (
    <>
      <Seo title="Videos" description="Upload training and marketing videos." noIndex />
      <PageHeader
        title="Videos"
        description="Upload training and marketing videos (up to 500MB)."
      />
      <VideoUploader />
      <h2 className="mb-3 mt-8 text-lg font-semibold">Uploaded videos</h2>
      {videos.isPending && <Spinner label="Loading videos..." />}
      {videos.isError && (
        <ErrorNotice message={messages.loadVideosFailed} onRetry={() => void videos.refetch()} />
      )}
      {videos.isSuccess && <VideosTable videos={videos.data} />}
    </>
  )
}
