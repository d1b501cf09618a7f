import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo'
import { Card } from '@/components/ui/card'
import { ContactDetails } from '@/features/contact/components/contact-details'
import { ContactMessageFormIsland } from '@/features/contact/components/contact-message-form'

export function Component() {
  return (
    <div className="container max-w-5xl py-12 md:py-16">
      <Seo
        title="Contact Us"
        description="Questions about identity resolution, pricing or enterprise plans? Send us a message and our team will get back to you."
        keywords={['contact', 'sales', 'support', 'enterprise pricing']}
      />
      <Link
        to="/"
        className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Home
      </Link>
      <h1 className="mt-6 text-3xl font-bold tracking-tight md:text-4xl">Contact Us</h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        Questions about the platform, pricing or an enterprise plan? Send us a message and we will
        get back to you within one business day.
      </p>
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_2fr]">
        <Card className="h-fit">
          <h2 className="mb-6 text-lg font-semibold">Get in touch</h2>
          <ContactDetails />
        </Card>
        <Card>
          <h2 className="mb-6 text-lg font-semibold">Send Message</h2>
          <ContactMessageFormIsland />
        </Card>
      </div>
    </div>
  )
}
