-- Joins far from a poll's cap run in parallel; only the last places are counted one at a time.
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
    if (select count(*) from public.participants as pa where pa.poll_id = poll.id)
       + current_setting('max_connections')::integer >= poll.max_participants then
      -- Near the cap: roll this block back, which releases the shared lock, and count exactly below.
      raise exception using errcode = 'RJ001';
    end if;
  exception when sqlstate 'RJ001' then
    exact := true;
  end;
  if exact then
    perform pg_advisory_xact_lock(lock_key);
    if (select count(*) from public.participants as pa where pa.poll_id = poll.id) >= poll.max_participants then
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
