-- Joining order is a real order. Participants were ordered by (joined_at, id): joined_at is the joining
-- transaction's start (now()), so two joins in flight at once could commit in one order and sort in the
-- other, and equal times fell back to a random id. The room's numbering ("Participant 7") rested on that.
-- Now each participant takes the next value of one sequence when its row is inserted: monotonic, never
-- repeated, and free of a per-poll counter that a room of thousands would queue behind.

alter table public.participants add column join_order bigint;

-- Those who joined before this migration keep the order they had.
update public.participants as pa
   set join_order = ordered.n
  from (select id, row_number() over (order by joined_at, id) as n from public.participants) as ordered
 where ordered.id = pa.id;

alter table public.participants alter column join_order set not null;
alter table public.participants alter column join_order add generated always as identity;
select setval(pg_get_serial_sequence('public.participants', 'join_order'),
              coalesce((select max(join_order) from public.participants), 0) + 1, false);

drop index public.participants_poll_joined_idx;
create index participants_poll_join_order_idx on public.participants (poll_id, join_order);

-- joinOrder: the lobby places a participant_joined event among those it already lists by it.
create or replace function private.participant_json(participant public.participants) returns jsonb
language plpgsql immutable
set search_path = ''
as $$
begin
  return jsonb_build_object(
    'id', participant.id,
    'pollId', participant.poll_id,
    'name', participant.name,
    'joinedAt', private.iso(participant.joined_at),
    'joinOrder', participant.join_order,
    'hasVoted', participant.has_voted
  );
end
$$;

create or replace function public.get_participants(poll_id text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  target_poll uuid := private.poll_id_from(get_participants.poll_id);
begin
  perform private.require_user_id();
  if not exists (select 1 from public.polls as p where p.id = target_poll) then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  if not private.is_poll_member(target_poll) then
    raise exception using message = 'Only the host and participants can see who joined this poll', errcode = '42501';
  end if;
  return coalesce(
    (select jsonb_agg(private.participant_json(pa) order by pa.join_order)
       from public.participants as pa where pa.poll_id = target_poll),
    '[]'::jsonb);
end
$$;

create or replace function private.numbered_participants(target_poll uuid, listed integer) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  with picked as (
    select pa from public.participants as pa
     where pa.poll_id = target_poll
     order by pa.join_order desc
     limit listed
  ), first_picked as (
    select min((p.pa).join_order) as join_order from picked as p
  ), unnamed_before as (
    select count(*)::integer as n
      from public.participants as pa, first_picked as f
     where pa.poll_id = target_poll and pa.name = 'Anonymous Participant'
       and pa.join_order < f.join_order
  ), numbered as (
    select p.pa,
           case when (p.pa).name = 'Anonymous Participant'
                then u.n + count(*) filter (where (p.pa).name = 'Anonymous Participant')
                             over (order by (p.pa).join_order)
           end as number
      from picked as p, unnamed_before as u
  )
  select coalesce(
    jsonb_agg(private.participant_json(n.pa) || jsonb_build_object('number', n.number)
              order by (n.pa).join_order),
    '[]'::jsonb)
  from numbered as n
$$;

create or replace function public.get_room_summary(poll_id text) returns jsonb
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
                and other.join_order <= pa.join_order)
           end)
    into you
    from public.participants as pa where pa.poll_id = target_poll and pa.user_id = caller_id;
  return coalesce(push.summary, private.room_summary_json(target_poll) || jsonb_build_object('at', private.iso(clock_timestamp())))
         || jsonb_build_object('you', you);
end
$$;
