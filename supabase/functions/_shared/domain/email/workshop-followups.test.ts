import { describe, expect, it } from 'vitest'
import { unsubscribeFunctionUrl, unsubscribePageUrl } from './unsubscribe.ts'
import { unsubscribeHeaders, workshopFollowupEmail } from './workshop-followups.ts'

const input = {
  brand: 'LeadSight',
  name: 'Ada <b>Lovelace</b>',
  webinarTitle: 'Identity Resolution Workshop',
  accessUrl: 'https://site.test/workshop?access=id.token',
  expiresAt: new Date('2026-12-30T10:00:00Z'),
  unsubscribeUrl: 'https://site.test/unsubscribe?token=abc&x=1',
}

describe('workshop follow-up emails', () => {
  it('words each kind, with the personal link and the unsubscribe link in both parts', () => {
    const reminder = workshopFollowupEmail('reminder', input)
    expect(reminder.subject).toBe('Your seat at the Identity Resolution Workshop is waiting')
    const resume = workshopFollowupEmail('resume', input)
    expect(resume.subject).toBe('Pick up where you left off: Identity Resolution Workshop')
    for (const email of [reminder, resume]) {
      expect(email.text).toContain(input.accessUrl)
      expect(email.text).toContain(`Unsubscribe from these reminders: ${input.unsubscribeUrl}`)
      expect(email.html).toContain('href="https://site.test/unsubscribe?token=abc&amp;x=1"')
      expect(email.html).toContain('Hi Ada &lt;b&gt;Lovelace&lt;/b&gt;,')
      expect(email.html).not.toContain('<b>Lovelace')
    }
  })

  it('links the body to the page that asks first, and the header to the one-click function', () => {
    expect(unsubscribePageUrl('https://site.test/', 'tok_-1')).toBe(
      'https://site.test/unsubscribe?token=tok_-1',
    )
    expect(unsubscribeFunctionUrl('https://ref.supabase.co/functions/v1', 'tok_-1')).toBe(
      'https://ref.supabase.co/functions/v1/email-unsubscribe?token=tok_-1',
    )
  })

  it('has both RFC 8058 headers', () => {
    expect(unsubscribeHeaders('https://u.test/x')).toEqual({
      'List-Unsubscribe': '<https://u.test/x>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })
})
