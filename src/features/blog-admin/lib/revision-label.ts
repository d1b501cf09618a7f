type RevisionLike = {
  kind: string
  revision_number: number
  editor_email: string | null
  restored_from: string | null
}

/** What a revision was: the model's original draft stays recognisable as such. */
export function revisionLabel(
  revision: RevisionLike,
  numberOf: (id: string) => number | undefined,
): string {
  switch (revision.kind) {
    case 'ai_draft':
      return 'Original AI draft'
    case 'created':
      return 'Created'
    case 'restored': {
      const from = revision.restored_from ? numberOf(revision.restored_from) : undefined
      return from ? `Restored revision ${from}` : 'Restored an earlier revision'
    }
    default:
      return 'Edited'
  }
}

export function revisionAuthor(revision: RevisionLike): string {
  if (revision.editor_email) return revision.editor_email
  return revision.kind === 'ai_draft' ? 'AI campaign' : 'System'
}
