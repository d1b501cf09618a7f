-- Private channels for the realtime tests: a signed-in user may read the topic named after
-- their id ("room:<uid>"), nobody else may. realtime.send is called by the database owner.
create policy "Own room" on realtime.messages for select to authenticated
  using (extension = 'broadcast' and topic = realtime.topic()
         and realtime.topic() = 'room:' || (select auth.uid())::text);
