export type FormTree = { [key: string]: string | FormTree }

const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor'])

/**
 * Stripe's form encoding (`line_items[0][price_data][unit_amount]=10008`) as a tree of
 * prototype-less objects; list indexes stay object keys.
 */
export function parseStripeForm(body: string): FormTree {
  const root: FormTree = Object.create(null)
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[')
    if (path.some((part) => UNSAFE_KEYS.has(part))) continue
    let node = root
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value
        return
      }
      const next = node[part]
      if (typeof next === 'object') node = next
      else {
        const child: FormTree = Object.create(null)
        node[part] = child
        node = child
      }
    })
  }
  return root
}
