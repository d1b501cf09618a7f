import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether the element has come within `margin` of the viewport (it stays true after): what sits
 * below the first screen loads its code only when the admin scrolls towards it. True at once
 * where the browser has no IntersectionObserver.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, margin, near])
  return near
}
