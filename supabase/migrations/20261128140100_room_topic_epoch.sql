-- Issue 30, "A removed participant is cut off at once, on hosted too" (docs/decisions.md, "The room's topic
-- carries a secret epoch"). Hosted Realtime authorizes a private channel when it joins and again only when
-- its client sends a new token (realtime_channel.ex): a participant the host removes keeps an open poll:<id>
-- channel, and everything sent there, until their token expires, up to an hour.
--
-- The room's topic is now poll:<poll id>:<epoch>, the epoch 32 random hex digits kept in
-- private.room_epochs and told only to members (get_room_summary's `topic`). remove_participant draws a new
-- epoch in the same transaction as the removal and tells the new topic to the host (poll-host:<id>) and to
-- every remaining participant (user:<id>), each on a topic the removed person cannot read; from then on the
-- room's summaries, status changes and deletion go to the new topic only. The removed person's open channel
-- is left on a topic nothing is sent to, and they cannot join the new one: the policy wants membership and
-- the current epoch. The old topic poll:<id> stays readable to members (pages loaded before this migration
-- join it without an error) but nothing is sent there any more.

create table private.room_epochs (
  poll_id uuid primary key,
  epoch text not null default replace(gen_random_uuid()::text, '-', '') check (epoch ~ '^[0-9a-f]{32}$'),
  rotated_at timestamptz not null default now()
);
revoke all on table private.room_epochs from public, anon, authenticated;
insert into private.room_epochs (poll_id) select p.id from public.polls as p on conflict do nothing;

create function private.create_room_epoch() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into private.room_epochs (poll_id) values (new.id) on conflict do nothing;
  return null;
end
$$;

create trigger polls_room_epoch
after insert on public.polls
for each row execute function private.create_room_epoch();

-- The room's topic now (null for a poll that is gone).
create function private.room_topic(target_poll uuid) returns text
language sql stable security definer
set search_path = ''
as $$
  select 'poll:' || e.poll_id::text || ':' || e.epoch from private.room_epochs as e where e.poll_id = target_poll
$$;

-- A new epoch, told to the host and to every participant still in the room on their own topics.
create function private.rotate_room_topic(target_poll uuid) returns text
language plpgsql security definer
set search_path = ''
as $$
declare
  topic text;
  told jsonb;
begin
  insert into private.room_epochs as e (poll_id) values (target_poll)
  on conflict (poll_id) do update set epoch = replace(gen_random_uuid()::text, '-', ''), rotated_at = now()
  returning 'poll:' || e.poll_id::text || ':' || e.epoch into topic;
  told := jsonb_build_object('pollId', target_poll, 'topic', topic);
  perform realtime.send(told, 'room_topic', 'poll-host:' || target_poll, true);
  perform realtime.send(told, 'room_topic', 'user:' || pa.user_id, true)
     from public.participants as pa where pa.poll_id = target_poll;
  return topic;
end
$$;

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
  -- Before the summary: it and everything after go to a topic the removed person does not know.
  perform private.rotate_room_topic(poll.id);
  perform private.push_room_summary(poll.id, 'change');
end
$$;

create or replace function private.broadcast_poll_deleted() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  topic text;
begin
  delete from private.room_epochs as e where e.poll_id = old.id
  returning 'poll:' || e.poll_id::text || ':' || e.epoch into topic;
  if topic is not null then
    perform realtime.send(jsonb_build_object('pollId', old.id), 'poll_deleted', topic, true);
  end if;
  return null;
end
$$;

create or replace function private.broadcast_status_changed() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform realtime.send(
    jsonb_build_object('pollId', new.id, 'status', new.status, 'isActive', new.is_active,
                       'updatedAt', private.iso(new.updated_at)),
    'status_changed', private.room_topic(new.id), true);
  return null;
end
$$;

-- The room's summaries go to the room's current topic (as in 20261125100100_room_summary_flush_floor.sql otherwise).
CREATE OR REPLACE FUNCTION private.push_room_summary(target_poll uuid, reason text, OUT pushed boolean, OUT retry_in_ms integer, OUT summary jsonb)
 RETURNS record
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
  perform realtime.send(summary, 'room_summary', private.room_topic(target_poll), true);
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
$function$;

-- get_room_summary as before, with the room's current topic for the member who asks.
CREATE OR REPLACE FUNCTION public.get_room_summary(poll_id text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
                and other.join_order <= pa.join_order)
           end)
    into you
    from public.participants as pa where pa.poll_id = target_poll and pa.user_id = caller_id;
  return coalesce(push.summary, private.room_summary_json(target_poll) || jsonb_build_object('at', private.iso(clock_timestamp())))
         || jsonb_build_object('you', you, 'topic', private.room_topic(target_poll));
end
$function$;

-- Who may read which topic: the room's topic only with its current epoch.
CREATE OR REPLACE FUNCTION private.can_receive_poll_events(topic text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  uuid_pattern constant text := '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
begin
  if topic is null then
    return false;
  elsif topic ~* ('^poll:' || uuid_pattern || ':[0-9a-f]{32}$') then
    -- The room: a member, and the current epoch (an old one is a room the reader may have been removed from).
    return private.is_poll_member(substr(topic, 6, 36)::uuid)
       and topic = private.room_topic(substr(topic, 6, 36)::uuid);
  elsif topic ~* ('^poll:' || uuid_pattern || '$') then
    -- The room's topic before 20261128140100: nothing is sent there any more.
    return private.is_poll_member(substr(topic, 6)::uuid);
  elsif topic ~* ('^poll-host:' || uuid_pattern || '$') then
    return private.is_poll_host(substr(topic, 11)::uuid);
  elsif topic ~* ('^user:' || uuid_pattern || '$') then
    return substr(topic, 6)::uuid = auth.uid();
  end if;
  return false;
end
$function$;

revoke execute on function private.create_room_epoch(), private.room_topic(uuid), private.rotate_room_topic(uuid) from public;
