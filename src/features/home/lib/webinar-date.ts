export const WEBINAR_DATE_KEY = 'webinarDate'

// The webinar date is fixed: 2024-03-28 13:00 at offset -05:00, stored as this exact ISO string.
export const WEBINAR_DATE = '2024-03-28T13:00:00-05:00'

export function storeWebinarDate(getStorage: () => Storage = () => window.localStorage) {
  try {
    getStorage().setItem(WEBINAR_DATE_KEY, WEBINAR_DATE)
  } catch {
    // Storage can be disabled or full (private modes); the page works without the hint.
  }
}
