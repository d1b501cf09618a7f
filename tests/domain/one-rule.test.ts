import { describe, expect, it } from 'vitest'
// As the SPA imports them (the @shared alias of tsconfig, Vite and Vitest)...
import * as spaCheckout from '@shared/credit-checkout'
import * as spaContact from '@shared/contact'
import * as spaLeads from '@shared/lead-calculator'
import * as spaCount from '@shared/number-format'
import * as spaPricing from '@shared/credit-pricing'
import * as spaSlug from '@shared/slugify'
import * as spaVideo from '@shared/video-upload'
import * as spaWebinar from '@shared/webinar-registration'
// ...and as the edge functions import them (relative paths the deploy bundles).
import * as fnCheckout from '../../supabase/functions/_shared/domain/credit-checkout.ts'
import * as fnContact from '../../supabase/functions/_shared/domain/contact.ts'
import * as fnLeads from '../../supabase/functions/_shared/domain/lead-calculator.ts'
import * as fnCount from '../../supabase/functions/_shared/domain/number-format.ts'
import * as fnPricing from '../../supabase/functions/_shared/domain/credit-pricing.ts'
import * as fnSlug from '../../supabase/functions/_shared/domain/slugify.ts'
import * as fnVideo from '../../supabase/functions/_shared/domain/video-upload.ts'
import * as fnWebinar from '../../supabase/functions/_shared/domain/webinar-registration.ts'

// One rule in one place: the browser and the functions load the same module and get the same
// answers from it.
describe('shared rules answer alike for the SPA and the functions', () => {
  it.each([
    ['credit-checkout', spaCheckout, fnCheckout],
    ['contact', spaContact, fnContact],
    ['lead-calculator', spaLeads, fnLeads],
    ['number-format', spaCount, fnCount],
    ['credit-pricing', spaPricing, fnPricing],
    ['slugify', spaSlug, fnSlug],
    ['video-upload', spaVideo, fnVideo],
    ['webinar-registration', spaWebinar, fnWebinar],
  ])('%s is one module', (_, spa, fn) => {
    expect(spa).toBe(fn)
  })

  it('prices, counts and checks alike', () => {
    for (const leads of [1, 833, 834, 10_000, 1_000_000]) {
      expect(spaPricing.quoteLeads(leads)).toEqual(fnPricing.quoteLeads(leads))
      expect(spaLeads.monthlyCost(leads)).toBe(fnLeads.monthlyCost(leads))
      expect(spaCount.formatCount(leads)).toBe(fnCount.formatCount(leads))
    }
    expect(spaLeads.formatCostPerLead()).toBe('$0.12 per lead')
    expect(fnLeads.formatCostPerLead()).toBe('$0.12 per lead')
    for (const title of ['Hello, World!', 'Café déjà vu', '']) {
      const slug = spaSlug.slugify(title)
      expect(fnSlug.slugify(title)).toBe(slug)
      expect(fnSlug.isSlug(slug)).toBe(spaSlug.isSlug(slug))
    }
    const registration = { name: 'Grace', email: 'grace@example.com', webinar_title: 'Workshop' }
    expect(spaWebinar.webinarRegistrationSchema.safeParse(registration)).toEqual(
      fnWebinar.webinarRegistrationSchema.safeParse(registration),
    )
    const contact = { name: '', email: 'x', subject: '', message: '' }
    expect(spaContact.contactMessageSchema.safeParse(contact)).toEqual(
      fnContact.contactMessageSchema.safeParse(contact),
    )
    expect(spaCheckout.checkoutRequestSchema.safeParse({ leadCount: 10 })).toEqual(
      fnCheckout.checkoutRequestSchema.safeParse({ leadCount: 10 }),
    )
    expect(spaVideo.safeVideoFileName('../a b.mp4')).toBe(fnVideo.safeVideoFileName('../a b.mp4'))
  })
})
