// The rich-text editor's schema (Tiptap 3 on ProseMirror): what it can produce is a subset of
// the blog sanitiser's allow-list, which the property test over generated documents checks
// (rich-text-extensions.test.ts). Shared by the editor and its tests; it loads only with the
// editor's lazy chunk.
import { mergeAttributes, Node, type Extensions } from '@tiptap/core'
import Image from '@tiptap/extension-image'
import StarterKit from '@tiptap/starter-kit'
import { isAllowedEmbed } from '@shared/blog-html/attribute-rules'
import { DEFAULT_IMAGE_ALT } from '@shared/blog-publish-checklist'
import { INLINE_IMAGE_STYLE } from '@/features/blog-admin/lib/image-types'

/** The inline image keeps its fixed style (and the alt text an admin gives it). */
const BlogImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      alt: { default: DEFAULT_IMAGE_ALT },
      style: { default: INLINE_IMAGE_STYLE },
    }
  },
}).configure({ inline: true, allowBase64: false })

/** The players the allow-list admits, and the attributes it keeps on their iframe. */
export const EMBED_ALLOW = 'autoplay; encrypted-media; picture-in-picture; fullscreen'

/**
 * A YouTube or Vimeo player as an `<iframe>`; an address the allow-list would drop is not parsed
 * as an embed at all (so the editor never shows what the public page will not).
 */
export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null },
      title: { default: 'Embedded video' },
    }
  },
  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (element) => (isAllowedEmbed(element.getAttribute('src')) ? null : false),
      },
    ]
  },
  renderHTML({ HTMLAttributes }) {
    return [
      'iframe',
      mergeAttributes(HTMLAttributes, {
        width: '560',
        height: '315',
        frameborder: '0',
        allow: EMBED_ALLOW,
        allowfullscreen: 'true',
        loading: 'lazy',
      }),
    ]
  },
})

/**
 * The embed address of a YouTube or Vimeo page or player link, or null. Watch, short and
 * player links are all accepted; the result always passes the allow-list.
 */
export function embedUrl(input: string): string | null {
  let url: URL
  try {
    url = new URL(input.trim())
  } catch {
    return null
  }
  const host = url.host.replace(/^(www\.|m\.)/, '')
  let src: string | null = null
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const id = url.pathname.startsWith('/embed/')
      ? url.pathname.slice('/embed/'.length)
      : url.pathname.startsWith('/shorts/')
        ? url.pathname.slice('/shorts/'.length)
        : url.searchParams.get('v')
    if (id) src = `https://www.youtube.com/embed/${id}`
  } else if (host === 'youtu.be') {
    src = `https://www.youtube.com/embed/${url.pathname.slice(1)}`
  } else if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /(\d+)\/?$/.exec(url.pathname)?.[1]
    if (id) src = `https://player.vimeo.com/video/${id}`
  }
  return src && isAllowedEmbed(src) ? src : null
}

/** Links open in the same tab (no target), so nothing depends on the sanitiser adding rel. */
export function blogEditorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4, 5, 6] },
      link: {
        openOnClick: false,
        autolink: true,
        protocols: ['http', 'https', 'mailto', 'tel'],
        HTMLAttributes: { target: null, rel: null },
      },
    }),
    BlogImage,
    VideoEmbed,
  ]
}
