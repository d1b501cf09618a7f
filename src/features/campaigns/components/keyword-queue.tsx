import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { toast } from 'sonner'
import { keywordMessages, keywordsProblem } from '@shared/campaigns/keywords'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import type { KeywordState } from '@/features/campaigns/api/get-campaign-details'
import { useUpdateCampaign } from '@/features/campaigns/api/update-campaign'
import { campaignMessages } from '@/features/campaigns/lib/messages'
import { reportError } from '@/lib/report-error'

const STATE_TEXT = { written: 'Written', writing: 'Being written', queued: 'Queued' } as const

type KeywordQueueProps = {
  campaignId: string
  campaignName: string
  keywords: string[]
  /** Each keyword's article or place in the queue; undefined while loading. */
  states: KeywordState[] | undefined
}

/**
 * The campaign's keywords in queue order: the next job takes the first without an article.
 * Add, remove, move up or down; each save is the whole list (the shared bound applies).
 */
export function KeywordQueue({ campaignId, campaignName, keywords, states }: KeywordQueueProps) {
  const update = useUpdateCampaign()
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | undefined>()
  const inputId = `keyword-add-${campaignId}`

  const save = (next: string[], onSaved?: () => void) => {
    const problem = keywordsProblem(next)
    if (problem) {
      setError(problem)
      return
    }
    setError(undefined)
    update.mutate(
      { id: campaignId, patch: { keywords: next } },
      {
        onSuccess: () => {
          toast.success(campaignMessages.keywordsSaved)
          onSaved?.()
        },
        onError: (cause) => reportError(cause.message, { cause }),
      },
    )
  }

  const handleAdd = (event: FormEvent) => {
    event.preventDefault()
    const keyword = draft.trim()
    if (keyword === '') return setError(keywordMessages.required)
    if (keywords.includes(keyword)) return setError(keywordMessages.duplicate(keyword))
    // The typed text stays in the box until the save succeeds.
    save([...keywords, keyword], () => setDraft(''))
  }

  const move = (index: number, by: -1 | 1) => {
    const next = [...keywords]
    const [item] = next.splice(index, 1)
    if (item === undefined) return
    next.splice(index + by, 0, item)
    save(next)
  }

  return (
    // A group, not a region landmark: two campaigns may share a name.
    <div role="group" aria-label={`Keyword queue of ${campaignName}`} className="grid gap-2">
      <h3 className="text-sm font-semibold text-foreground">Keyword queue</h3>
      <ol className="divide-y rounded-md border text-sm">
        {keywords.map((keyword, index) => {
          const state = states?.find((s) => s.keyword === keyword)
          return (
            <li key={keyword} className="flex flex-wrap items-center gap-2 p-2">
              <span className="w-6 tabular-nums text-muted-foreground">{index + 1}.</span>
              <span className="min-w-0 flex-1 break-words font-medium text-foreground">
                {keyword}
              </span>
              <span className="text-muted-foreground">
                {state?.state === 'written' && state.post ? (
                  <Link
                    to={`/admin-portal/blog?post=${state.post.id}`}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                    aria-label={`Written: the article for ${keyword}, ${state.post.title}`}
                  >
                    Written
                  </Link>
                ) : state ? (
                  STATE_TEXT[state.state]
                ) : (
                  '…'
                )}
              </span>
              <span className="flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Move ${keyword} up`}
                  disabled={index === 0 || update.isPending}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Move ${keyword} down`}
                  disabled={index === keywords.length - 1 || update.isPending}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${keyword}`}
                  disabled={update.isPending}
                  onClick={() => save(keywords.filter((k) => k !== keyword))}
                >
                  <X aria-hidden="true" />
                </Button>
              </span>
            </li>
          )
        })}
      </ol>
      <form onSubmit={handleAdd} noValidate className="flex flex-wrap items-start gap-2">
        <div className="min-w-48 flex-1">
          <TextField
            id={inputId}
            label="Add keyword"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            error={error ? { message: error } : undefined}
          />
        </div>
        <Button type="submit" size="sm" className="mt-7" disabled={update.isPending}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </form>
    </div>
  )
}
