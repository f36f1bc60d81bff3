-- Joining with the room's limits (cap, accounts only, removed people), removing a participant before
-- voting starts, and a ballot that is exactly a ranking of the poll's options, cast before the closing time.

-- People the host removed from a poll: they cannot join it again under the same identity.
create table private.removed_participants (
  poll_id uuid not null references public.polls (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  removed_at timestamptz not null default now(),
  primary key (poll_id, user_id)
);
alter table private.removed_participants enable row level security;
revoke all on table private.removed_participants from public, anon, authenticated, service_role;

-- Joins the signed-in user (anonymous sign-ins included, unless the poll is for accounts only) to an
-- active poll. A null name joins as "Anonymous Participant". Joining again returns the participant
-- already there, so each user is one participant per poll.
create or replace function public.join_poll(poll_id text, name text default null) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  clean_name text := private.clean_text(join_poll.name, 'Name', 50);
  poll public.polls;
  participant public.participants;
begin
  if join_poll.name is not null and clean_name = '' then
    raise exception using message = 'Please enter a name or click "Join Anonymously"', errcode = '22023';
  end if;

  -- Shares the lock update_poll_status takes, so nobody joins a poll in the instant it closes.
  select * into poll from public.polls as p where p.id = private.poll_id_from(join_poll.poll_id) for share;
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  if not poll.is_active or (poll.expires_at is not null and poll.expires_at <= now()) then
    raise exception using message = 'This poll is no longer active', errcode = 'PT409';
  end if;

  select * into participant from public.participants as pa where pa.poll_id = poll.id and pa.user_id = caller_id;
  if found then
    return private.participant_json(participant);
  end if;
  if exists (select 1 from private.removed_participants as r where r.poll_id = poll.id and r.user_id = caller_id) then
    raise exception using message = 'The host removed you from this poll', errcode = '42501';
  end if;
  if poll.accounts_only
     and (select u.is_anonymous from auth.users as u where u.id = caller_id) is distinct from false then
    raise exception using message = 'Sign in with an account to join this poll', errcode = '42501';
  end if;

  -- Joins to one poll are counted one at a time, so the cap holds under a burst of parallel joins.
  perform pg_advisory_xact_lock(hashtextextended('join_poll:' || poll.id::text, 0));
  if (select count(*) from public.participants as pa where pa.poll_id = poll.id) >= poll.max_participants then
    raise exception using message = format('This poll is full: it admits at most %s participants', poll.max_participants),
                          errcode = 'PT409';
  end if;

  insert into public.participants (poll_id, user_id, name)
  values (poll.id, caller_id, coalesce(clean_name, 'Anonymous Participant'))
  on conflict on constraint participants_poll_id_user_id_key do nothing
  returning * into participant;
  if participant.id is null then
    select * into participant from public.participants as pa where pa.poll_id = poll.id and pa.user_id = caller_id;
  end if;
  return private.participant_json(participant);
end
$$;

-- The host removes a participant while the poll is waiting (once voting starts, taking someone out could
-- take their ballot's count with them). The person cannot join again with the same identity; the lobby
-- hears participant_removed {pollId, participantId}.
create function public.remove_participant(poll_id text, participant_id text) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  poll public.polls;
  participant public.participants;
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
  perform realtime.send(
    jsonb_build_object('pollId', poll.id, 'participantId', participant.id),
    'participant_removed', 'poll:' || poll.id, true);
end
$$;

-- Casts the signed-in participant's ballot: ranking lists option ids, first choice first, every option
-- exactly once, as a plain (one-dimensional, 1-based, null-free) array. The ballot is added to its
-- ranking's tally; the participant is only marked as voted.
create or replace function public.submit_vote(poll_id text, ranking text[], participant_id text default null) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  poll public.polls;
  participant public.participants;
  option_ids text[];
begin
  -- Shares the lock update_poll_status takes: a vote racing the end of voting either commits before
  -- the status changes or waits and then sees "completed". No ballot lands after the end.
  select * into poll from public.polls as p where p.id = private.poll_id_from(submit_vote.poll_id) for share;
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  if poll.status <> 'voting' then
    raise exception using message = 'Voting is not currently open for this poll', errcode = 'PT409';
  end if;
  if poll.expires_at is not null and poll.expires_at <= now() then
    raise exception using message = 'Voting has closed: the closing time of this poll has passed', errcode = 'PT409';
  end if;

  select * into participant from public.participants as pa
   where pa.poll_id = poll.id and pa.user_id = caller_id
   for update;
  if not found
     or (submit_vote.participant_id is not null and participant.id::text <> lower(submit_vote.participant_id)) then
    raise exception using message = 'Join this poll before voting', errcode = 'PT409';
  end if;
  if participant.has_voted then
    raise exception using message = 'You have already voted in this poll', errcode = 'PT409';
  end if;

  if coalesce(cardinality(submit_vote.ranking), 0) = 0 then
    raise exception using message = 'A ballot must rank every option of this poll exactly once', errcode = '22023';
  end if;
  if array_ndims(submit_vote.ranking) <> 1 or array_lower(submit_vote.ranking, 1) <> 1 then
    raise exception using message = 'A ranking must be a plain list of option ids, first choice first',
                          errcode = '22023';
  end if;
  if array_position(submit_vote.ranking, null) is not null then
    raise exception using message = 'A ranking cannot hold empty entries', errcode = '22023';
  end if;
  select array_agg(o.id order by o.position) into option_ids from public.poll_options as o where o.poll_id = poll.id;
  if cardinality(submit_vote.ranking) <= 1000 and exists (
       select 1 from unnest(submit_vote.ranking) as r (option_id) group by r.option_id having count(*) > 1) then
    raise exception using message = 'Each option can be ranked only once', errcode = '22023';
  end if;
  if cardinality(submit_vote.ranking) > 1000 or exists (
       select 1 from unnest(submit_vote.ranking) as r (option_id) where r.option_id <> all (option_ids)) then
    raise exception using message = 'The ranking holds an option that is not in this poll', errcode = '22023';
  end if;
  if not private.ranking_is_complete(poll.id, submit_vote.ranking) then
    raise exception using message = 'A ballot must rank every option of this poll exactly once', errcode = '22023';
  end if;

  insert into public.ballots as b (poll_id, ranking, ballot_count)
  values (poll.id, submit_vote.ranking, 1)
  on conflict on constraint ballots_pkey do update set ballot_count = b.ballot_count + 1;

  update public.participants as pa set has_voted = true where pa.id = participant.id;
  return jsonb_build_object('pollId', poll.id, 'participantId', participant.id, 'hasVoted', true);
end
$$;

revoke execute on all functions in schema private from public;
revoke execute on function
  public.join_poll(text, text),
  public.remove_participant(text, text),
  public.submit_vote(text, text[], text)
from public, anon;
grant execute on function
  public.join_poll(text, text),
  public.remove_participant(text, text),
  public.submit_vote(text, text[], text)
to authenticated, service_role;
