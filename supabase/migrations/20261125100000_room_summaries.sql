-- A lobby whose realtime messages grow with the room, not with its square (issue 18, docs/decisions.md
-- "A room of thousands"). Until now every join and every vote went to everyone on poll:<id>: n² messages.
--
-- Topics (all private, all written by the database only: no insert policy on realtime.messages):
--   poll:<poll id>       the room (host and participants): status_changed, poll_deleted, room_summary
--   poll-host:<poll id>  the host only: participant_joined, participant_voted, participant_removed
--   user:<user id>       one person, whatever the poll: participant_removed when the host removes them
-- and poll-public:<poll id> (read-only for everyone, 20261125130000_public_topic_read_only) keeps
-- status_changed and poll_deleted; its votes_cast now goes out with the room summaries, not per ballot.
--
-- room_summary {pollId, status, joined, voted, totalVotes, complete, newest: Participant+{number}[], at, seq}: joined and voted counts and the newest names (everyone up to 30 people). It is pushed
--   * by the join/vote itself (the trigger) when none went out for the room's "max wait" (2 s for a few
--     people, 6 s for 100, 60 s from 1,000 on): the first change after a quiet moment is seen at once, and
--     a room that keeps changing hears about it at least that often;
--   * by the host's lobby or presenter (flush_room_summary) once it has heard nothing for a moment: the
--     trailing update of a burst;
--   * by any member's periodic re-read (get_room_summary) when the max wait has passed: the trailing
--     update reaches the room even with the host's page closed;
-- never twice within the budget's spacing, (people + 3) / (0.75 × messages_per_second of the plan), and
-- only when what it says changed. So the room's summary messages stay under three quarters of the plan's
-- budget whoever calls, and a burst costs a few pushes rather than one per change.

create table private.realtime_settings (
  id boolean primary key default true constraint realtime_settings_one_row check (id),
  -- The hosted plan's Realtime messages per second (Free 100, Pro 500, Team 2,500): docs/deployment.md.
  messages_per_second integer not null default 100
    constraint realtime_settings_messages_per_second check (messages_per_second between 10 and 1000000)
);
insert into private.realtime_settings default values;
alter table private.realtime_settings enable row level security;
revoke all on table private.realtime_settings from public, anon, authenticated, service_role;

-- What was last pushed to a poll's room. Written only by a push (at most once per spacing), read by every
-- join and vote: joins and votes never wait on it (a push that finds it locked leaves the work to the next).
create table private.room_summaries (
  poll_id uuid primary key references public.polls (id) on delete cascade,
  pushed_at timestamptz,
  pushed_digest text,
  -- totalVotes as last pushed on poll-public:<id>
  public_total integer,
  pushes integer not null default 0
);
alter table private.room_summaries enable row level security;
revoke all on table private.room_summaries from public, anon, authenticated, service_role;

insert into private.room_summaries (poll_id) select p.id from public.polls as p;

create function private.add_room_summary() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into private.room_summaries (poll_id) values (new.id) on conflict do nothing;
  return null;
end
$$;

create trigger polls_add_room_summary
after insert on public.polls
for each row execute function private.add_room_summary();

-- The least time between two summaries of a room of `people`: three quarters of the plan's budget for
-- summaries (each costs people + host + presenter + an embed, plus the one hosted counts for sending).
create function private.room_push_spacing(people integer) returns interval
language sql stable security definer
set search_path = ''
as $$
  select make_interval(secs => (greatest(people, 0) + 3)::float8 / (0.75 * s.messages_per_second))
    from private.realtime_settings as s
$$;

-- How long a room that keeps changing waits between summaries pushed by joins and votes themselves:
-- 60 ms per person, between 2 and 60 s (never less than the spacing). A large room that keeps changing for
-- minutes hears a few summaries, not one per spacing (docs/decisions.md, "A room of thousands").
create function private.room_max_wait(people integer) returns interval
language sql stable security definer
set search_path = ''
as $$
  select greatest(make_interval(secs => least(greatest(people * 0.06, 2), 60)), private.room_push_spacing(people))
$$;

