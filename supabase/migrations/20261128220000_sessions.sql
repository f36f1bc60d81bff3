-- Issue 32, "One room, many questions": a session the room joins once and the host drives from question to
-- question (docs/decisions.md, "A session holds polls as its questions"; docs/sessions.md).
--
-- A session holds an ordered list of questions, and each question is a full poll (public.polls, its options and
-- its ballots), so the count, the results and the export of a question are a poll's. A poll created alone stays
-- exactly as it was: nothing here changes a poll that is not a session's question. A question belongs to its
-- session: private.poll_id_from, which every function that takes a poll id calls, answers "Poll not found" for
-- a question to anyone but the session's host, co-hosts and (once the question was shown) participants.
--
-- The room joins the session (public.session_participants), never a question: a trigger refuses a
-- public.participants row for a question, so join_poll and submit_vote cannot reach one, and the session's
-- own submit_session_vote takes ballots for the current question only, while its voting is open.

create table public.sessions (
  id uuid primary key default gen_random_uuid(),
  host_id uuid not null references auth.users (id) on delete cascade,
  title text not null,
  join_code text not null,
  results_hidden_until_revealed boolean not null default true,
  max_participants integer not null default 1000,
  current_question_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint sessions_title_length check (title = btrim(title) and char_length(title) between 1 and 200),
  constraint sessions_title_clean check (private.is_clean_text(title)),
  constraint sessions_join_code_format check (join_code ~ '^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$'),
  constraint sessions_max_participants_range check (max_participants between 1 and 100000)
);
create unique index sessions_join_code_key on public.sessions (join_code);
create index sessions_host_idx on public.sessions (host_id, created_at desc);

-- One row per question. voting: not_started → open → closed (never back: a closed question's ballots are
-- final, as a completed poll's). revealed_at: when the results were first shown; results_shown: shown now.
create table public.session_questions (
  poll_id uuid primary key references public.polls (id) on delete cascade,
  session_id uuid not null references public.sessions (id) on delete cascade,
  position integer not null,
  voting text not null default 'not_started',
  results_shown boolean not null default false,
  revealed_at timestamptz,
  constraint session_questions_session_poll_key unique (session_id, poll_id),
  constraint session_questions_position_key unique (session_id, position) deferrable initially deferred,
  constraint session_questions_voting_values check (voting in ('not_started', 'open', 'closed')),
  constraint session_questions_shown_after_close check (not results_shown or voting = 'closed'),
  constraint session_questions_shown_is_revealed check (not results_shown or revealed_at is not null)
);

-- The current question is one of the session's own (the pair), and removing it leaves none current.
alter table public.sessions
  add constraint sessions_current_question_fkey foreign key (id, current_question_id)
  references public.session_questions (session_id, poll_id) on delete set null (current_question_id);

create table public.session_participants (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references public.sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null default 'Anonymous Participant',
  joined_at timestamptz not null default now(),
  join_order bigint generated always as identity,
  constraint session_participants_session_user_key unique (session_id, user_id),
  constraint session_participants_name_length check (name = btrim(name) and char_length(name) between 1 and 50),
  constraint session_participants_name_clean check (private.is_clean_text(name)),
  constraint session_participants_name_rules
    check (name = 'Anonymous Participant' or private.name_problem(name, 'Name') is null)
);
create index session_participants_user_idx on public.session_participants (user_id);

-- A co-host is an account the host named by e-mail address: drives the session, sees turnout; may not delete
-- the session or change its co-hosts.
create table public.session_cohosts (
  session_id uuid not null references public.sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  added_at timestamptz not null default now(),
  primary key (session_id, user_id)
);
create index session_cohosts_user_idx on public.session_cohosts (user_id);

-- Who voted on which question: one ballot per participant and question. Private: turnout is told as counts.
create table private.session_voters (
  poll_id uuid not null references public.session_questions (poll_id) on delete cascade,
  participant_id uuid not null references public.session_participants (id) on delete cascade,
  voted_at timestamptz not null default now(),
  primary key (poll_id, participant_id)
);
create index session_voters_participant_idx on private.session_voters (participant_id);

-- The last summary sent to the session's room (as private.room_summaries for a poll's).
create table private.session_summaries (
  session_id uuid primary key references public.sessions (id) on delete cascade,
  pushed_at timestamptz,
  pushed_digest text,
  pushes integer not null default 0
);

