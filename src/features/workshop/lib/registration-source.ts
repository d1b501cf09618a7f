import { UTM_FIELDS } from '@shared/landing-source'

export type RegistrationSource = Partial<Record<(typeof UTM_FIELDS)[number] | 'referrer', string>>

// Where this visit came from, read once as the workshop page loads (its landing URL's
// campaign parameters and the page that linked to it), kept for the tab's session so a
// registration after a reload or an in-site visit still carries it.
const STORAGE_KEY = 'workshopSource'

function read(): RegistrationSource {
  const source: RegistrationSource = {}
  const params = new URLSearchParams(window.location.search)
  for (const field of UTM_FIELDS) {
    const value = params.get(field)?.trim().slice(0, 200)
    if (value) source[field] = value
  }
  const referrer = document.referrer
  // Another site's page only: a page of this site is not where the visitor came from.
  if (/^https?:\/\//.test(referrer) && new URL(referrer).origin !== window.location.origin) {
    source.referrer = referrer.slice(0, 2000)
  }
  return source
}

function isSource(value: unknown): value is RegistrationSource {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  )
}

/** The landing source, read now if this tab has none kept yet. */
export function landingSource(): RegistrationSource {
  try {
    const kept: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null')
    if (isSource(kept)) return kept
    const source = read()
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(source))
    return source
  } catch {
    return read() // storage blocked: this page's own address and referrer
  }
}
