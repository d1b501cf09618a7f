import { describe, expect, it } from 'vitest'
import { PORTAL_ROLES } from '@shared/portal-roles'
import { adminNavItems, firstScreenFor, mayOpen, screenAt } from '@/features/admin/lib/nav-items'

const screensOf = (role: (typeof PORTAL_ROLES)[number]) =>
  [
    '/admin-portal',
    '/admin-portal/blog',
    '/admin-portal/campaigns',
    '/admin-portal/orders',
    '/admin-portal/videos',
  ].filter((path) => {
    const screen = screenAt(path)
    return screen !== undefined && mayOpen(screen, role)
  })

describe('the portal screens each role may open', () => {
  it('follows the role rules: people data for owners and admins, campaigns not for writers', () => {
    expect(screensOf('owner')).toEqual([
      '/admin-portal',
      '/admin-portal/blog',
      '/admin-portal/campaigns',
      '/admin-portal/orders',
      '/admin-portal/videos',
    ])
    expect(screensOf('admin')).toEqual(screensOf('owner'))
    expect(screensOf('editor')).toEqual([
      '/admin-portal',
      '/admin-portal/blog',
      '/admin-portal/campaigns',
    ])
    expect(screensOf('writer')).toEqual(['/admin-portal', '/admin-portal/blog'])
  })

  it('finds a screen by its path (a trailing slash too), never by a dashboard anchor', () => {
    expect(screenAt('/admin-portal/orders/')?.label).toBe('Orders')
    expect(screenAt('/admin-portal#inbox')).toBeUndefined()
    expect(screenAt('/admin-portal/nowhere')).toBeUndefined()
  })

  it('sends every role back to a screen it may open', () => {
    for (const role of PORTAL_ROLES) {
      const back = firstScreenFor(role)
      const screen = screenAt(back.to)
      expect(screen && mayOpen(screen, role)).toBe(true)
    }
    expect(firstScreenFor('writer')).toMatchObject({ label: 'Dashboard', to: '/admin-portal' })
  })

  it('has one entry per route screen', () => {
    const paths = adminNavItems.map((item) => item.to)
    expect(new Set(paths).size).toBe(paths.length)
  })
})
