-- Issue 32: the session's functions (docs/database-api.md "Sessions"). The host builds the list of questions;
-- the host and co-hosts drive it; participants join once and vote on the current question.

-- ---------------------------------------------------------------------------------------------------------
-- Shapes

create function private.session_json(session public.sessions) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return jsonb_build_object(
    'id', session.id,
    'title', session.title,
    'hostId', session.host_id,
    'joinCode', session.join_code,
    'resultsHiddenUntilRevealed', session.results_hidden_until_revealed,
    'maxParticipants', session.max_participants,
    'currentQuestionId', session.current_question_id,
    'questionCount', (select count(*)::integer from public.session_questions as q where q.session_id = session.id),
    'participantCount', (select count(*)::integer from public.session_participants as sp where sp.session_id = session.id),
    'createdAt', private.iso(session.created_at),
    'updatedAt', private.iso(session.updated_at)
  );
end
$$;

-- A question: its poll (without the poll's own room, status and limits, which the session replaces), its
-- place in the session (number counts from 1), its voting and results state, and its turnout.
create function private.session_question_json(question public.session_questions) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return (select private.poll_json(p) - 'status' - 'isActive' - 'participantCount' - 'expiresAt' - 'maxParticipants'
                 - 'accountsOnly'
            from public.polls as p where p.id = question.poll_id)
    || jsonb_build_object(
         'sessionId', question.session_id,
         'number', (select count(*)::integer from public.session_questions as q
                     where q.session_id = question.session_id and q.position <= question.position),
         'voting', question.voting,
         'resultsShown', question.results_shown,
         'voted', (select count(*)::integer from private.session_voters as v where v.poll_id = question.poll_id));
end
$$;

-- What the room is told: where the session is. Counts only, never who joined or voted.
create function private.session_state_json(target_session uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  session public.sessions;
  question public.session_questions;
begin
  select * into session from public.sessions as s where s.id = target_session;
  if not found then
    return null;
  end if;
  select * into question from public.session_questions as q where q.poll_id = session.current_question_id;
  return jsonb_build_object(
    'sessionId', session.id,
    'questionCount', (select count(*)::integer from public.session_questions as q where q.session_id = session.id),
    'joined', (select count(*)::integer from public.session_participants as sp where sp.session_id = session.id),
    'current', case when question.poll_id is null then null else jsonb_build_object(
      'questionId', question.poll_id,
      'number', (select count(*)::integer from public.session_questions as q
                  where q.session_id = session.id and q.position <= question.position),
      'voting', question.voting,
      'resultsShown', question.results_shown,
      'voted', (select count(*)::integer from private.session_voters as v where v.poll_id = question.poll_id)) end
  );
end
$$;

revoke execute on function private.session_json(public.sessions), private.session_question_json(public.session_questions),
  private.session_state_json(uuid) from public;

-- ---------------------------------------------------------------------------------------------------------
-- The room's summary: sent to session:<id> at once when the host moves the session ('state'), and within the
-- budget of "A room of thousands" when people join or vote ('change'), never once per join or vote.
create function private.push_session_summary(target_session uuid, reason text,
                                             out pushed boolean, out retry_in_ms integer)
language plpgsql security definer
set search_path = ''
as $$
declare
  state private.session_summaries;
  summary jsonb;
  people integer;
  wait interval;
  now_at timestamptz;
  digest text;
begin
  pushed := false;
  insert into private.session_summaries (session_id) values (target_session) on conflict do nothing;
  if reason = 'state' then
    -- The host's move must reach the room: wait for a push under way rather than skip.
    select * into state from private.session_summaries as r where r.session_id = target_session for update;
  else
    select * into state from private.session_summaries as r where r.session_id = target_session for update skip locked;
    if not found then
      retry_in_ms := 100;
      return;
    end if;
  end if;
  if not found then
    return; -- the session is gone
  end if;
  summary := private.session_state_json(target_session);
  if summary is null then
    return;
  end if;
  now_at := clock_timestamp();
  if reason <> 'state' then
    people := (summary ->> 'joined')::integer;
    wait := case when reason = 'flush' then private.room_push_spacing(people) else private.room_max_wait(people) end;
    if state.pushed_at is not null and now_at - state.pushed_at < wait then
      retry_in_ms := ceil(extract(epoch from state.pushed_at + wait - now_at) * 1000)::integer;
      return;
    end if;
  end if;
  digest := md5(summary::text);
  if digest is not distinct from state.pushed_digest then
    return;
  end if;
  summary := summary || jsonb_build_object('seq', state.pushes + 1, 'at', private.iso(now_at));
  perform realtime.send(summary, 'session_summary', 'session:' || target_session, true);
  update private.session_summaries as r
     set pushed_at = now_at, pushed_digest = digest, pushes = r.pushes + 1
   where r.session_id = target_session;
  pushed := true;
end
$$;
revoke execute on function private.push_session_summary(uuid, text) from public;

create function private.session_joined_push() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.push_session_summary(new.session_id, 'change');
  return null;
end
$$;
revoke execute on function private.session_joined_push() from public;
create trigger session_participants_push_summary
after insert on public.session_participants
for each row execute function private.session_joined_push();

-- ---------------------------------------------------------------------------------------------------------
-- The session the caller may act on, locked: 'read' (a member), 'drive' (host or co-host), 'host'.
create function private.session_for(raw text, may text, lock_mode text default 'none') returns public.sessions
language plpgsql security definer
set search_path = ''
as $$
declare
  target uuid := private.session_id_from(raw);
  session public.sessions;
  role text;
begin
  perform private.require_user_id();
  -- Who may act is settled before any lock: a refused caller never holds the row the room votes under.
  select * into session from public.sessions as s where s.id = target;
  role := private.session_role(target);
  -- To a stranger a session does not exist (its id is the link to it, not a secret to confirm).
  if session.id is null or (role is null and may <> 'join') then
    raise exception using message = 'Session not found', errcode = 'PT404', hint = 'session.not_found';
  end if;
  if may = 'drive' and role not in ('host', 'cohost') then
    raise exception using message = 'Only the host and co-hosts can drive this session', errcode = '42501',
                          hint = 'session.not_driver';
  end if;
  if may = 'host' and role <> 'host' then
    raise exception using message = 'Only the host can do this', errcode = '42501', hint = 'session.not_host';
  end if;
  if lock_mode = 'update' then
    select * into session from public.sessions as s where s.id = target for update;
  elsif lock_mode = 'share' then
    select * into session from public.sessions as s where s.id = target for share;
  end if;
  if session.id is null then
    raise exception using message = 'Session not found', errcode = 'PT404', hint = 'session.not_found';
  end if;
  -- A co-host removed while this call waited for the lock drives no more.
  if may = 'drive' and lock_mode <> 'none' and coalesce(private.session_role(target) not in ('host', 'cohost'), true) then
    raise exception using message = 'Only the host and co-hosts can drive this session', errcode = '42501',
                          hint = 'session.not_driver';
  end if;
  return session;
end
$$;
revoke execute on function private.session_for(text, text, text) from public;

create function private.question_of(session public.sessions, raw text) returns public.session_questions
language plpgsql stable security definer
set search_path = ''
as $$
declare
  question public.session_questions;
begin
  if raw is not null and raw ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    select * into question from public.session_questions as q where q.poll_id = raw::uuid and q.session_id = session.id;
  end if;
  if question.poll_id is null or not private.can_see_session_question(question.poll_id) then
    raise exception using message = 'Question not found', errcode = 'PT404', hint = 'session.question_not_found';
  end if;
  return question;
end
$$;
revoke execute on function private.question_of(public.sessions, text) from public;

-- ---------------------------------------------------------------------------------------------------------
-- Creating and deleting

create function public.create_session(title text, results_hidden_until_revealed boolean default true,
                                      max_participants integer default null) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  clean_title text;
  session public.sessions;
begin
  if (select u.is_anonymous from auth.users as u where u.id = caller_id) is distinct from false then
    raise exception using message = 'Sign in with an account to create a session', errcode = '42501',
                          hint = 'session.account_required';
  end if;
  clean_title := coalesce(private.clean_text(create_session.title, 'Title', 200), '');
  if clean_title = '' then
    raise exception using message = 'Please enter a title', errcode = '22023', hint = 'poll.title_empty';
  end if;
  perform private.check_max_participants(create_session.max_participants);
  perform pg_advisory_xact_lock(hashtextextended('create_poll:' || caller_id::text, 0));
  if (select count(*) from public.sessions as s
       where s.host_id = caller_id and s.created_at > now() - interval '1 hour') >= 100 then
    raise exception using message = 'You have created too many sessions in the last hour. Please try again later',
                          errcode = 'PT429', hint = 'limit.account_sessions', detail = json_build_object('max', 100)::text;
  end if;
  -- A session counts as a poll in the storage limits (its questions count again, each as a poll).
  perform private.count_poll_storage(octet_length(clean_title));
  insert into public.sessions (host_id, title, results_hidden_until_revealed, max_participants)
  values (caller_id, clean_title, coalesce(create_session.results_hidden_until_revealed, true),
          coalesce(create_session.max_participants, 1000))
  returning * into session;
  return private.session_json(session) || jsonb_build_object('role', 'host', 'questions', '[]'::jsonb);
end
$$;

create function public.delete_session(session_id text) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  session public.sessions := private.session_for(delete_session.session_id, 'host', 'update');
  questions uuid[];
begin
  select coalesce(array_agg(q.poll_id), '{}') into questions from public.session_questions as q where q.session_id = session.id;
  perform realtime.send(jsonb_build_object('sessionId', session.id), 'session_deleted', 'session:' || session.id, true);
  delete from public.sessions as s where s.id = session.id;
  delete from public.polls as p where p.id = any (questions);
end
$$;

create function public.get_session(session_id text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  session public.sessions := private.session_for(get_session.session_id, 'read');
  role text := private.session_role(session.id);
  you public.session_participants;
begin
  select * into you from public.session_participants as sp where sp.session_id = session.id and sp.user_id = auth.uid();
  return private.session_json(session) || jsonb_build_object(
    'role', role,
    'topic', 'session:' || session.id,
    'state', private.session_state_json(session.id),
    'questions', coalesce(
      (select jsonb_agg(private.session_question_json(q)
                        || jsonb_build_object('youVoted', you.id is not null and exists (
                             select 1 from private.session_voters as v where v.poll_id = q.poll_id and v.participant_id = you.id))
                        order by q.position)
         from public.session_questions as q
        where q.session_id = session.id and private.can_see_session_question(q.poll_id)),
      '[]'::jsonb),
    'you', case when you.id is null then null else jsonb_build_object(
      'id', you.id, 'sessionId', you.session_id, 'name', you.name, 'joinedAt', private.iso(you.joined_at),
      'joinOrder', you.join_order) end,
    'cohosts', case when role = 'host' then coalesce(
      (select jsonb_agg(jsonb_build_object('userId', c.user_id, 'email', u.email, 'addedAt', private.iso(c.added_at))
                        order by c.added_at, c.user_id)
         from public.session_cohosts as c join auth.users as u on u.id = c.user_id
        where c.session_id = session.id),
      '[]'::jsonb) end);
end
$$;

-- The dashboard: the sessions the caller hosts or co-hosts, newest first.
create function public.get_my_sessions() returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(private.session_json(s) || jsonb_build_object('role',
                              case when s.host_id = private.require_user_id() then 'host' else 'cohost' end)
                            order by s.created_at desc, s.id), '[]'::jsonb)
    from public.sessions as s
   where s.host_id = private.require_user_id()
      or exists (select 1 from public.session_cohosts as c where c.session_id = s.id and c.user_id = private.require_user_id())
$$;

-- The dashboard lists a session's questions inside the session, not beside the host's polls.
create or replace function public.get_my_polls() returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(private.poll_json(p) order by p.created_at desc, p.id), '[]'::jsonb)
    from public.polls as p
   where p.created_by = private.require_user_id()
     and not exists (select 1 from public.session_questions as q where q.poll_id = p.id)
$$;
