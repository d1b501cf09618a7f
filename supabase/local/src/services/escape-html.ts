/** Escapes text for HTML content and quoted attributes (the stack's own pages). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
