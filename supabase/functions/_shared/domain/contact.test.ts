import { describe, expect, it } from 'vitest'
import { tooManyMessage } from './contact.ts'

describe('tooManyMessage', () => {
  it.each([
    ['420', 'Too many messages from your address. Please try again in 7 minutes.'],
    ['61', 'Too many messages from your address. Please try again in 2 minutes.'],
    ['60', 'Too many messages from your address. Please try again in 1 minute.'],
    ['1', 'Too many messages from your address. Please try again in 1 second.'],
    ['45', 'Too many messages from your address. Please try again in 45 seconds.'],
    ['7200', 'Too many messages from your address. Please try again in 2 hours.'],
  ])('Retry-After %s says when', (retryAfter, text) => {
    expect(tooManyMessage(retryAfter)).toBe(text)
  })

  it.each([null, '', 'soon', '0', '-5'])(
    'without a usable Retry-After (%j) says later',
    (value) => {
      expect(tooManyMessage(value)).toBe(
        'Too many messages from your address. Please try again later.',
      )
    },
  )
})
