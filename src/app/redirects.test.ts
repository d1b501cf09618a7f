import { describe, expect, it } from 'vitest'
import { pathRedirects } from '@/features/site/lib/redirect-rule'
import { routeTable } from '@/app/route-table'

describe('site redirects', () => {
  it.each(pathRedirects)('$from goes to $to, a prerendered page', ({ from, to }) => {
    expect(routeTable.find((route) => route.path === to)?.prerender).toBe(true)
    expect(routeTable.some((route) => route.path === from)).toBe(false)
  })
})
