// The server-side window for DOMPurify (Node: prerender and Vitest; Deno: edge functions).
// jsdom is DOMPurify's recommended server DOM: its parser follows the HTML spec, so the tree
// it sanitises is the tree a browser builds from the same string (no parser-differential mXSS).
// The browser build swaps this file for dom-window.browser.ts (see vite.config.ts).
import type { WindowLike } from 'dompurify'
import { JSDOM } from 'jsdom'

export function createDomWindow(): WindowLike {
  return new JSDOM('<!doctype html><html><body></body></html>').window
}
