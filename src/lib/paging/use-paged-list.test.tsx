import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createTestQueryClient, renderWithRouter } from '@tests/render'
import {
  prefetchPagedList,
  usePagedList,
  type ListRequest,
  type PagedListOptions,
} from '@/lib/paging/use-paged-list'

type Row = { id: string; name: string; created_at: string }
const rows: Row[] = [
  { id: 'b', name: 'Grace', created_at: '2026-11-02T00:00:00Z' },
  { id: 'a', name: 'Ada', created_at: '2026-11-01T00:00:00Z' },
]

function listOf(fetchPage: (request: ListRequest<'status'>) => Promise<Row[]>) {
  const count = vi.fn(() => Promise.resolve(2))
  const options: PagedListOptions<Row, 'status'> = {
    queryKey: ['things'],
    prefix: 't_',
    size: 10,
    filters: ['status'],
    fetchPage,
    fetchCount: count,
  }
  return { options, count }
}

function Things({ options }: { options: PagedListOptions<Row, 'status'> }) {
  const list = usePagedList(options)
  if (!list.rows.isSuccess) return <p>Loading…</p>
  return (
    <ul aria-label="Things">
      {list.rows.data.rows.map((row) => (
        <li key={row.id}>{row.name}</li>
      ))}
    </ul>
  )
}

describe('prefetchPagedList', () => {
  it('reads the page the list shows at the address, and the list then shows it without reading again', async () => {
    const fetchPage = vi.fn((_request: ListRequest<'status'>) => Promise.resolve(rows))
    const { options, count } = listOf(fetchPage)
    const queryClient = createTestQueryClient()
    const path = '/?t_q=ada&t_status=draft&other=1'

    prefetchPagedList(queryClient, options, new URLSearchParams(path.slice(1)))
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0))
    renderWithRouter(<Things options={options} />, { path, queryClient })

    expect(await screen.findByText('Grace')).toBeInTheDocument()
    expect(fetchPage).toHaveBeenCalledTimes(1)
    const [request] = fetchPage.mock.calls[0] ?? []
    expect(request?.q).toBe('ada')
    expect(request?.filter('status')).toBe('draft')
    expect(request?.position).toBeNull()
    expect(count).toHaveBeenCalledTimes(1)
  })

  it('leaves the list to read for itself when the address differs', async () => {
    const fetchPage = vi.fn((_request: ListRequest<'status'>) => Promise.resolve(rows))
    const { options } = listOf(fetchPage)
    const queryClient = createTestQueryClient()

    prefetchPagedList(queryClient, options, new URLSearchParams('t_q=ada'))
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0))
    renderWithRouter(<Things options={options} />, { path: '/?t_q=grace', queryClient })

    expect(await screen.findByText('Grace')).toBeInTheDocument()
    expect(fetchPage.mock.calls.map(([request]) => request.q)).toEqual(['ada', 'grace'])
  })
})
