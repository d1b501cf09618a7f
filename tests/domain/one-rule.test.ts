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

// One rule in one place: the browser and the functions load the same module. (Being one module,
// they cannot answer differently; the rules' answers are tested where each is used.)
describe('the SPA and the functions import one module per shared rule', () => {
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
})