-- Participants with their "Participant {n}" number (those who gave no name, counted in joining order,
-- as mf-lobby's participant-labels.ts numbers them), `listed` of them, newest last.
create function private.numbered_participants(target_poll uuid, listed integer) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  with picked as (
    select pa from public.participants as pa
     where pa.poll_id = target_poll
     order by pa.joined_at desc, pa.id desc
     limit listed
  ), first_picked as (
    select (p.pa).joined_at, (p.pa).id from picked as p order by (p.pa).joined_at, (p.pa).id limit 1
  ), unnamed_before as (
    select count(*)::integer as n
      from public.participants as pa, first_picked as f
     where pa.poll_id = target_poll and pa.name = 'Anonymous Participant'
       and (pa.joined_at, pa.id) < (f.joined_at, f.id)
  ), numbered as (
    select p.pa,
           case when (p.pa).name = 'Anonymous Participant'
                then u.n + count(*) filter (where (p.pa).name = 'Anonymous Participant')
                             over (order by (p.pa).joined_at, (p.pa).id)
           end as number
      from picked as p, unnamed_before as u
  )
  select coalesce(
    jsonb_agg(private.participant_json(n.pa) || jsonb_build_object('number', n.number)
              order by (n.pa).joined_at, (n.pa).id),
    '[]'::jsonb)
  from numbered as n
$$;

-- The room as a participant sees it, without the time it was read (at) and the push's number (seq).
create function private.room_summary_json(target_poll uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  poll public.polls;
  joined integer;
  voted integer;
begin
  select * into poll from public.polls as p where p.id = target_poll;
  if not found then
    return null;
  end if;
  select count(*)::integer, (count(*) filter (where pa.has_voted))::integer into joined, voted
    from public.participants as pa where pa.poll_id = target_poll;
  return jsonb_build_object(
    'pollId', poll.id,
    'status', poll.status,
    'joined', joined,
    'voted', voted,
    'totalVotes', (select coalesce(sum(b.ballot_count), 0)::integer from public.ballots as b where b.poll_id = poll.id),
    -- Up to 30 people everyone is listed; above, the newest 10 (docs/decisions.md, "A participant's list").
    'complete', joined <= 30,
    'newest', private.numbered_participants(poll.id, case when joined <= 30 then joined else 10 end)
  );
end
$$;

-- Pushes the room's summary when it is due for `reason` ('change': a join or vote; 'flush': the host's
-- page after a quiet moment; 'pull': a member's periodic re-read) and differs from the last one pushed.
-- retry_in_ms: when a push may happen for this reason (null: nothing to push); summary: what was
-- computed, with the time it was read (null when it was not due).
create function private.push_room_summary(
  target_poll uuid, reason text, out pushed boolean, out retry_in_ms integer, out summary jsonb)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  state private.room_summaries;
  people integer := private.participant_count(target_poll);
  wait interval := case when reason = 'flush' then private.room_push_spacing(people) else private.room_max_wait(people) end;
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

-- Joins and votes go to the host alone, one by one; the room hears of them through summaries.
create or replace function private.broadcast_participant_joined() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform realtime.send(
    jsonb_build_object('participant', private.participant_json(new)),
    'participant_joined', 'poll-host:' || new.poll_id, true);
  perform private.push_room_summary(new.poll_id, 'change');
  return null;
end
$$;

create or replace function private.broadcast_participant_voted() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform realtime.send(
    jsonb_build_object('pollId', new.poll_id, 'participantId', new.id),
    'participant_voted', 'poll-host:' || new.poll_id, true);
  perform private.push_room_summary(new.poll_id, 'change');
  return null;
end
$$;

-- Renamed so they fire after participants_count (triggers fire in name order): the summary a join pushes
-- counts the joiner.
drop trigger participants_broadcast_joined on public.participants;
drop trigger participants_broadcast_voted on public.participants;

create trigger participants_lobby_joined
after insert on public.participants
for each row execute function private.broadcast_participant_joined();

create trigger participants_lobby_voted
after update of has_voted on public.participants
for each row when (new.has_voted and not old.has_voted)
execute function private.broadcast_participant_voted();

-- Embedded results hear the number of votes with the room's summaries (push_room_summary), not per ballot.
-- The trigger's function stays, unused: 20261125130000_public_topic_read_only (released before this one,
-- applied after it on a fresh database) redefines it, so dropping it here would leave a hosted project and
-- a fresh one with different schemas.
drop trigger ballots_broadcast_public_votes_cast on public.ballots;

-- As in 20261123100300_participation_rules.sql; participant_removed now goes to the host and to the removed
-- person only, and the room's summary follows.
create or replace function public.remove_participant(poll_id text, participant_id text) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  poll public.polls;
  participant public.participants;
  removal jsonb;
begin
  select * into poll from public.polls as p where p.id = private.poll_id_from(remove_participant.poll_id) for update;
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  if poll.created_by <> caller_id then
    raise exception using message = 'Only the host can remove participants', errcode = '42501';
  end if;
  if poll.status <> 'waiting' then
    raise exception using message = 'Participants can only be removed before voting starts', errcode = 'PT409';
  end if;
  if remove_participant.participant_id is not null
     and remove_participant.participant_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    select * into participant from public.participants as pa
     where pa.id = remove_participant.participant_id::uuid and pa.poll_id = poll.id;
  end if;
  if participant.id is null then
    raise exception using message = 'Participant not found', errcode = 'PT404';
  end if;

  insert into private.removed_participants (poll_id, user_id) values (poll.id, participant.user_id)
  on conflict do nothing;
  delete from public.participants as pa where pa.id = participant.id;
  removal := jsonb_build_object('pollId', poll.id, 'participantId', participant.id);
  perform realtime.send(removal, 'participant_removed', 'poll-host:' || poll.id, true);
  perform realtime.send(removal, 'participant_removed', 'user:' || participant.user_id, true);
  perform private.push_room_summary(poll.id, 'change');
end
$$;

-- The room as a participant's lobby shows it, and the caller's own row ("you", with its number), for
-- the host and the poll's participants. Also the trailing update's last resort: it pushes the summary
-- when the room's max wait has passed since the last push and something changed.
create function public.get_room_summary(poll_id text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  target_poll uuid := private.poll_id_from(get_room_summary.poll_id);
  push record;
  you jsonb;
begin
  if not exists (select 1 from public.polls as p where p.id = target_poll) then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  if not private.is_poll_member(target_poll) then
    if exists (select 1 from private.removed_participants as r where r.poll_id = target_poll and r.user_id = caller_id) then
      raise exception using message = 'The host removed you from this poll', errcode = '42501';
    end if;
    raise exception using message = 'Only the host and participants can see who joined this poll', errcode = '42501';
  end if;
  select * into push from private.push_room_summary(target_poll, 'pull');
  select private.participant_json(pa) || jsonb_build_object('number',
           case when pa.name = 'Anonymous Participant' then (
             select count(*)::integer from public.participants as other
              where other.poll_id = target_poll and other.name = 'Anonymous Participant'
                and (other.joined_at, other.id) <= (pa.joined_at, pa.id))
           end)
    into you
    from public.participants as pa where pa.poll_id = target_poll and pa.user_id = caller_id;
  return coalesce(push.summary, private.room_summary_json(target_poll) || jsonb_build_object('at', private.iso(clock_timestamp())))
         || jsonb_build_object('you', you);
end
$$;

-- The host's lobby and presenter: push the room's summary now if it changed and the budget's spacing
-- allows; otherwise say when to ask again (retryInMs) or that nothing is waiting (null).
create function public.flush_room_summary(poll_id text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  target_poll uuid := private.poll_id_from(flush_room_summary.poll_id);
  push record;
begin
  perform private.require_user_id();
  if not exists (select 1 from public.polls as p where p.id = target_poll) then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  if not private.is_poll_host(target_poll) then
    raise exception using message = 'Only the host can send the room''s summary', errcode = '42501';
  end if;
  select * into push from private.push_room_summary(target_poll, 'flush');
  return jsonb_build_object('pushed', push.pushed, 'retryInMs', push.retry_in_ms);
end
$$;

-- Who may read which topic (the policy on realtime.messages below authorizes private channels with it).
create or replace function private.can_receive_poll_events(topic text) returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
declare
  uuid_pattern constant text := '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
begin
  if topic is null then
    return false;
  elsif topic ~* ('^poll:' || uuid_pattern || '$') then
    return private.is_poll_member(substr(topic, 6)::uuid);
  elsif topic ~* ('^poll-host:' || uuid_pattern || '$') then
    return private.is_poll_host(substr(topic, 11)::uuid);
  elsif topic ~* ('^user:' || uuid_pattern || '$') then
    return substr(topic, 6)::uuid = auth.uid();
  end if;
  return false;
end
$$;

revoke execute on all functions in schema private from public;
grant execute on function private.can_receive_poll_events(text) to authenticated;
revoke execute on function public.get_room_summary(text), public.flush_room_summary(text) from public, anon;
grant execute on function public.get_room_summary(text), public.flush_room_summary(text) to authenticated, service_role;
