-- poll-public:<poll id> carries only what the database sends (issue 19). As a public channel, any client
-- with the anon key could broadcast on it, and every embed viewer received what it sent (20 × 1 MB in 4 s):
-- hosted Realtime authorizes nothing on public channels (BroadcastHandler sends a public channel's
-- broadcasts without a policy check). So the topic becomes a PRIVATE channel that anyone may read and
-- nobody may write: a SELECT policy for anon and authenticated on its topics, and no INSERT policy, so a
-- client's broadcast is refused (neither delivered nor acknowledged) and the REST broadcast API answers 403.
-- The triggers send with private = true; realtime.send runs in these security definer functions, owned by
-- postgres, which bypasses RLS. Joining stays open to everyone holding the link (the embed joins with the
-- anon key as its token), and a project that allows private channels only (Realtime settings) serves it.

create function private.is_public_poll_topic(topic text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select coalesce(topic ~* '^poll-public:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', false)
$$;
revoke execute on function private.is_public_poll_topic(text) from public;
grant execute on function private.is_public_poll_topic(text) to anon, authenticated;

create policy "anyone reads a poll's public topic" on realtime.messages
  for select to anon, authenticated
  using (
    realtime.messages.extension = 'broadcast'
    and private.is_public_poll_topic((select realtime.topic()))
  );

create or replace function private.broadcast_public_votes_cast() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform realtime.send(
    jsonb_build_object('pollId', new.poll_id,
                       'totalVotes', (select coalesce(sum(b.ballot_count), 0) from public.ballots as b where b.poll_id = new.poll_id)),
    'votes_cast', 'poll-public:' || new.poll_id, true);
  return null;
end
$$;

create or replace function private.broadcast_public_status_changed() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform realtime.send(jsonb_build_object('pollId', new.id, 'status', new.status),
                        'status_changed', 'poll-public:' || new.id, true);
  return null;
end
$$;

create or replace function private.broadcast_public_poll_deleted() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform realtime.send(jsonb_build_object('pollId', old.id), 'poll_deleted', 'poll-public:' || old.id, true);
  return null;
end
$$;

revoke execute on function private.broadcast_public_votes_cast(), private.broadcast_public_status_changed(),
  private.broadcast_public_poll_deleted() from public;
