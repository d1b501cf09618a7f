import { useEffect, useRef, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useContentFlush } from '@/features/blog-admin/lib/content-flush'
import {
  clearPostDraft,
  readPostDraft,
  writePostDraft,
  type PostDraft,
} from '@/features/blog-admin/lib/post-draft-storage'
import type { PostFormValues } from '@/features/blog-admin/lib/post-form-schema'

// How long typing must pause before the form is written to the browser's storage.
const AUTOSAVE_DELAY_MS = 400

const same = (a: PostFormValues, b: PostFormValues) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Autosave of the unsaved post form in this browser (per post, or one slot for a new post):
 * written shortly after each change and at once when the page is hidden or closed, so a reload,
 * a closed tab or a lost connection loses nothing. A draft found on opening is offered (restore
 * or discard) rather than applied. Leaving the page with unsaved changes asks first.
 */
export function usePostDraft(
  postId: string | undefined,
  form: UseFormReturn<PostFormValues>,
  initialDefaults: PostFormValues,
) {
  // What the post was when the editor opened (the caller may pass a new object each render).
  const [defaults] = useState(initialDefaults)
  const flush = useContentFlush()
  const [offer, setOffer] = useState<PostDraft | null>(() => {
    const found = readPostDraft(postId)
    return found && !same(found.values, defaults) ? found : null
  })
  const offerRef = useRef(offer)
  useEffect(() => {
    offerRef.current = offer
  }, [offer])

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const save = () => {
      clearTimeout(timer)
      timer = undefined
      const values = form.getValues()
      // An unanswered offer is kept until this session changes something of its own.
      if (same(values, defaults)) {
        if (!offerRef.current) clearPostDraft(postId)
        return
      }
      if (offerRef.current) setOffer(null)
      writePostDraft(postId, values)
    }
    const subscription = form.watch(() => {
      clearTimeout(timer)
      timer = setTimeout(save, AUTOSAVE_DELAY_MS)
    })
    const saveNow = () => {
      flush.run()
      if (timer !== undefined || form.formState.isDirty) save()
    }
    const onHidden = () => {
      if (document.visibilityState === 'hidden') saveNow()
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      saveNow()
      if (!same(form.getValues(), defaults)) event.preventDefault()
    }
    window.addEventListener('pagehide', saveNow)
    window.addEventListener('beforeunload', onBeforeUnload)
    document.addEventListener('visibilitychange', onHidden)
    return () => {
      subscription.unsubscribe()
      // Closing the editor keeps what was typed (it is offered next time).
      if (timer !== undefined) save()
      window.removeEventListener('pagehide', saveNow)
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('visibilitychange', onHidden)
    }
  }, [form, defaults, postId, flush])

  return {
    offer,
    restore: () => {
      if (!offer) return
      form.reset(offer.values, { keepDefaultValues: true })
      setOffer(null)
    },
    discard: () => {
      clearPostDraft(postId)
      setOffer(null)
    },
  }
}
