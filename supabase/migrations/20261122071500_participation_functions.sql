-- Joining, the participant list, the participant's voted flag and casting a ballot.
-- Participants are returned as {id, pollId, name, joinedAt, hasVoted}; never with a ballot.

create function private.participant_json(participant public.participants) returns jsonb
language sql immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', participant.id,
    'pollId', participant.poll_id,
    'name', participant.name,
    'joinedAt', private.iso(participant.joined_at),
    'hasVoted', participant.has_voted
  )
$$;

-- Joins the signed-in user (anonymous sign-ins included) to an active poll. A null name joins as
-- "Anonymous Participant"; a given name is trimmed and must hold 1 to 50 characters. Joining again
-- returns the participant already there, so each user is one participant per poll.
create function public.join_poll(poll_id text, name text default null) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  clean_name text := btrim(join_poll.name);
  poll public.polls;
  participant public.participants;
begin
  if join_poll.name is not null and clean_name = '' then
    raise exception using message = 'Please enter a name or click "Join Anonymously"', errcode = '22023';
  end if;
  if char_length(clean_name) > 50 then
    raise exception using message = 'Name must be 50 characters or less', errcode = '22023';
  end if;

  -- Shares the lock update_poll_status takes, so nobody joins a poll in the instant it closes.
  select * into poll from public.polls as p where p.id = private.poll_id_from(join_poll.poll_id) for share;
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  if not poll.is_active or (poll.expires_at is not null and poll.expires_at <= now()) then
    raise exception using message = 'This poll is no longer active', errcode = 'PT409';
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

-- Whether a participant has voted: for the participant themself or the poll's host. Null when no id is
-- given or there is no such participant (the spec's contract); others get null too.
create function public.get_participant_status(poll_id text, participant_id text) returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  participant public.participants;
begin
  if get_participant_status.participant_id is null
     or get_participant_status.participant_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return null;
  end if;
  select * into participant from public.participants as pa
   where pa.id = get_participant_status.participant_id::uuid
     and pa.poll_id = private.poll_id_from(get_participant_status.poll_id);
  if not found or not (participant.user_id = caller_id or private.is_poll_host(participant.poll_id)) then
    return null;
  end if;
  return participant.has_voted;
end
$$;

-- Everyone who joined, in joining order, for the host and the poll's participants.
create function public.get_participants(poll_id text) returns jsonb
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
    (select jsonb_agg(private.participant_json(pa) order by pa.joined_at, pa.id)
       from public.participants as pa where pa.poll_id = target_poll),
    '[]'::jsonb);
end
$$;

-- Casts the signed-in participant's ballot: ranking lists option ids, first choice first, every option
-- exactly once. The ballot is added to its ranking's tally; the participant is only marked as voted.
-- The participant is the caller's own (participant_id, when given, must be it).
create function public.submit_vote(poll_id text, ranking text[], participant_id text default null) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  poll public.polls;
  participant public.participants;
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
  if submit_vote.ranking is null or not private.ranking_is_complete(poll.id, submit_vote.ranking) then
    raise exception using message = 'A ballot must rank every option of this poll exactly once', errcode = '22023';
  end if;

  insert into public.ballots as b (poll_id, ranking, ballot_count)
  values (poll.id, submit_vote.ranking, 1)
  on conflict on constraint ballots_pkey do update set ballot_count = b.ballot_count + 1;

  update public.participants as pa set has_voted = true where pa.id = participant.id;
  return jsonb_build_object('pollId', poll.id, 'participantId', participant.id, 'hasVoted', true);
end
$$;

revoke execute on function
  public.join_poll(text, text),
  public.get_participant_status(text, text),
  public.get_participants(text),
  public.submit_vote(text, text[], text)
from public, anon;
grant execute on function
  public.join_poll(text, text),
  public.get_participant_status(text, text),
  public.get_participants(text),
  public.submit_vote(text, text[], text)
to authenticated, service_role;
