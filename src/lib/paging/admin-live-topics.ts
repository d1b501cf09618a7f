/**
 * The admin tables whose changes reach the portal over a private realtime topic (the
 * database's private.admin_live_topics, which a test keeps equal to this list): anonymous
 * sockets may subscribe to postgres_changes on any published table and learn the count and
 * timing of its changes, so admin tables broadcast "table changed" to a topic only their
 * readers may join.
 */
export const ADMIN_LIVE_TOPICS: Readonly<Record<string, string>> = {
  'Webinar Registration': 'admin:registrations',
  contact_messages: 'admin:contact_messages',
  credit_orders: 'admin:credit_orders',
  blog_campaigns: 'admin:blog_campaigns',
  blog_campaign_jobs: 'admin:blog_campaign_jobs',
  workshop_progress: 'admin:workshop_progress',
}

export const adminLiveTopic = (table: string): string | undefined =>
  Object.hasOwn(ADMIN_LIVE_TOPICS, table) ? ADMIN_LIVE_TOPICS[table] : undefined
