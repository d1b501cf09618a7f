import { z } from 'zod'
import type { Queryable } from '../../db/db.ts'

/** GoTrue only signs in users of this instance (internal/models/user.go). */
export const INSTANCE_ID = '00000000-0000-0000-0000-000000000000'

/** A factor as GoTrue's API shows it (models.Factor): the secret never leaves the database. */
export const FACTOR_JSON = `json_strip_nulls(json_build_object('id', f.id, 'friendly_name', nullif(f.friendly_name, '')))::jsonb
  || jsonb_build_object('factor_type', f.factor_type, 'status', f.status, 'created_at', f.created_at,
    'updated_at', f.updated_at, 'phone', coalesce(f.phone, ''), 'last_challenged_at', f.last_challenged_at)`

// The user object of GoTrue's API, built by Postgres so timestamps keep their JSON form.
const USER_JSON = `json_build_object(
  'id', u.id, 'aud', coalesce(u.aud, ''), 'role', coalesce(u.role, ''), 'email', coalesce(u.email, ''),
  'email_confirmed_at', u.email_confirmed_at, 'phone', coalesce(u.phone, ''),
  'confirmation_sent_at', u.confirmation_sent_at, 'confirmed_at', u.confirmed_at,
  'last_sign_in_at', u.last_sign_in_at,
  'app_metadata', coalesce(u.raw_app_meta_data, '{}'), 'user_metadata', coalesce(u.raw_user_meta_data, '{}'),
  'identities', coalesce((
    select json_agg(json_build_object('identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id,
      'identity_data', i.identity_data, 'provider', i.provider, 'last_sign_in_at', i.last_sign_in_at,
      'created_at', i.created_at, 'updated_at', i.updated_at, 'email', i.email) order by i.created_at)
    from auth.identities i where i.user_id = u.id), '[]'),
  'created_at', u.created_at, 'updated_at', u.updated_at, 'banned_until', u.banned_until,
  'is_anonymous', u.is_anonymous,
  'factors', (select json_agg(${FACTOR_JSON} order by f.created_at) from auth.mfa_factors f where f.user_id = u.id)
)::text`

export interface UserRow {
  id: string
  json: string
  role: string
  encrypted_password: string | null
  confirmed: boolean
  banned: boolean
}

const USER_COLUMNS = `u.id, ${USER_JSON} as json, coalesce(nullif(u.role, ''), 'authenticated') as role,
  u.encrypted_password, u.confirmed_at is not null as confirmed,
  coalesce(u.banned_until > now(), false) as banned`

export async function userById(q: Queryable, id: string): Promise<UserRow | undefined> {
  const r = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users u where u.id = $1::uuid`,
    [id],
  )
  return r.rows[0]
}

/** The password sign-in lookup GoTrue does (FindUserByEmailAndAudience). */
export async function userByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const r = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users u
     where u.instance_id = $2 and lower(u.email) = lower($1) and u.aud = 'authenticated' and not u.is_sso_user`,
    [email, INSTANCE_ID],
  )
  return r.rows[0]
}

export async function listUsers(
  q: Queryable,
  page: number,
  perPage: number,
): Promise<{ users: string; total: number }> {
  const r = await q.query<{ users: string; total: number }>(
    `select coalesce((select json_agg(case when p.json::jsonb -> 'factors' = 'null'::jsonb
         then (p.json::jsonb - 'factors')::json else p.json::json end) from (
       select ${USER_JSON} as json from auth.users u order by u.created_at, u.id limit $1 offset $2) p), '[]')::text as users,
       (select count(*) from auth.users)::int as total`,
    [perPage, (page - 1) * perPage],
  )
  return r.rows[0] ?? { users: '[]', total: 0 }
}

export interface NewUser {
  email: string
  passwordHash: string | null
  confirmed: boolean
  userMetadata: Record<string, unknown>
  appMetadata: Record<string, unknown>
}

/** Inserts an email user with its identity, as GoTrue's signup and admin create do. */
export async function createUser(q: Queryable, user: NewUser): Promise<string> {
  const app = { provider: 'email', providers: ['email'], ...user.appMetadata }
  const r = await q.query<{ id: string }>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
       confirmation_token, recovery_token, email_change_token_new, email_change)
     values ($1, gen_random_uuid(), 'authenticated', 'authenticated', lower($2), $3,
       case when $4::boolean then now() end, $5::jsonb, $6::jsonb, now(), now(), '', '', '', '')
     returning id::text`,
    [
      INSTANCE_ID,
      user.email,
      user.passwordHash,
      user.confirmed,
      JSON.stringify(app),
      JSON.stringify(user.userMetadata),
    ],
  )
  const id = r.rows[0]?.id
  if (!id) throw new Error('user insert returned no id')
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $4::uuid, jsonb_build_object('sub', $1::text, 'email', lower($2), 'email_verified', $3::boolean,
       'phone_verified', false), 'email', now(), now(), now())`,
    [id, user.email, user.confirmed, id],
  )
  return id
}

export async function emailTaken(q: Queryable, email: string): Promise<boolean> {
  const r = await q.query(
    `select 1 from auth.users where lower(email) = lower($1) and not is_sso_user`,
    [email],
  )
  return r.rows.length > 0
}

const userJson = z.record(z.string(), z.unknown())

/** The user object as JSON, parsed for building claims and responses. */
export function userObject(row: UserRow): Record<string, unknown> {
  return withoutEmptyFactors(userJson.parse(JSON.parse(row.json)))
}

/** GoTrue leaves `factors` out of a user who has none (models.User: `json:"factors,omitempty"`). */
export function withoutEmptyFactors(user: Record<string, unknown>): Record<string, unknown> {
  if (user.factors !== null) return user
  const rest = { ...user }
  delete rest.factors
  return rest
}
