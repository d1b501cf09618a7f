import type { QueryClient } from '@tanstack/react-query'
import { Seo } from '@/components/seo'
import { countSummary, ListSkeleton, PagedView, SearchField } from '@/components/ui/paged-list'
import { PageHeader } from '@/components/page-header'
import { videoList, type UploadedVideo } from '@/features/uploads/api/get-videos'
import { VideosTable } from '@/features/uploads/components/videos-table'
import { VideoUploader } from '@/features/uploads/components/video-uploader'
import { uploadMessages } from '@/features/uploads/lib/messages'
import { prefetchPagedList, usePagedList } from '@/lib/paging/use-paged-list'

/** The list's first page, beside the admin check. */
export function prefetch(client: QueryClient, params: URLSearchParams) {
  prefetchPagedList(client, videoList, params)
}

export function Component() {
  const list = usePagedList(videoList)
  return (
    <>
      <Seo title="Videos" description="Upload training and marketing videos." noIndex />
      <PageHeader
        title="Videos"
        description="Upload training and marketing videos (up to 500MB)."
      />
      <VideoUploader />
      <h2 className="mb-3 mt-8 text-lg font-semibold">Uploaded videos</h2>
      <SearchField
        id="videos-search"
        label="Search videos"
        listName="Videos"
        placeholder="Any part of the name"
        value={list.q}
        onSearch={list.setQuery}
        className="mb-4"
      />
      <PagedView<UploadedVideo>
        list={list}
        label="Videos"
        noun="videos"
        loading={<ListSkeleton rows={3} label="Loading videos..." />}
        errorMessage={uploadMessages.loadVideosFailed}
        empty={<p className="rounded-lg border bg-white p-6">{uploadMessages.noVideos}</p>}
        summary={countSummary(list.rows.data?.rows[0]?.total, 'videos', {
          searching: Boolean(list.q),
        })}
      >
        {(videos) => <VideosTable videos={videos} />}
      </PagedView>
    </>
  )
}
