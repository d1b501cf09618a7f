import { Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { siteConfig } from '@/config/site'

const { contact } = siteConfig

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode
  label: string
  children: ReactNode
}) {
  return (
    <div className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        {icon}
      </span>
      <div>
        <p className="text-sm font-semibold text-foreground">{label}</p>
        <div className="mt-0.5 text-sm text-muted-foreground">{children}</div>
      </div>
    </div>
  )
}

/** Email, phone and office address from the site config. */
export function ContactDetails() {
  return (
    <div className="grid gap-6">
      <Detail icon={<Mail className="size-5" aria-hidden="true" />} label="Email">
        <a href={`mailto:${contact.email}`} className="hover:text-primary hover:underline">
          {contact.email}
        </a>
      </Detail>
      <Detail icon={<Phone className="size-5" aria-hidden="true" />} label="Phone">
        <a
          href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
          className="hover:text-primary hover:underline"
        >
          {contact.phone}
        </a>
      </Detail>
      <Detail icon={<MapPin className="size-5" aria-hidden="true" />} label="Office">
        <address className="not-italic">{contact.address}</address>
      </Detail>
    </div>
  )
}
