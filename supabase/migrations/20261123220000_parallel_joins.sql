-- Joins far from a poll's cap run in parallel; only the last places are counted one at a time. And a
-- poll's participants are counted from a few counters instead of row by row.
--
-- Counting: get_poll (every visitor of the join page) and join_poll (twice near the cap) counted the poll's
-- participants with count(*), a scan as long as the room, so a room's joins cost O(room²) together. Each poll
-- now has up to 64 counter rows, one per backend (pg_backend_pid() % 64), kept by a trigger on
-- participants in the same transaction as the row: their sum is exactly the committed participants, as
-- count(*) was, and two backends rarely touch the same counter row.
--
-- join_poll took one exclusive advisory lock per poll for every join and held it to the commit (the
-- answer's trip back through PostgREST, the WAL flush): a lecture hall's joins went one at a time, and on a
-- busy machine each waited tens of milliseconds for the one before (docs/performance.md, "Votes through
-- the real path"). Now a join first takes the same lock in SHARED mode and counts. Shared holders do not wait
-- for one another. While count + margin < cap, where margin is max_connections (no more joins than
-- backends can be in flight at once), the joins in flight cannot together pass the cap: the cap holds.
-- Nearer the cap the join gives the shared lock back (its subtransaction is rolled back) and takes the
-- lock EXCLUSIVELY, which waits for every shared holder to finish and keeps new ones out, then counts
-- exactly, as before. Why the margin is enough: take the shared join whose count came last; every other
-- shared join committing after that count was already in flight then (at most one per backend), and an
-- exclusive join counts only when no shared join is in flight.
create table private.poll_participant_counts (
  poll_id uuid not null references public.polls (id) on delete cascade,
  shard smallint not null,
  participants integer not null,
  primary key (poll_id, shard)
);
alter table private.poll_participant_counts enable row level security;
revoke all on table private.poll_participant_counts from public, anon, authenticated, service_role;

create function private.count_participants_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into private.poll_participant_counts as c (poll_id, shard, participants)
    values (new.poll_id, pg_backend_pid() % 64, 1)
    on conflict (poll_id, shard) do update set participants = c.participants + 1;
  else
    -- Any of the poll's counters will do: only their sum means something. None left: the poll itself is
    -- being deleted (its counters go with it).
    update private.poll_participant_counts as c set participants = c.participants - 1
     where c.poll_id = old.poll_id
       and c.shard = (select min(c2.shard) from private.poll_participant_counts as c2 where c2.poll_id = old.poll_id);
  end if;
  return null;
end
$$;

create trigger participants_count
after insert or delete on public.participants
for each row execute function private.count_participants_change();

-- The participants already there (the trigger above already holds back concurrent joins until commit).
insert into private.poll_participant_counts (poll_id, shard, participants)
select pa.poll_id, 0, count(*) from public.participants as pa group by pa.poll_id;

-- The poll's participants, committed ones as this transaction sees them (and its own).
create function private.participant_count(poll_id uuid) returns integer
language sql stable security definer
set search_path = ''
as $$
  select coalesce(sum(c.participants), 0)::integer from private.poll_participant_counts as c
   where c.poll_id = participant_count.poll_id
$$;

create or replace function private.poll_json(poll public.polls) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', poll.id,
    'title', poll.title,
    'description', poll.description,
    'category', poll.category,
    'options', coalesce(
      (select jsonb_agg(jsonb_build_object('id', o.id, 'text', o.text, 'order', o.position) order by o.position)
         from public.poll_options as o where o.poll_id = poll.id),
      '[]'::jsonb),
    'createdBy', poll.created_by,
    'createdAt', private.iso(poll.created_at),
    'updatedAt', private.iso(poll.updated_at),
    'isActive', poll.is_active,
    'status', poll.status,
    'participantCount', private.participant_count(poll.id),
    'expiresAt', private.iso(poll.expires_at),
    'maxParticipants', poll.max_participants,
    'accountsOnly', poll.accounts_only
  )
$$;

create or replace function public.join_poll(poll_id text, name text default null) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  clean_name text := private.clean_text(join_poll.name, 'Name', 50);
  poll public.polls;
  participant public.participants;
  lock_key bigint;
  exact boolean := false;
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

  lock_key := hashtextextended('join_poll:' || poll.id::text, 0);
  begin
    perform pg_advisory_xact_lock_shared(lock_key);
    if private.participant_count(poll.id) + current_setting('max_connections')::integer >= poll.max_participants then
      -- Near the cap: roll this block back, which releases the shared lock, and count exactly below.
      raise exception using errcode = 'RJ001';
    end if;
  exception when sqlstate 'RJ001' then
    exact := true;
  end;
  if exact then
    perform pg_advisory_xact_lock(lock_key);
    if private.participant_count(poll.id) >= poll.max_participants then
      raise exception using message = format('This poll is full: it admits at most %s participants', poll.max_participants),
                            errcode = 'PT409';
    end if;
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

revoke execute on all functions in schema private from public;
