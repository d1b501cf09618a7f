-- Contact messages now arrive only through the submit-contact edge function, which
-- validates the body and rate-limits each address before it writes with the service role.
-- A direct insert with the anon key would walk around that throttle, so the API roles lose
-- the insert grant and the always-true insert policy goes with it.
drop policy "Anyone can send a contact message" on public.contact_messages;
revoke insert on table public.contact_messages from anon, authenticated;

-- The portal's inbox is live like the registrations. Realtime applies the select policies
-- per subscriber, so only admins hear about new messages.
alter publication supabase_realtime add table public.contact_messages;