alter table public.sessions enable row level security;
alter table public.session_questions enable row level security;
alter table public.session_participants enable row level security;
alter table public.session_cohosts enable row level security;
alter table private.session_voters enable row level security;
alter table private.session_summaries enable row level security;
revoke all on table private.session_voters, private.session_summaries from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- Who the caller is to a session: 'host', 'cohost', 'participant' or null.
create function private.session_role(target_session uuid) returns text
language sql stable security definer
set search_path = ''
as $$
  select case
    when exists (select 1 from public.sessions as s where s.id = target_session and s.host_id = auth.uid()) then 'host'
    when exists (select 1 from public.session_cohosts as c where c.session_id = target_session and c.user_id = auth.uid()) then 'cohost'
    when exists (select 1 from public.session_participants as sp
                  where sp.session_id = target_session and sp.user_id = auth.uid()) then 'participant'
  end
$$;

create function private.is_session_driver(target_session uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(private.session_role(target_session) in ('host', 'cohost'), false)
$$;

create function private.is_session_member(target_session uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select private.session_role(target_session) is not null
$$;

-- A participant sees a question once it is current or its voting was opened; the hosts see every question.
create function private.can_see_session_question(target_poll uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.session_questions as q join public.sessions as s on s.id = q.session_id
     where q.poll_id = target_poll
       and case private.session_role(s.id)
             when 'host' then true
             when 'cohost' then true
             when 'participant' then q.voting <> 'not_started' or s.current_question_id = q.poll_id
             else false
           end)
$$;

create function private.session_id_from(raw text) returns uuid
language plpgsql immutable
set search_path = ''
as $$
begin
  if raw is null or raw !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    raise exception using message = 'Session not found', errcode = 'PT404', hint = 'session.not_found';
  end if;
  return raw::uuid;
end
$$;

revoke execute on function private.session_role(uuid), private.is_session_driver(uuid), private.is_session_member(uuid),
  private.can_see_session_question(uuid), private.session_id_from(text) from public;
grant execute on function private.session_role(uuid), private.is_session_driver(uuid), private.is_session_member(uuid),
  private.can_see_session_question(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- Row level security: reads only; every write goes through the functions.
create policy "session members read the session" on public.sessions for select to authenticated
  using (private.is_session_member(id));
create policy "hosts read every question, participants the shown ones" on public.session_questions
  for select to authenticated using (private.can_see_session_question(poll_id));
create policy "participants read themselves, hosts and co-hosts read everyone" on public.session_participants
  for select to authenticated using (user_id = (select auth.uid()) or private.is_session_driver(session_id));
create policy "the host reads the co-hosts, a co-host reads themselves" on public.session_cohosts
  for select to authenticated
  using (user_id = (select auth.uid()) or private.session_role(session_id) = 'host');

grant select on table public.sessions, public.session_questions, public.session_participants, public.session_cohosts
  to authenticated;
grant select, insert, update, delete on table public.sessions, public.session_questions, public.session_participants,
  public.session_cohosts to service_role;

-- ---------------------------------------------------------------------------------------------------------
-- A question is its session's: every function that takes a poll id answers "Poll not found" for a question
-- to anyone who may not see it (anon, service_role, strangers, other sessions' participants).
create or replace function private.poll_id_from(raw text) returns uuid
language plpgsql stable security definer
set search_path = ''
as $$
declare
  target uuid;
begin
  if raw is null or raw !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  target := raw::uuid;
  if exists (select 1 from public.session_questions as q where q.poll_id = target)
     and not private.can_see_session_question(target) then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  return target;
end
$$;

-- The room joins the session, never one of its questions (join_poll, or a direct write).
create function private.refuse_question_participant() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.session_questions as q where q.poll_id = new.poll_id) then
    raise exception using message = 'This question belongs to a session: join the session instead',
                          errcode = 'PT409', hint = 'session.join_the_session';
  end if;
  return new;
end
$$;
revoke execute on function private.refuse_question_participant() from public;
create trigger participants_not_in_session_questions
before insert on public.participants
for each row execute function private.refuse_question_participant();

-- A question's poll status follows the session's state of it (waiting, voting, then completed once its results
-- were first shown), so update_poll_status cannot open, close or reveal a question behind the session's back.
create function private.question_poll_status(question public.session_questions) returns public.poll_status
language sql immutable
set search_path = ''
as $$
  select case
    when question.voting = 'not_started' then 'waiting'::public.poll_status
    when question.revealed_at is null then 'voting'::public.poll_status
    else 'completed'::public.poll_status
  end
$$;
revoke execute on function private.question_poll_status(public.session_questions) from public;

create function private.keep_question_status() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  question public.session_questions;
begin
  select * into question from public.session_questions as q where q.poll_id = new.id;
  if found and new.status is distinct from private.question_poll_status(question) then
    raise exception using message = 'This question belongs to a session: drive it from the session',
                          errcode = 'PT409', hint = 'session.question_driven_by_session';
  end if;
  return new;
end
$$;
revoke execute on function private.keep_question_status() from public;
create trigger polls_question_status_follows_session
before update of status on public.polls
for each row execute function private.keep_question_status();

-- A question leaves through remove_session_question or with its session. A delete that cascades (the session's,
-- an account's) comes at a deeper trigger level and passes; a direct one (delete_poll) is refused.
create function private.refuse_question_delete() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if pg_trigger_depth() = 1 and exists (select 1 from public.session_questions as q where q.poll_id = old.id) then
    raise exception using message = 'This question belongs to a session: remove it from the session',
                          errcode = 'PT409', hint = 'session.question_removed_by_session';
  end if;
  return old;
end
$$;
revoke execute on function private.refuse_question_delete() from public;
create trigger polls_question_delete_by_session
before delete on public.polls
for each row execute function private.refuse_question_delete();

-- ---------------------------------------------------------------------------------------------------------
-- Join codes: one space for polls and sessions, so that /j/{code} finds either.
create or replace function private.unused_join_code() returns text
language plpgsql security definer
set search_path = ''
as $$
declare
  candidate text;
begin
  for attempt in 1..20 loop
    candidate := private.random_join_code();
    if not exists (select 1 from public.polls as p where p.join_code = candidate and p.status <> 'completed')
       and not exists (select 1 from public.sessions as s where s.join_code = candidate) then
      return candidate;
    end if;
  end loop;
  raise exception using message = 'Could not find a free join code, please try again', errcode = '40001', hint = 'join_code.none_free';
end
$$;

create function private.assign_session_join_code() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  new.join_code := private.unused_join_code();
  return new;
end
$$;
revoke execute on function private.assign_session_join_code() from public;
create trigger sessions_assign_join_code
before insert on public.sessions
for each row execute function private.assign_session_join_code();

-- ---------------------------------------------------------------------------------------------------------
-- A session's join counts against the same hourly join limits as a poll's (docs/database-api.md "Storage
-- limits"); the session's own bucket is keyed like a poll's.
create function private.count_session_join_storage() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  buckets text[] := private.storage_buckets(new.session_id);
  bucket text;
  this_hour timestamptz := date_trunc('hour', now());
  this_shard smallint := pg_backend_pid() % 64;
  limits private.storage_limits;
  joined bigint;
begin
  if buckets is null then
    return new;
  end if;
  select * into limits from private.storage_limits;
  foreach bucket in array buckets || ''::text loop
    insert into private.storage_use as u (address, hour, shard, joins) values (bucket, this_hour, this_shard, 1)
    on conflict (address, hour, shard) do update set joins = u.joins + 1;
    select sum(u.joins) into joined from private.storage_use as u where u.address = bucket and u.hour = this_hour;
    if bucket = '' and joined > limits.joins_in_all then
      raise exception using
        message = 'Runoff is taking no new participants for now: too many joined in the last hour. Please try again later',
        errcode = 'PT429', hint = 'limit.all_joins', detail = json_build_object('max', limits.joins_in_all)::text;
    elsif bucket <> '' and joined > limits.joins_per_address then
      if bucket like 'poll:%' then
        raise exception using
          message = 'Too many people have joined this poll in the last hour. Please try again later',
          errcode = 'PT429', hint = 'limit.poll_joins', detail = json_build_object('max', limits.joins_per_address)::text;
      elsif bucket like 'user:%' then
        raise exception using
          message = 'You have joined too many polls in the last hour. Please try again later',
          errcode = 'PT429', hint = 'limit.account_joins', detail = json_build_object('max', limits.joins_per_address)::text;
      end if;
      raise exception using
        message = 'Too many people have joined polls from your network in the last hour. Please try again later',
        errcode = 'PT429', hint = 'limit.network_joins', detail = json_build_object('max', limits.joins_per_address)::text;
    end if;
  end loop;
  return new;
end
$$;
revoke execute on function private.count_session_join_storage() from public;
create trigger session_participants_count_storage
before insert on public.session_participants
for each row execute function private.count_session_join_storage();

create trigger session_participants_name_rules
before insert or update of name on public.session_participants
for each row execute function private.check_participant_name();

-- ---------------------------------------------------------------------------------------------------------
-- Realtime: the session's room is the private topic session:<id>, read by its members only.
create function private.can_receive_session_events(topic text) returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if topic is null
     or topic !~* '^session:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  return private.is_session_member(substr(topic, 9)::uuid);
end
$$;
revoke execute on function private.can_receive_session_events(text) from public;
grant execute on function private.can_receive_session_events(text) to authenticated;

create policy "session members receive their session's events" on realtime.messages
  for select to authenticated
  using (realtime.messages.extension = 'broadcast' and private.can_receive_session_events((select realtime.topic())));
