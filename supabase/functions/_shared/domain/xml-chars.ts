/**
 * Characters XML 1.0 forbids anywhere in a document (§2.2, production Char): the C0 controls
 * but tab, line feed and carriage return (Word's soft line break is U+000B), U+FFFE, U+FFFF and
 * lone surrogates. One such character makes a feed or sitemap unreadable, so titles lose them
 * when saved and the feed and sitemap lose them when written.
 */
const XML_FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/** The text without the characters XML 1.0 forbids. */
export function stripXmlForbidden(text: string): string {
  return text.replace(XML_FORBIDDEN, '')
}
