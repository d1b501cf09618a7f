import { describe, expect, it } from 'vitest'
import { formatTitle, serializeJsonLd } from '@/lib/seo'

describe('formatTitle', () => {
  it('adds the brand suffix', () => {
    expect(formatTitle('Pricing', 'Acme')).toBe('Pricing | Acme - AI CRM Platform')
  })

  it('leaves titles that already name the brand alone', () => {
    expect(formatTitle('Acme Blog', 'Acme')).toBe('Acme Blog')
  })
})

describe('serializeJsonLd', () => {
  it('cannot close the script tag it is written into', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain(
      '</script>',
    )
  })
})
