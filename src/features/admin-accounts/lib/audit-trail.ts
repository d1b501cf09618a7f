import { csvWithBom } from '@/lib/csv'

/** One entry as the portal reads it from admin_audit_log. */
export type AuditEntry = {
  id: number
  created_at: string
  actor_email: string | null
  action: string
  subject: string | null
  target_email: string | null
}

/** What each action reads as in the trail and the CSV. */
export const AUDIT_ACTIONS: Record<string, string> = {
  invited: 'Invited',
  added: 'Gave access back to',
  removed: 'Removed',
  role_changed: 'Changed the role of',
  post_published: 'Published post',
  post_unpublished: 'Unpublished post',
  post_deleted: 'Deleted post',
  registrations_exported: 'Exported registrations',
  campaign_created: 'Created campaign',
  campaign_edited: 'Edited campaign',
  campaign_deleted: 'Deleted campaign',
  factor_enrolled: 'Enrolled a second factor for',
  factor_removed: 'Removed a second factor of',
  mfa_requirement_changed: 'Turned the second-factor requirement',
  credits_granted: 'Granted',
}

/** Nobody signed in: SQL, the scheduler or a service's own connection. */
export const SYSTEM_ACTOR = 'System'

export const actorOf = (entry: AuditEntry) => entry.actor_email ?? SYSTEM_ACTOR

/** "Published post “Title”", "Changed the role of a@x.test: editor → writer". */
export function describeAudit(entry: AuditEntry): string {
  const action = AUDIT_ACTIONS[entry.action] ?? entry.action
  const target = entry.target_email ? ` ${entry.target_email}` : ''
  if (!entry.subject) return `${action}${target}`
  if (entry.action.startsWith('post_') || entry.action.startsWith('campaign_'))
    return `${action} “${entry.subject}”`
  if (entry.action === 'registrations_exported') return `${action} (${entry.subject})`
  return target ? `${action}${target}: ${entry.subject}` : `${action} ${entry.subject}`
}

/** The trail as UTF-8 CSV (with a byte-order mark), oldest first: when, who, what. */
export function auditCsv(entries: AuditEntry[]): string {
  const rows = [...entries]
    .sort((a, b) => a.id - b.id)
    .map((e) => [new Date(e.created_at).toISOString(), actorOf(e), e.action, describeAudit(e)])
  return csvWithBom(['When', 'Who', 'Action', 'What'], rows)
}
