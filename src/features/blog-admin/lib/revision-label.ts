type RevisionLike = {
  kind: string
  revision_number: number
  editor_email: string | null
  restored_from: string | null
  overridden_checks?: string[] | null
}

// The publish checklist's blocking checks as the history names them when overridden.
const CHECK_NAMES: Record<string, string> = {
  title: 'title',
  meta_description: 'meta description length',
  image_alt: 'image alt text',
  featured_image_alt: 'featured image alt text',
  featured_image_svg: 'SVG featured image',
  heading_levels: 'heading levels',
  near_duplicate: 'near duplicate',
}

/** What a revision was: the model's original draft stays recognisable as such. */
/** A blocking check's name in a sentence ('image alt text'). */
export const checkName = (id: string) => CHECK_NAMES[id] ?? id

export function revisionLabel(
  revision: RevisionLike,
  numberOf: (id: string) => number | undefined,
): string {
  switch (revision.kind) {
    case 'ai_draft':
      return 'Original AI draft'
    case 'created':
      return 'Created'
    case 'published':
      return revision.overridden_checks?.length
        ? `Published anyway, overriding: ${revision.overridden_checks.map(checkName).join(', ')}`
        : 'Published'
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
