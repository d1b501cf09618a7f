-- A user whose password hash comes from pgcrypto, as product seeds make them ($2a$).
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
) values (
  '00000000-0000-0000-0000-000000000000', 'a1111111-1111-4111-8111-111111111111',
  'authenticated', 'authenticated', 'seeded@example.com',
  extensions.crypt('seeded-password', extensions.gen_salt('bf')), now(),
  '{"provider":"email","providers":["email"]}', '{"name":"Seeded"}', now(), now(), '', '', '', ''
);

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values (
  'a1111111-1111-4111-8111-111111111112', 'a1111111-1111-4111-8111-111111111111',
  'a1111111-1111-4111-8111-111111111111',
  '{"sub":"a1111111-1111-4111-8111-111111111111","email":"seeded@example.com","email_verified":true}',
  'email', now(), now(), now()
);

insert into public.posts (title, slug, published, tags, views, author_id, created_at) values
  ('Seeded published', 'seeded-published', true, '{seo,crm}', 10, 'a1111111-1111-4111-8111-111111111111', '2025-01-01 12:00:00+00'),
  ('Seeded draft', 'seeded-draft', false, '{}', 0, 'a1111111-1111-4111-8111-111111111111', '2025-01-02 12:00:00+00');
