import type { Change } from './capture.ts'
import type { Column } from './columns.ts'

const SERVICE_ROLE = 'service_role'

type Access = { kind: 'open' } | { kind: 'rls' } | { kind: 'error'; message: string }

/**
 * How a role gets a change, following hosted apply_rls: service_role and deletes go through;
 * INSERT/UPDATE need a primary key the role may select, and on an RLS table a row check.
 */
export function accessFor(change: Change, columns: Column[], role: string): Access {
  if (role === SERVICE_ROLE || change.type === 'DELETE') return { kind: 'open' }
  const keys = columns.filter((c) => c.pk)
  if (keys.length === 0) return { kind: 'error', message: 'Error 400: Bad Request, no primary key' }
  if (!keys.every((c) => c.selectableBy.has(role))) {
    return { kind: 'error', message: 'Error 401: Unauthorized' }
  }
  return change.rls ? { kind: 'rls' } : { kind: 'open' }
}

/** The columns a role receives: those it may select (service_role: all). */
export const columnsFor = (columns: Column[], role: string): Column[] =>
  role === SERVICE_ROLE ? columns : columns.filter((c) => c.selectableBy.has(role))
