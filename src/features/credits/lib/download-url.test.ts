import { describe, expect, it } from 'vitest'
import { allowedDownloadUrl } from './download-url'

const SITE = 'https://www.our.host'
const PROJECT = 'https://abcd.supabase.co'
const origins = { site: [SITE], project: PROJECT }
const base = `${SITE}/purchase-thank-you?fileUrl=x`
const allowed = (value: string) => allowedDownloadUrl(value, origins, base)

describe('the purchase download address', () => {
  it.each([
    [`${SITE}/files/leads.csv`, `${SITE}/files/leads.csv`],
    ['/files/leads.csv', `${SITE}/files/leads.csv`],
    [
      `${PROJECT}/storage/v1/object/public/downloads/leads.csv`,
      `${PROJECT}/storage/v1/object/public/downloads/leads.csv`,
    ],
    [
      `${PROJECT}/storage/v1/object/sign/downloads/leads.csv?token=abc`,
      `${PROJECT}/storage/v1/object/sign/downloads/leads.csv?token=abc`,
    ],
  ])('offers %s', (value, href) => {
    expect(allowed(value)).toBe(href)
  })

  it.each([
    // Other hosts, however written.
    'https://evil.example/invoice.exe',
    'http://evil.example/invoice.exe',
    '//evil.example/invoice.exe',
    '///evil.example/invoice.exe',
    '/\\evil.example/invoice.exe',
    '\\\\evil.example\\invoice.exe',
    '\\/evil.example/invoice.exe',
    'https:\\\\evil.example/invoice.exe',
    'https:/\\evil.example/invoice.exe',
    // Tabs, newlines and other whitespace the URL parser removes or trims.
    '/\t/evil.example/invoice.exe',
    '/\n/evil.example/invoice.exe',
    '/\r\n\\evil.example/invoice.exe',
    ' //evil.example/invoice.exe',
    '\u0000//evil.example/invoice.exe',
    'ht\ttps://evil.example/invoice.exe',
    // Percent-encoded and internationalised hosts.
    'https://evil%2Eexample/invoice.exe',
    'https://%65vil.example/invoice.exe',
    'https://evil\u3002example/invoice.exe',
    'https://ＥＶＩＬ.example/invoice.exe',
    // Look-alikes of our own hosts.
    'https://www.our.host.evil.example/invoice.exe',
    'https://www.our.host:8443/invoice.exe',
    'http://www.our.host/invoice.exe',
    'https://our.host/invoice.exe',
    // Userinfo tricks.
    'https://www.our.host@evil.example/invoice.exe',
    'https://www.our.host%40evil.example/invoice.exe',
    'https://evil.example\\@www.our.host/invoice.exe',
    'https://evil.example%2F@www.our.host/invoice.exe',
    'https://user:pass@www.our.host/invoice.exe',
    `${PROJECT.replace('https://', 'https://x@')}/storage/v1/object/public/a.exe`,
    // The project's host serves more than Storage objects.
    `${PROJECT}/functions/v1/public-blog`,
    `${PROJECT}/storage/v1/object/public/../../../functions/v1/x`,
    `${PROJECT}/storage/v1/object/public/%2e%2e/%2e%2e/%2e%2e/functions/v1/x`,
    `${PROJECT}/storage/v1/bucket`,
    // Script and other schemes, however written.
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://evil.example/invoice.exe',
    'blob:https://evil.example/1234',
  ])('refuses %j', (value) => {
    expect(allowed(value)).toBeNull()
  })

  it.each([
    ['%2F%2Fevil.example%2Finvoice.exe', `${SITE}/%2F%2Fevil.example%2Finvoice.exe`],
    ['%2F%5Cevil.example%2Finvoice.exe', `${SITE}/%2F%5Cevil.example%2Finvoice.exe`],
    ['javascript%3Aalert(1)', `${SITE}/javascript%3Aalert(1)`],
  ])(
    'reads the twice-encoded %j as a path of our own site, where it is harmless',
    (value, href) => {
      expect(allowed(value)).toBe(href)
    },
  )
})
