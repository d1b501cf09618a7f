import { describe, expect, it } from 'vitest'
import { siteRedirects } from '@/app/redirects'
import { routeTable } from '@/app/route-table'

describe('site redirects', () => {
  it.each(siteRedirects)('$from goes to $to, a prerendered page', ({ from, to }) => {
    expect(routeTable.find((route) => route.path === to)?.prerender).toBe(true)
    expect(routeTable.some((route) => route.path === from)).toBe(false)
  })
})
