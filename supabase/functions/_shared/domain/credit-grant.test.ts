import { describe, expect, it } from 'vitest'
import { creditGrantMessages, creditGrantSchema } from './credit-grant.ts'

const errorsOf = (input: { email: string; credits: string; note: string }) =>
  creditGrantSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []

describe('creditGrantSchema', () => {
  it('takes a grant as the database stores it: address lowercased, credits a number', () => {
    expect(
      creditGrantSchema.parse({ email: ' Buyer@Example.test ', credits: ' 6000 ', note: ' Why ' }),
    ).toEqual({ email: 'buyer@example.test', credits: 6000, note: 'Why' })
  })

  it.each([
    [{ email: 'nobody', credits: '10', note: 'x' }, creditGrantMessages.email],
    [{ email: 'a@example.test', credits: '0', note: 'x' }, creditGrantMessages.credits],
    [{ email: 'a@example.test', credits: '10000001', note: 'x' }, creditGrantMessages.credits],
    [{ email: 'a@example.test', credits: '1.5', note: 'x' }, creditGrantMessages.credits],
    [{ email: 'a@example.test', credits: '-3', note: 'x' }, creditGrantMessages.credits],
    [{ email: 'a@example.test', credits: '10', note: ' ' }, creditGrantMessages.note],
    [{ email: 'a@example.test', credits: '10', note: 'x'.repeat(501) }, creditGrantMessages.note],
  ])('refuses %o with its sentence', (input, message) => {
    expect(errorsOf(input)).toEqual([message])
  })
})
