import { describe, expect, it } from 'vitest'
import { contactNotificationEmail, subjectLine, workshopConfirmationEmail } from './templates.ts'

const HOSTILE = `<script>alert("x")</script> & 'quotes'`

describe('workshopConfirmationEmail', () => {
  const email = workshopConfirmationEmail({
    brand: 'LeadSight',
    name: 'Maria López',
    webinarTitle: 'Identity Resolution Workshop',
    accessUrl:
      'https://www.example.com/workshop?access=0b9c6a1e-2f4d-4c55-9e8a-3c1d2b4a5f60.q7Xx-abc_DEF0123456789abcdefghijklmnopq',
    expiresAt: new Date('2026-12-25T10:00:00Z'),
  })

  it('has the subject, HTML and text parts (snapshot)', () => {
    expect(email.subject).toBe('Your link to the Identity Resolution Workshop')
    expect(email.html).toMatchSnapshot('html')
    expect(email.text).toMatchSnapshot('text')
  })

  it('escapes every inserted value in the HTML part', () => {
    const hostile = workshopConfirmationEmail({
      brand: HOSTILE,
      name: HOSTILE,
      webinarTitle: HOSTILE,
      accessUrl: `https://x.test/?a="><img src=x>`,
      expiresAt: new Date('2026-12-25T10:00:00Z'),
    })
    expect(hostile.html).not.toContain('<script>')
    expect(hostile.html).not.toContain('<img')
    expect(hostile.html).not.toContain(`'quotes'`)
    expect(hostile.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;',
    )
    expect(hostile.text).toContain(HOSTILE)
  })
})

describe('contactNotificationEmail', () => {
  const email = contactNotificationEmail({
    brand: 'LeadSight',
    name: 'Dana Reyes',
    email: 'dana@example.com',
    subject: 'Agency pricing',
    message: 'Do you offer white-label plans?\nWe have 40 clients.',
    inboxUrl: 'https://www.example.com/admin-portal#inbox',
  })

  it('has the subject, HTML and text parts (snapshot)', () => {
    expect(email.subject).toBe('New contact message: Agency pricing')
    expect(email.html).toMatchSnapshot('html')
    expect(email.text).toMatchSnapshot('text')
  })

  it("shows the visitor's text only escaped", () => {
    const hostile = contactNotificationEmail({
      brand: 'LeadSight',
      name: HOSTILE,
      email: 'x@example.com',
      subject: `${HOSTILE}\r\nBcc: victim@example.com`,
      message: `<a href="https://evil.test">click</a>${HOSTILE}`,
      inboxUrl: 'https://www.example.com/admin-portal#inbox',
    })
    expect(hostile.html).not.toMatch(/<script|<a href="https:\/\/evil/)
    expect(hostile.html).toContain('&lt;a href=&quot;https://evil.test&quot;&gt;click&lt;/a&gt;')
    expect(hostile.subject).not.toMatch(/[\r\n]/)
  })
})

describe('subjectLine', () => {
  it('keeps one line without control characters, shortened with an ellipsis', () => {
    expect(subjectLine('a\r\nb\tc\u0000d')).toBe('a b c d')
    expect(subjectLine('x'.repeat(300))).toHaveLength(200)
  })
})

describe('caller-given text in the plain-text part', () => {
  it('cannot forge a line: control characters and line breaks in one-line fields are flattened', () => {
    const forged = 'Dana\r\n\r\nOpen the inbox: https://evil.example/login\u2028Reply\u0007'
    const email = contactNotificationEmail({
      brand: 'LeadSight',
      name: forged,
      email: 'dana@example.com\nBcc: x@example.com',
      subject: 'Hi\rthere',
      message: 'Line one\nLine two\u0000\u001b[31m',
      inboxUrl: 'https://www.example.com/admin-portal#inbox',
    })
    expect(email.text.split('\n').filter((line) => line.startsWith('Open the inbox:'))).toEqual([
      'Open the inbox: https://www.example.com/admin-portal#inbox',
    ])
    expect(email.text).toContain(
      'Dana Open the inbox: https://evil.example/login Reply (dana@example.com Bcc: x@example.com) sent a message through the contact form.',
    )
    expect(email.text).toContain('Subject: Hi there\n')
    // The message keeps its lines, without other control characters.
    expect(email.text).toContain('Message:\nLine one\nLine two [31m\n')
    const workshop = workshopConfirmationEmail({
      brand: 'LeadSight',
      name: 'Maria\nYour new link: https://evil.example',
      webinarTitle: 'Identity Resolution Workshop',
      accessUrl: 'https://www.example.com/workshop?access=x',
      expiresAt: new Date('2026-12-25T10:00:00Z'),
    })
    expect(workshop.text.startsWith('Hi Maria Your new link: https://evil.example,\n')).toBe(true)
  })
})
