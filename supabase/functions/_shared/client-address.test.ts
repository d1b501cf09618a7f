import { describe, expect, it } from 'vitest'
import { clientAddress, rateLimitAddress } from './client-address.ts'

const from = (headers: Record<string, string>) => new Request('http://fn.test/x', { headers })

describe('clientAddress', () => {
  it("prefers the edge's own header, then x-real-ip, then the first x-forwarded-for entry", () => {
    expect(
      clientAddress(from({ 'cf-connecting-ip': '203.0.113.1', 'x-forwarded-for': '10.0.0.1' })),
    ).toBe('203.0.113.1')
    expect(clientAddress(from({ 'x-real-ip': '203.0.113.2' }))).toBe('203.0.113.2')
    expect(clientAddress(from({ 'x-forwarded-for': ' 203.0.113.3 , 10.0.0.1' }))).toBe(
      '203.0.113.3',
    )
    expect(clientAddress(from({}))).toBe('unknown')
  })

  it('counts every address of an IPv6 /64 as one caller', () => {
    const addresses = [
      '2001:db8:0:1:aaaa:bbbb:cccc:dddd',
      '2001:0DB8:0000:0001::1',
      '[2001:db8:0:1::2]',
      '2001:db8:0:1:ffff::',
    ]
    for (const address of addresses) {
      expect(clientAddress(from({ 'x-forwarded-for': address })), address).toBe('2001:db8:0:1::/64')
    }
    expect(clientAddress(from({ 'cf-connecting-ip': '2001:db8:0:2::1' }))).toBe('2001:db8:0:2::/64')
  })
})

describe('rateLimitAddress', () => {
  it('keeps IPv4 addresses and unwraps IPv4-mapped IPv6 ones', () => {
    expect(rateLimitAddress('198.51.100.4')).toBe('198.51.100.4')
    expect(rateLimitAddress('::ffff:198.51.100.4')).toBe('198.51.100.4')
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64')
  })

  it('leaves anything that is not an IPv6 address as it came', () => {
    for (const value of ['unknown', '1::2::3', 'g::1', '1:2:3', '1:2:3:4:5:6:7:8:9']) {
      expect(rateLimitAddress(value), value).toBe(value)
    }
  })
})
