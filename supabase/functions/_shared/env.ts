// The functions' secrets (`supabase secrets set`; supabase/functions/.env on the local stack,
// where supabase/functions/.env.example lists them). An optional secret that is unset or blank
// takes its documented default or leaves its feature off. One that is set but invalid is a
// mistake, never a silent fallback: reading it throws an Error naming the variable, and each
// function's deps.ts reads its secrets when index.ts starts it, so the function fails at start.
// The error never repeats the value (it may be a key).
import { z } from 'zod'

export type Env = Record<string, string | undefined>

/** A secret's rule: what it must be, and how the error words it ("must be <expected>"). */
export type SecretRule<T> = { schema: z.ZodType<T>; expected: string }

/** The secret parsed by its rule; undefined when unset or blank; throws when set but invalid. */
export function optionalSecret<T>(env: Env, name: string, rule: SecretRule<T>): T | undefined {
  const value = env[name]?.trim()
  if (!value) return undefined
  const parsed = rule.schema.safeParse(value)
  if (!parsed.success) {
    throw new Error(`${name} is set but invalid: it must be ${rule.expected} (fix or unset it)`)
  }
  return parsed.data
}

const httpUrlSchema = z.url({ protocol: /^https?$/ })
const originSchema = httpUrlSchema.transform((url) => new URL(url).origin)
const commaList = z.string().transform((list) =>
  list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
)

export const secretRules = {
  text: (max: number): SecretRule<string> => ({
    schema: z.string().max(max),
    expected: `at most ${max} characters`,
  }),
  /** A key the provider issues with a known prefix (sk_, whsec_, ...). */
  key: (prefixes: readonly string[]): SecretRule<string> => ({
    schema: z.string().refine((key) => prefixes.some((prefix) => key.startsWith(prefix))),
    expected: `a key starting with ${prefixes.join(' or ')}`,
  }),
  httpUrl: { schema: httpUrlSchema, expected: 'an http(s) URL' } satisfies SecretRule<string>,
  origin: {
    schema: originSchema,
    expected: 'an http(s) URL such as https://www.your-site.com',
  } satisfies SecretRule<string>,
  origins: {
    schema: commaList.pipe(z.array(originSchema).max(50)),
    expected: 'comma-separated http(s) origins (at most 50)',
  } satisfies SecretRule<string[]>,
  emails: {
    schema: commaList.pipe(z.array(z.email()).min(1).max(50)),
    expected: 'comma-separated email addresses (at most 50)',
  } satisfies SecretRule<string[]>,
  /** An email sender: `hello@your-domain` or `Brand <hello@your-domain>`. */
  sender: {
    schema: z
      .string()
      .refine(
        (from) =>
          z.email().safeParse((/^[^<>]*<([^<>]+)>$/.exec(from)?.[1] ?? from).trim()).success,
      ),
    expected: 'an address or "Name <address>", such as "Brand <hello@your-domain>"',
  } satisfies SecretRule<string>,
  positiveInteger: {
    schema: z.coerce.number().int().positive(),
    expected: 'a positive whole number',
  } satisfies SecretRule<number>,
}

/** SITE_URL, the public site's origin: emails link to it, Checkout returns to it. */
export const siteUrlSecret = (env: Env): string | undefined =>
  optionalSecret(env, 'SITE_URL', secretRules.origin)
