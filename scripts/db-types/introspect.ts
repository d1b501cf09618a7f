import { schemaInfoSchema, type SchemaInfo } from './schema-info.ts'

interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>
}

// One round trip returning JSON, so PGlite and node-postgres hand back identical values
// (node-postgres would otherwise return int8 as strings).
const INTROSPECTION_SQL = /* sql */ `
with
rels as (
  select c.oid, c.relname, c.relkind
  from pg_class c
  where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'f', 'v', 'm')
),
cols as (
  select
    a.attrelid::int8 as table_id,
    a.attname as name,
    coalesce(bt.typname, t.typname) as format,
    not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)) as is_nullable,
    a.atthasdef as has_default,
    a.attidentity in ('a', 'd') as is_identity,
    case a.attidentity when 'a' then 'ALWAYS' when 'd' then 'BY DEFAULT' end
      as identity_generation
  from pg_attribute a
  join rels on rels.oid = a.attrelid
  join pg_type t on t.oid = a.atttypid
  left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
  where a.attnum > 0 and not a.attisdropped
),
keys as (
  select conrelid, jsonb_agg(key_cols.cols) as col_lists
  from pg_constraint
  cross join lateral (
    select jsonb_agg(att.attname order by att.attnum) as cols
    from unnest(conkey) as k(attnum)
    join pg_attribute att on att.attrelid = conrelid and att.attnum = k.attnum
  ) key_cols
  where contype in ('p', 'u') and connamespace = $1::regnamespace
  group by conrelid
),
fks as (
  select
    con.conname as foreign_key_name,
    src.relname as relation,
    fk_cols.cols as columns,
    coalesce(fk_cols.cols in (select jsonb_array_elements(keys.col_lists)), false)
      as is_one_to_one,
    ref_ns.nspname as referenced_schema,
    ref.relname as referenced_relation,
    fk_cols.refs as referenced_columns
  from pg_constraint con
  cross join lateral (
    select
      jsonb_agg(ca.attname order by pair.ord) as cols,
      jsonb_agg(ra.attname order by pair.ord) as refs
    from unnest(con.conkey, con.confkey) with ordinality as pair(col, ref, ord)
    join pg_attribute ca on ca.attrelid = con.conrelid and ca.attnum = pair.col
    join pg_attribute ra on ra.attrelid = con.confrelid and ra.attnum = pair.ref
  ) fk_cols
  join pg_class src on src.oid = con.conrelid
  join pg_class ref on ref.oid = con.confrelid
  join pg_namespace ref_ns on ref_ns.oid = ref.relnamespace
  left join keys on keys.conrelid = con.conrelid
  where con.contype = 'f' and con.conparentid = 0 and con.connamespace = $1::regnamespace
),
fns as (
  select
    p.proname as name,
    coalesce((
      select jsonb_agg(jsonb_build_object(
        'mode', case arg.mode when 'i' then 'in' when 'o' then 'out' when 'b' then 'inout'
          when 'v' then 'variadic' else 'table' end,
        'name', arg.name,
        'type_id', arg.type_id::int8,
        'has_default', arg.ord > p.pronargs - p.pronargdefaults
      ) order by arg.ord)
      from unnest(
        coalesce(p.proargmodes, array_fill('i'::"char",
          array[cardinality(coalesce(p.proallargtypes, p.proargtypes))])),
        coalesce(p.proargnames, array_fill(''::text,
          array[cardinality(coalesce(p.proallargtypes, p.proargtypes))])),
        coalesce(p.proallargtypes, p.proargtypes::oid[])
      ) with ordinality as arg(mode, name, type_id, ord)
    ), '[]') as args,
    p.prorettype::int8 as return_type_id,
    nullif(rt.typrelid::int8, 0) as return_type_relation_id,
    p.proretset as is_set_returning_function
  from pg_proc p
  join pg_type rt on rt.oid = p.prorettype
  where p.pronamespace = $1::regnamespace
    and p.prokind = 'f'
    and rt.typname not in ('trigger', 'event_trigger')
),
types as (
  select
    t.oid::int8 as id,
    t.typname as name,
    n.nspname as schema,
    coalesce((
      select jsonb_agg(e.enumlabel order by e.enumsortorder)
      from pg_enum e where e.enumtypid = t.oid
    ), '[]') as enums,
    coalesce((
      select jsonb_agg(jsonb_build_object('name', a.attname, 'type_id', a.atttypid::int8)
        order by a.attnum)
      from pg_class c
      join pg_attribute a on a.attrelid = c.oid
      where c.oid = t.typrelid and c.relkind = 'c' and not a.attisdropped
    ), '[]') as attributes
  from pg_type t
  join pg_namespace n on n.oid = t.typnamespace
  where t.typrelid = 0
    or (select c.relkind in ('c', 'r', 'v', 'm', 'p') from pg_class c where c.oid = t.typrelid)
)
select jsonb_build_object(
  'relations', coalesce((select jsonb_agg(jsonb_build_object(
    'id', oid::int8, 'name', relname, 'kind', relkind)) from rels), '[]'),
  'columns', coalesce((select jsonb_agg(to_jsonb(cols)) from cols), '[]'),
  'relationships', coalesce((select jsonb_agg(to_jsonb(fks)) from fks), '[]'),
  'functions', coalesce((select jsonb_agg(to_jsonb(fns)) from fns), '[]'),
  'types', coalesce((select jsonb_agg(to_jsonb(types)) from types), '[]')
)::text as info
`

export async function introspect(db: Queryable, schema: string): Promise<SchemaInfo> {
  const { rows } = await db.query<{ info: string }>(INTROSPECTION_SQL, [schema])
  const info = rows[0]?.info
  if (info === undefined) throw new Error('Schema introspection returned no rows')
  return schemaInfoSchema.parse(JSON.parse(info))
}
