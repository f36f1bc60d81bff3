-- The host's flush of a room's summary waits at least 4 ms a person (at most 8 s) since the last push, besides
-- the budget's spacing (20261125100000_room_summaries.sql). Measured by `pnpm bench lobby-messages`: in a room
-- of 1,000 joining within two minutes, a pause of a second in the host's stream now and then in the middle of
-- the burst (its own event loop, the machine's load) was flushed as if the burst were over: 10 summaries a
-- poll and 10.5 messages a person; 9 and 10.0 with this floor. A room's settle time stays within 2 s up to
-- 500 people (the floor is 2 s there) and 8 s in any room.

create or replace function private.push_room_summary(
  target_poll uuid, reason text, out pushed boolean, out retry_in_ms integer, out summary jsonb)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  state private.room_summaries;
  people integer := private.participant_count(target_poll);
  -- The host's flush: the budget's spacing, and 4 ms a person up to 8 s (a large room's burst that pauses
  -- for a second on the host's side is not over: it waits a little longer than a small room's).
  wait interval := case when reason = 'flush'
                        then greatest(private.room_push_spacing(people), make_interval(secs => least(people * 0.004, 8)))
                        else private.room_max_wait(people) end;
  now_at timestamptz := clock_timestamp();
  digest text;
begin
  pushed := false;
  select * into state from private.room_summaries as r where r.poll_id = target_poll;
  if found and state.pushed_at is not null and now_at - state.pushed_at < wait then
    retry_in_ms := ceil(extract(epoch from state.pushed_at + wait - now_at) * 1000)::integer;
    return;
  end if;
  if not found then
    insert into private.room_summaries (poll_id) values (target_poll) on conflict do nothing;
  end if;
  -- One pusher at a time; whoever finds the row taken leaves this push to it.
  select * into state from private.room_summaries as r where r.poll_id = target_poll for update skip locked;
  if not found then
    retry_in_ms := 100;
    return;
  end if;
  now_at := clock_timestamp();
  if state.pushed_at is not null and now_at - state.pushed_at < wait then
    retry_in_ms := ceil(extract(epoch from state.pushed_at + wait - now_at) * 1000)::integer;
    return;
  end if;
  summary := private.room_summary_json(target_poll);
  if summary is null then
    return; -- the poll is gone
  end if;
  digest := md5((summary - 'status')::text);
  summary := summary || jsonb_build_object('at', private.iso(now_at));
  if digest is not distinct from state.pushed_digest then
    return; -- nothing changed since the last push
  end if;
  summary := summary || jsonb_build_object('seq', state.pushes + 1);
  perform realtime.send(summary, 'room_summary', 'poll:' || target_poll, true);
  if (summary ->> 'totalVotes')::integer is distinct from coalesce(state.public_total, 0) then
    perform realtime.send(
      jsonb_build_object('pollId', target_poll, 'status', summary ->> 'status', 'totalVotes', (summary ->> 'totalVotes')::integer),
      'votes_cast', 'poll-public:' || target_poll, true);
  end if;
  update private.room_summaries as r
     set pushed_at = now_at, pushed_digest = digest, public_total = (summary ->> 'totalVotes')::integer, pushes = r.pushes + 1
   where r.poll_id = target_poll;
  pushed := true;
end
$$;

revoke execute on all functions in schema private from public;
