// The one allow-list for blog post HTML. The public pages, the server-side renderer, the
// admin preview and the AI writer all sanitise through it (see sanitize-blog-html.ts).

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
 * over the page), no `on*`, `srcdoc`, `formaction`, `srcset`, `xlink:href` or `data-*`.
 */
export const ALLOWED_ATTR = words(`
  href target rel title name id lang dir
  src alt width height loading decoding
  colspan rowspan scope headers span align start reversed type value datetime cite
  style allow allowfullscreen frameborder referrerpolicy
`)

/** Link and image schemes: http(s), mailto, tel, and relative or fragment URLs. */
export const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i

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
