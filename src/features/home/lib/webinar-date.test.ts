import { afterEach, describe, expect, it } from 'vitest'
import { storeWebinarDate, WEBINAR_DATE, WEBINAR_DATE_KEY } from './webinar-date'

afterEach(() => window.localStorage.clear())

describe('storeWebinarDate', () => {
  it('stores the fixed webinar instant under webinarDate', () => {
    storeWebinarDate()

    expect(window.localStorage.getItem('webinarDate')).toBe('2024-03-28T13:00:00-05:00')
  })

  it('is 13:00 at offset -05:00, i.e. 18:00 UTC on 28 March 2024', () => {
    expect(WEBINAR_DATE_KEY).toBe('webinarDate')
    expect(new Date(WEBINAR_DATE).toISOString()).toBe('2024-03-28T18:00:00.000Z')
  })

  it('does not throw when storage is unavailable', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }

    expect(() => storeWebinarDate(blocked)).not.toThrow()
  })
})
