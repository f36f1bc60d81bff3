-- What anyone holding a poll's link may learn without signing in, for embedded results
-- (docs/embedding.md): the poll's status and how many ballots have been cast, never who cast them or
-- what they ranked. get_poll already shows a link holder the poll itself; this adds the vote count.
--
-- get_poll_summary(poll_id) -> {pollId, title, status, totalVotes, updatedAt}
--
-- PUBLIC Realtime broadcasts on the topic poll-public:<poll id> (payloads camelCase):
--   votes_cast      {pollId, totalVotes}      after each ballot; a hint, re-read get_poll_summary to be exact
--   status_changed  {pollId, status}
--   poll_deleted    {pollId}
-- Public channels need no policy: any client with the project's anon key may join them. They carry the
-- same facts get_poll_summary answers, nothing more (no participant, no ranking, no timing beyond "now").

create function public.get_poll_summary(poll_id text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  poll public.polls;
begin
  select * into poll from public.polls as p where p.id = private.poll_id_from(get_poll_summary.poll_id);
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  return jsonb_build_object(
    'pollId', poll.id,
    'title', poll.title,
    'status', poll.status,
    'totalVotes', (select coalesce(sum(b.ballot_count), 0) from public.ballots as b where b.poll_id = poll.id),
    'updatedAt', private.iso(poll.updated_at)
  );
end
$$;

revoke execute on function public.get_poll_summary(text) from public;
grant execute on function public.get_poll_summary(text) to anon, authenticated, service_role;

-- Two votes committing at the same moment may each count only their own ballot here, so the number is a
-- hint: clients re-read get_poll_summary after the last hint of a burst (see docs/embedding.md).
create function private.broadcast_public_votes_cast() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform realtime.send(
    jsonb_build_object('pollId', new.poll_id,
                       'totalVotes', (select coalesce(sum(b.ballot_count), 0) from public.ballots as b where b.poll_id = new.poll_id)),
    'votes_cast', 'poll-public:' || new.poll_id, false);
  return null;
end
$$;

create function private.broadcast_public_status_changed() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform realtime.send(jsonb_build_object('pollId', new.id, 'status', new.status),
                        'status_changed', 'poll-public:' || new.id, false);
  return null;
end
$$;

create function private.broadcast_public_poll_deleted() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform realtime.send(jsonb_build_object('pollId', old.id), 'poll_deleted', 'poll-public:' || old.id, false);
  return null;
end
$$;

create trigger ballots_broadcast_public_votes_cast
after insert or update of ballot_count on public.ballots
for each row execute function private.broadcast_public_votes_cast();

create trigger polls_broadcast_public_status
after update of status on public.polls
for each row when (old.status is distinct from new.status)
execute function private.broadcast_public_status_changed();

create trigger polls_broadcast_public_deleted
after delete on public.polls
for each row execute function private.broadcast_public_poll_deleted();

revoke execute on all functions in schema private from public;
