import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { USER_ID_PREFIX } from '@shared/blog-html/allow-list'

const HASH_WAIT_MS = 3000

/**
 * Client-side navigation does not scroll by itself: go to the top of a new page, or to
 * the element named by the hash once the (lazy) page has rendered it. A post's heading ids carry
 * the sanitiser's prefix, so `/blog/x#pricing` also finds `#user-content-pricing`.
 */
export function useScrollOnNavigate() {
  const { pathname, hash } = useLocation()

  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
      return
    }
    const id = decodeURIComponent(hash.slice(1))
    const scrollToTarget = () => {
      const target =
        document.getElementById(id) ?? document.getElementById(`${USER_ID_PREFIX}${id}`)
      // Every band laid out first (content-visibility, src/index.css), so the scroll ends on target.
      if (target) document.documentElement.dataset.allBands = ''
      target?.scrollIntoView({ behavior: 'smooth', block: 'start' })
      return Boolean(target)
    }
    if (scrollToTarget()) return
    const observer = new MutationObserver(() => {
      if (scrollToTarget()) observer.disconnect()
    })
    observer.observe(document.body, { childList: true, subtree: true })
    const timer = window.setTimeout(() => observer.disconnect(), HASH_WAIT_MS)
    return () => {
      observer.disconnect()
      window.clearTimeout(timer)
    }
  }, [pathname, hash])
}
