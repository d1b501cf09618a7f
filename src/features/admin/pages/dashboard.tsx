import { Seo } from '@/components/seo'
import { PageHeader } from '@/features/admin/components/page-header'

export function Component() {
  return (
    <>
      <Seo title="Admin Dashboard" description="Webinar registrations and site activity." noIndex />
      <PageHeader title="Dashboard" description="Registrations, messages and posts at a glance." />
    </>
  )
}
