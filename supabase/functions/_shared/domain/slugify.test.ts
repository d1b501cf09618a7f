import { describe, expect, it } from 'vitest'
import { isSlug, SLUG_MAX_LENGTH, slugify } from './slugify.ts'

describe('slugify (a slug from a title)', () => {
  it.each([
    ['lowercases', 'Hello World', 'hello-world'],
    ['trims', '   Spaced out   ', 'spaced-out'],
    ['removes punctuation', "What's New? (2025 Edition!)", 'whats-new-2025-edition'],
    ['turns underscores into hyphens', 'snake_case_title', 'snake-case-title'],
    ['collapses runs of whitespace, underscores and hyphens', 'a  -_- b\t\nc', 'a-b-c'],
    ['collapses repeated hyphens', 'one---two', 'one-two'],
    ['trims edge hyphens', '--Edge case--', 'edge-case'],
    ['trims hyphens left by edge punctuation', '!!! Big news !!!', 'big-news'],
    ['keeps digits', 'Top 10 Tips for 2025', 'top-10-tips-for-2025'],
    ['drops the accents of Latin letters', 'Café Déjà Vu Über', 'cafe-deja-vu-uber'],
    ['drops letters of other scripts and emoji', 'Привет 🚀 World 日本', 'world'],
  ])('%s: %j → %j', (_rule, title, slug) => {
    expect(slugify(title)).toBe(slug)
  })

  it('gives an empty slug when the title has no usable letters (the form then says so)', () => {
    expect(slugify('¿¡ !! ?')).toBe('')
  })

  it('always produces what the slug rule accepts, or nothing', () => {
    const titles = ['A/B testing: 7 ideas', '  --x__y--  ', 'Ünïcödé — dash', 'ok']
    for (const title of titles) {
      const slug = slugify(title)
      expect(slug === '' || isSlug(slug), `${title} → ${slug}`).toBe(true)
    }
  })

  it('counts the length in the slug rule, as the database check does', () => {
    expect(isSlug('a'.repeat(SLUG_MAX_LENGTH))).toBe(true)
    expect(isSlug('a'.repeat(SLUG_MAX_LENGTH + 1))).toBe(false)
    expect(isSlug(`${'ab-'.repeat(99)}a`)).toBe(false)
  })
})
