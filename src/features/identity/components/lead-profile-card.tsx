import { Building2, Eye, Mail, MapPin } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { sampleLead } from '@/content/identity-resolution'

/** A fictional identified visitor: shows what a resolved lead looks like. */
export function LeadProfileCard() {
  return (
    <figure className="relative mx-auto w-full max-w-sm">
      <Card radius="2xl" elevation="raised" className="p-5 shadow-primary/10 md:p-6">
        <div className="flex items-center gap-2 text-xs font-semibold text-emerald-700">
          <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
          Visitor identified
        </div>
        <div className="mt-4 flex items-center gap-4">
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-white"
          >
            {sampleLead.initials}
          </span>
          <div className="min-w-0">
            <p className="text-lg font-bold">{sampleLead.name}</p>
            <p className="text-sm text-muted-foreground">{sampleLead.title}</p>
          </div>
        </div>
        <dl className="mt-5 space-y-2.5 text-sm">
          <ProfileRow icon={Building2} label="Company" value={sampleLead.company} />
          <ProfileRow icon={Mail} label="Email" value={sampleLead.email} />
          <ProfileRow icon={MapPin} label="Location" value={sampleLead.location} />
          <ProfileRow icon={Eye} label="Activity" value={sampleLead.visit} />
        </dl>
        <div className="mt-5 border-t pt-4">
          <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
            Pages viewed
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {sampleLead.pages.map((page) => (
              <li key={page} className="rounded-md bg-muted px-2 py-1 font-mono text-xs">
                {page}
              </li>
            ))}
          </ul>
        </div>
      </Card>
      <figcaption className="mt-3 text-center text-xs text-muted-foreground">
        Example lead profile (fictional data)
      </figcaption>
    </figure>
  )
}

type ProfileRowProps = { icon: typeof Mail; label: string; value: string }

function ProfileRow({ icon: Icon, label, value }: ProfileRowProps) {
  return (
    <div className="flex items-center gap-3">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
      <dt className="sr-only">{label}</dt>
      <dd className="min-w-0 truncate">{value}</dd>
    </div>
  )
}
