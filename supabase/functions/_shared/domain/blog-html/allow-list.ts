// The one allow-list for blog post HTML. The public pages, the server-side renderer, the
// admin preview and the AI writer all sanitise through it (see sanitize-blog-html.ts); what it
// makes of each attribute is attribute-rules.ts, and each engine (engine-sanitize-html.ts,
// engine-dompurify.ts) only maps these rules into its own options.

const words = (list: string) => list.trim().split(/\s+/)

/** Tags the editor and the AI writer produce: text, headings, lists, tables, code, images, links. */
export const ALLOWED_TAGS = words(`
  p br hr div span section article aside header footer
  h1 h2 h3 h4 h5 h6
  strong b em i u s del ins mark small sub sup abbr cite q blockquote code pre kbd samp var time
  ul ol li dl dt dd
  a img figure figcaption
  table caption colgroup col thead tbody tfoot tr th td
  iframe
`)

/**
 * Attributes kept on any allowed tag. No `class` (the site's utility classes could pin a block
 * over the page), no `on*`, `srcdoc`, `formaction`, `srcset`, `xlink:href` or `data-*`, and no
 * `name` (DOM clobbering: `<img name="x">` shadows `document.x`). `id` is kept on headings only,
 * see HEADING_TAGS.
 */
export const ALLOWED_ATTR = words(`
  href target rel title id lang dir
  src alt width height loading decoding
  colspan rowspan scope headers span align start reversed type value datetime cite
  style allow allowfullscreen frameborder referrerpolicy
`)

/** The only tags whose `id` survives, prefixed by USER_ID_PREFIX (anchors for a table of contents). */
export const HEADING_TAGS = words('h1 h2 h3 h4 h5 h6')

/**
 * Post ids live in their own namespace so a post cannot shadow an element of the page (DOM
 * clobbering: `id="blog-post-data"` would replace the page's embedded JSON). The prefix is the
 * one GitHub and DOMPurify's SANITIZE_NAMED_PROPS use for user content.
 */
export const USER_ID_PREFIX = 'user-content-'

/** A heading's id in the post namespace (idempotent); null drops an empty id. */
export function userContentId(id: string): string | null {
  const trimmed = id.trim()
  if (trimmed === '') return null
  return trimmed.startsWith(USER_ID_PREFIX) ? trimmed : `${USER_ID_PREFIX}${trimmed}`
}

/** An in-page link (`#pricing`) follows its heading into the post namespace; other links stay. */
export function userContentHref(href: string): string {
  const trimmed = href.trim()
  if (!trimmed.startsWith('#') || trimmed.length === 1) return href
  return `#${userContentId(trimmed.slice(1)) ?? ''}`
}

/** What an embedded player may use (its iframe `allow`): no camera, microphone, location, clipboard. */
export const EMBED_ALLOW_FEATURES = words('autoplay encrypted-media picture-in-picture fullscreen')

/** An iframe `allow` list narrowed to EMBED_ALLOW_FEATURES (origins dropped: the default, src). */
export function filterEmbedAllow(allow: string): string {
  const features = allow
    .split(';')
    .map((directive) => directive.trim().split(/\s+/)[0]?.toLowerCase() ?? '')
    .filter((feature) => EMBED_ALLOW_FEATURES.includes(feature))
  return [...new Set(features)].join('; ')
}

/** URL schemes links and images may use; relative and fragment URLs are kept too. */
export const ALLOWED_URI_SCHEMES = words('http https mailto tel')

/** ALLOWED_URI_SCHEMES as DOMPurify's ALLOWED_URI_REGEXP: a listed scheme, or no scheme at all. */
export const ALLOWED_URI_REGEXP = new RegExp(
  `^(?:(?:${ALLOWED_URI_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
  'i',
)

/** `data:` URLs survive only as an <img> src, and only for these raster types. */
export const ALLOWED_DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i

/** Video embeds: an <iframe> survives only with an https src on one of these hosts and paths. */
export const EMBED_SOURCES: readonly { host: string; path: RegExp }[] = [
  { host: 'www.youtube.com', path: /^\/embed\/[\w-]+$/ },
  { host: 'www.youtube-nocookie.com', path: /^\/embed\/[\w-]+$/ },
  { host: 'player.vimeo.com', path: /^\/video\/\d+$/ },
]

/**
 * Inline CSS the editor uses (its inline images carry a fixed style). Anything that can lift a
 * block out of the flow or over the page (position, z-index, transform, inset, negative margins,
 * viewport units) or load a resource (url(), image-set(), expression()) is dropped.
 */
export const ALLOWED_CSS_PROPERTIES = words(`
  text-align vertical-align font-weight font-style text-decoration list-style-type
  color background-color border border-radius border-collapse
  width height max-width max-height min-width min-height aspect-ratio object-fit
  margin margin-top margin-right margin-bottom margin-left
  padding padding-top padding-right padding-bottom padding-left
  display float clear
`)

/** A CSS value is kept only if it is made of these characters: no `\`, quotes, `;`, `:` or `!`. */
export const SAFE_CSS_VALUE = /^[#a-z0-9.%,\s()/+-]*$/i

/** ...and contains none of these: functions that fetch or compute, viewport units, comments. */
export const UNSAFE_CSS_VALUE =
  /url|image|expression|element|attr|var|env|calc|vw|vh|vmin|vmax|\/\*|(?:^|[^a-z])-[\d.]/i

/** Display values that keep a block in the normal flow. */
export const ALLOWED_DISPLAY = /^(?:block|inline|inline-block|flex|none|table|table-cell)$/i
