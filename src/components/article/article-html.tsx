/** The article element around the shared article HTML (see renderPostArticle). */
export function ArticleHtml({ html }: { html: string }) {
  return <article className="blog-article" dangerouslySetInnerHTML={{ __html: html }} />
}
