-- Issue 32, "The embed can show a session's current question" (docs/embedding.md, "A session"): a page that
-- embeds a session shows its current question's results while the host shows them, else a neutral
-- "results appear here". The embed reads as anon, like a poll's: what a holder of the session id may learn
-- is what the room's screens show, never who joined or voted, and never a question ahead.
--
-- 1. get_session_embed(session_id): the session's title and where it is (the current question's number,
--    title and state; its id only while its results are shown). Counts of people are left out: the embed
--    shows no turnout.
-- 2. private.poll_id_from lets anyone read a question whose results are on the screens now (the current
--    question, results shown), as anyone holding a completed poll's id reads its results: the embed then
--    shows them with the poll embed's own reads (get_poll_summary, get_poll_results). Hidden again, or once
--    the host moves on, the question is the session's alone again ("Poll not found").
-- 3. session-public:<session id>: a topic anyone may read and only the database writes (as poll-public,
--    20261125130000_public_topic_read_only), told "session_changed" when the host moves the session, opens
--    or closes voting, shows or hides results, and "session_deleted". One message per move of the host's,
--    none per join or vote.

-- The question the room's screens show with its results now: its session's current one, results shown.
create function private.is_question_on_screen(target_poll uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.session_questions as q join public.sessions as s on s.current_question_id = q.poll_id
     where q.poll_id = target_poll and q.results_shown)
$$;
revoke execute on function private.is_question_on_screen(uuid) from public;

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
     and not private.can_see_session_question(target)
     and not private.is_question_on_screen(target) then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  return target;
end
$$;

create function public.get_session_embed(session_id text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  target uuid := private.session_id_from(get_session_embed.session_id);
  session public.sessions;
  question public.session_questions;
begin
  select * into session from public.sessions as s where s.id = target;
  if not found then
    raise exception using message = 'Session not found', errcode = 'PT404', hint = 'session.not_found';
  end if;
  select * into question from public.session_questions as q where q.poll_id = session.current_question_id;
  return jsonb_build_object(
    'sessionId', session.id,
    'title', session.title,
    'topic', 'session-public:' || session.id,
    'questionCount', (select count(*)::integer from public.session_questions as q where q.session_id = session.id),
    'current', case when question.poll_id is null then null else jsonb_build_object(
      'questionId', case when question.results_shown then question.poll_id end,
      'number', (select count(*)::integer from public.session_questions as q
                  where q.session_id = session.id and q.position <= question.position),
      'title', (select p.title from public.polls as p where p.id = question.poll_id),
      'voting', question.voting,
      'resultsShown', question.results_shown) end);
end
$$;
revoke execute on function public.get_session_embed(text) from public;
grant execute on function public.get_session_embed(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- session-public:<id>: anyone reads, nobody but the database writes (no INSERT policy).
create function private.is_public_session_topic(topic text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select coalesce(topic ~* '^session-public:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', false)
$$;
revoke execute on function private.is_public_session_topic(text) from public;
grant execute on function private.is_public_session_topic(text) to anon, authenticated;

create policy "anyone reads a session's public topic" on realtime.messages
  for select to anon, authenticated
  using (
    realtime.messages.extension = 'broadcast'
    and private.is_public_session_topic((select realtime.topic()))
  );

-- Another question, or another title: the embed reads the session again.
create function private.broadcast_public_session_moved() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform realtime.send(jsonb_build_object('sessionId', new.id), 'session_changed', 'session-public:' || new.id, true);
  return null;
end
$$;

-- The current question's voting opened or closed, its results shown or hidden.
create function private.broadcast_public_question_changed() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.sessions as s where s.id = new.session_id and s.current_question_id = new.poll_id) then
    perform realtime.send(jsonb_build_object('sessionId', new.session_id), 'session_changed', 'session-public:' || new.session_id, true);
  end if;
  return null;
end
$$;

create function private.broadcast_public_session_deleted() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform realtime.send(jsonb_build_object('sessionId', old.id), 'session_deleted', 'session-public:' || old.id, true);
  return null;
end
$$;

revoke execute on function private.broadcast_public_session_moved(), private.broadcast_public_question_changed(),
  private.broadcast_public_session_deleted() from public;

create trigger sessions_public_moved
after update of current_question_id, title on public.sessions
for each row
when (old.current_question_id is distinct from new.current_question_id or old.title is distinct from new.title)
execute function private.broadcast_public_session_moved();

create trigger session_questions_public_changed
after update of voting, results_shown on public.session_questions
for each row
when (old.voting is distinct from new.voting or old.results_shown is distinct from new.results_shown)
execute function private.broadcast_public_question_changed();

create trigger sessions_public_deleted
after delete on public.sessions
for each row execute function private.broadcast_public_session_deleted();
