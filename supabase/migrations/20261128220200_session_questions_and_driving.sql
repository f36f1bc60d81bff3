-- Issue 32: a session's questions (the host's), driving it (host and co-hosts), co-hosts (the host's), joining
-- and voting (participants), and /j/{code} finding a session.

-- ---------------------------------------------------------------------------------------------------------
-- Questions: each is a poll created by create_poll (its checks and limits), then placed in the session.

create function private.place_question(session public.sessions, poll jsonb, after_position integer)
returns public.session_questions
language plpgsql security definer
set search_path = ''
as $$
declare
  question public.session_questions;
begin
  if (select count(*) from public.session_questions as q where q.session_id = session.id) >= 50 then
    raise exception using message = 'A session can have at most 50 questions', errcode = '22023',
                          hint = 'session.too_many_questions', detail = json_build_object('max', 50)::text;
  end if;
  -- Positions are unique once the transaction ends (the constraint is deferred), so a shift may pass through
  -- duplicates.
  update public.session_questions as q set position = q.position + 1
   where q.session_id = session.id and q.position > after_position;
  insert into public.session_questions (poll_id, session_id, position)
  values ((poll ->> 'id')::uuid, session.id, after_position + 1)
  returning * into question;
  update public.sessions as s set updated_at = now() where s.id = session.id;
  return question;
end
$$;
revoke execute on function private.place_question(public.sessions, jsonb, integer) from public;

create function public.add_session_question(session_id text, title text, options text[], description text default '',
                                            seats integer default 1, min_ranked integer default null,
                                            shuffle_ballots boolean default true) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  session public.sessions := private.session_for(add_session_question.session_id, 'host', 'update');
  poll jsonb;
  question public.session_questions;
begin
  poll := public.create_poll(title => add_session_question.title, options => add_session_question.options,
                             description => add_session_question.description, seats => add_session_question.seats,
                             min_ranked => add_session_question.min_ranked,
                             shuffle_ballots => add_session_question.shuffle_ballots);
  question := private.place_question(session,
    poll, coalesce((select max(q.position) from public.session_questions as q where q.session_id = session.id), 0));
  perform private.push_session_summary(session.id, 'state');
  return private.session_question_json(question);
end
$$;

create function public.duplicate_session_question(session_id text, question_id text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  session public.sessions := private.session_for(duplicate_session_question.session_id, 'host', 'update');
  original public.session_questions := private.question_of(session, duplicate_session_question.question_id);
  source public.polls;
  poll jsonb;
  question public.session_questions;
begin
  select * into source from public.polls as p where p.id = original.poll_id;
  poll := public.create_poll(
    title => source.title,
    options => (select array_agg(o.text order by o.position) from public.poll_options as o where o.poll_id = source.id),
    description => source.description, seats => source.seats, min_ranked => source.min_ranked,
    shuffle_ballots => source.shuffle_ballots);
  question := private.place_question(session, poll, original.position);
  perform private.push_session_summary(session.id, 'state');
  return private.session_question_json(question);
end
$$;

-- The new order is every question of the session exactly once, first question first.
create function public.reorder_session_questions(session_id text, question_ids text[]) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  session public.sessions := private.session_for(reorder_session_questions.session_id, 'host', 'update');
  given text[];
begin
  if reorder_session_questions.question_ids is null or array_ndims(reorder_session_questions.question_ids) > 1
     or cardinality(reorder_session_questions.question_ids) > 50
     or exists (select 1 from unnest(reorder_session_questions.question_ids) as i (id)
                 where i.id is null or i.id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$') then
    raise exception using message = 'The new order must list every question of the session once', errcode = '22023',
                          hint = 'session.order_mismatch';
  end if;
  select array_agg(lower(i.id) order by lower(i.id)) into given from unnest(reorder_session_questions.question_ids) as i (id);
  if given is distinct from (select array_agg(q.poll_id::text order by q.poll_id::text)
                               from public.session_questions as q where q.session_id = session.id) then
    raise exception using message = 'The new order must list every question of the session once', errcode = '22023',
                          hint = 'session.order_mismatch';
  end if;
  update public.session_questions as q set position = o.n
    from unnest(reorder_session_questions.question_ids) with ordinality as o (id, n)
   where q.session_id = session.id and q.poll_id = o.id::uuid;
  update public.sessions as s set updated_at = now() where s.id = session.id;
  perform private.push_session_summary(session.id, 'state');
  return public.get_session(session.id::text);
end
$$;

-- A question nobody answered leaves with its poll; one whose voting was opened is kept (its ballots are a record).
create function public.remove_session_question(session_id text, question_id text) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  session public.sessions := private.session_for(remove_session_question.session_id, 'host', 'update');
  question public.session_questions := private.question_of(session, remove_session_question.question_id);
begin
  if question.voting <> 'not_started' then
    raise exception using message = 'A question whose voting was opened is kept', errcode = 'PT409',
                          hint = 'session.question_answered';
  end if;
  delete from public.session_questions as q where q.poll_id = question.poll_id;
  delete from public.polls as p where p.id = question.poll_id;
  update public.sessions as s set updated_at = now() where s.id = session.id;
  perform private.push_session_summary(session.id, 'state');
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Driving: the host and co-hosts move the session and the current question's voting and results.

create function private.set_question_state(question public.session_questions) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.session_questions as q
     set voting = question.voting, results_shown = question.results_shown, revealed_at = question.revealed_at
   where q.poll_id = question.poll_id;
  update public.polls as p
     set status = private.question_poll_status(question),
         is_active = private.question_poll_status(question) <> 'completed',
         updated_at = now()
   where p.id = question.poll_id and p.status is distinct from private.question_poll_status(question);
  update public.sessions as s set updated_at = now() where s.id = question.session_id;
  perform private.push_session_summary(question.session_id, 'state');
end
$$;
revoke execute on function private.set_question_state(public.session_questions) from public;

create function private.current_question(session public.sessions) returns public.session_questions
language plpgsql stable security definer
set search_path = ''
as $$
declare
  question public.session_questions;
begin
  select * into question from public.session_questions as q where q.poll_id = session.current_question_id;
  if not found then
    raise exception using message = 'The session has no current question yet', errcode = 'PT409',
                          hint = 'session.no_current_question';
  end if;
  return question;
end
$$;
revoke execute on function private.current_question(public.sessions) from public;

-- 'next' (from before the first question, the first) or 'previous'.
create function public.move_session(session_id text, direction text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  session public.sessions := private.session_for(move_session.session_id, 'drive', 'update');
  here integer := (select q.position from public.session_questions as q where q.poll_id = session.current_question_id);
  target uuid;
begin
  if move_session.direction is null or move_session.direction not in ('next', 'previous') then
    raise exception using message = 'Move to the next or the previous question', errcode = '22023',
                          hint = 'session.direction_unknown',
                          detail = json_build_object('direction', left(move_session.direction, 20))::text;
  end if;
  if move_session.direction = 'next' then
    select q.poll_id into target from public.session_questions as q
     where q.session_id = session.id and (here is null or q.position > here) order by q.position limit 1;
    if target is null then
      raise exception using message = 'This is the last question', errcode = 'PT409', hint = 'session.no_next_question';
    end if;
  else
    select q.poll_id into target from public.session_questions as q
     where q.session_id = session.id and here is not null and q.position < here order by q.position desc limit 1;
    if target is null then
      raise exception using message = 'This is the first question', errcode = 'PT409', hint = 'session.no_previous_question';
    end if;
  end if;
  update public.sessions as s set current_question_id = target, updated_at = now() where s.id = session.id;
  perform private.push_session_summary(session.id, 'state');
  return private.session_state_json(session.id);
end
$$;

-- Opens (true) or closes (false) the current question's voting. A closed question stays closed. With results
-- not hidden until revealed, closing shows them.
create function public.set_session_voting(session_id text, open boolean) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  session public.sessions := private.session_for(set_session_voting.session_id, 'drive', 'update');
  question public.session_questions := private.current_question(session);
begin
  if set_session_voting.open is null then
    raise exception using message = 'Say whether to open or close voting', errcode = '22023', hint = 'session.voting_unknown';
  end if;
  if set_session_voting.open then
    if question.voting = 'closed' then
      raise exception using message = 'Voting on this question has closed and cannot open again', errcode = 'PT409',
                            hint = 'session.voting_closed';
    end if;
    question.voting := 'open';
  else
    if question.voting = 'not_started' then
      raise exception using message = 'Voting on this question has not opened yet', errcode = 'PT409',
                            hint = 'session.voting_not_started';
    end if;
    question.voting := 'closed';
    if not session.results_hidden_until_revealed then
      question.results_shown := true;
      question.revealed_at := coalesce(question.revealed_at, now());
    end if;
  end if;
  perform private.set_question_state(question);
  return private.session_state_json(session.id);
end
$$;

-- Shows (true) or hides (false) the current question's results, once its voting has closed.
create function public.set_session_results(session_id text, shown boolean) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  session public.sessions := private.session_for(set_session_results.session_id, 'drive', 'update');
  question public.session_questions := private.current_question(session);
begin
  if set_session_results.shown is null then
    raise exception using message = 'Say whether to show or hide the results', errcode = '22023', hint = 'session.results_unknown';
  end if;
  if question.voting <> 'closed' then
    raise exception using message = 'Close voting on this question before showing its results', errcode = 'PT409',
                          hint = 'session.results_before_close';
  end if;
  question.results_shown := set_session_results.shown;
  if set_session_results.shown then
    question.revealed_at := coalesce(question.revealed_at, now());
  end if;
  perform private.set_question_state(question);
  return private.session_state_json(session.id);
end
$$;

create function public.flush_session_summary(session_id text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  session public.sessions := private.session_for(flush_session_summary.session_id, 'drive');
  push record;
begin
  select * into push from private.push_session_summary(session.id, 'flush');
  return jsonb_build_object('pushed', push.pushed, 'retryInMs', push.retry_in_ms);
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Co-hosts: the host adds and removes them by the e-mail address of their account.

create function private.cohost_list(target_session uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('userId', c.user_id, 'email', u.email, 'addedAt', private.iso(c.added_at))
                            order by c.added_at, c.user_id), '[]'::jsonb)
    from public.session_cohosts as c join auth.users as u on u.id = c.user_id
   where c.session_id = target_session
$$;
revoke execute on function private.cohost_list(uuid) from public;

create function private.account_by_email(raw text) returns uuid
language plpgsql stable security definer
set search_path = ''
as $$
declare
  clean text := lower(btrim(coalesce(raw, '')));
  found_id uuid;
begin
  if char_length(clean) > 320 or clean !~ '^[^@\s]+@[^@\s]+$' then
    raise exception using message = 'Enter the e-mail address of an account', errcode = '22023',
                          hint = 'session.cohost_email_invalid', detail = json_build_object('max', 320)::text;
  end if;
  select u.id into found_id from auth.users as u
   where lower(u.email) = clean and u.is_anonymous is not true
   order by u.created_at limit 1;
  if found_id is null then
    raise exception using message = 'No account has this e-mail address', errcode = 'PT404', hint = 'session.cohost_not_found';
  end if;
  return found_id;
end
$$;
revoke execute on function private.account_by_email(text) from public;

create function public.add_session_cohost(session_id text, email text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  session public.sessions := private.session_for(add_session_cohost.session_id, 'host', 'update');
  cohost uuid := private.account_by_email(add_session_cohost.email);
begin
  if cohost = session.host_id then
    raise exception using message = 'The host is already the host of this session', errcode = '22023',
                          hint = 'session.cohost_is_host';
  end if;
  if (select count(*) from public.session_cohosts as c where c.session_id = session.id) >= 10
     and not exists (select 1 from public.session_cohosts as c where c.session_id = session.id and c.user_id = cohost) then
    raise exception using message = 'A session can have at most 10 co-hosts', errcode = '22023',
                          hint = 'session.too_many_cohosts', detail = json_build_object('max', 10)::text;
  end if;
  insert into public.session_cohosts (session_id, user_id) values (session.id, cohost) on conflict do nothing;
  return private.cohost_list(session.id);
end
$$;

create function public.remove_session_cohost(session_id text, email text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  session public.sessions := private.session_for(remove_session_cohost.session_id, 'host', 'update');
  cohost uuid := private.account_by_email(remove_session_cohost.email);
begin
  delete from public.session_cohosts as c where c.session_id = session.id and c.user_id = cohost;
  if not found then
    raise exception using message = 'No account has this e-mail address', errcode = 'PT404', hint = 'session.cohost_not_found';
  end if;
  return private.cohost_list(session.id);
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Joining once, and voting on the current question.

create function public.join_session(session_id text, name text default null) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  clean_name text := private.clean_text(join_session.name, 'Name', 50);
  session public.sessions := private.session_for(join_session.session_id, 'join', 'share');
  participant public.session_participants;
  lock_key bigint := hashtextextended('join_session:' || session.id::text, 0);
begin
  if join_session.name is not null and clean_name = '' then
    raise exception using message = 'Please enter a name or click "Join Anonymously"', errcode = '22023', hint = 'join.name_empty';
  end if;
  select * into participant from public.session_participants as sp where sp.session_id = session.id and sp.user_id = caller_id;
  if participant.id is null then
    -- Joins run side by side; near the cap one at a time, counted exactly (as join_poll).
    if (select count(*) from public.session_participants as sp where sp.session_id = session.id)
       + current_setting('max_connections')::integer >= session.max_participants then
      perform pg_advisory_xact_lock(lock_key);
      if (select count(*) from public.session_participants as sp where sp.session_id = session.id) >= session.max_participants then
        raise exception using message = format('This session is full: it admits at most %s participants', session.max_participants),
                              errcode = 'PT409', hint = 'session.full', detail = json_build_object('max', session.max_participants)::text;
      end if;
    end if;
    insert into public.session_participants (session_id, user_id, name)
    values (session.id, caller_id, coalesce(clean_name, 'Anonymous Participant'))
    on conflict on constraint session_participants_session_user_key do nothing
    returning * into participant;
    if participant.id is null then
      select * into participant from public.session_participants as sp where sp.session_id = session.id and sp.user_id = caller_id;
    end if;
  end if;
  return jsonb_build_object('id', participant.id, 'sessionId', participant.session_id, 'name', participant.name,
                            'joinedAt', private.iso(participant.joined_at), 'joinOrder', participant.join_order);
end
$$;

create function public.submit_session_vote(session_id text, question_id text, ranking text[]) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  -- Shares the lock the drivers take: a vote racing the close either commits first or then sees it closed.
  session public.sessions := private.session_for(submit_session_vote.session_id, 'read', 'share');
  question public.session_questions := private.question_of(session, submit_session_vote.question_id);
  participant public.session_participants;
  failure jsonb;
begin
  select * into participant from public.session_participants as sp where sp.session_id = session.id and sp.user_id = auth.uid();
  if not found then
    raise exception using message = 'Join this session before voting', errcode = 'PT409', hint = 'session.not_joined';
  end if;
  if session.current_question_id is distinct from question.poll_id then
    raise exception using message = 'This is not the current question', errcode = 'PT409', hint = 'session.question_not_current';
  end if;
  if question.voting <> 'open' then
    raise exception using message = 'Voting is not currently open for this poll', errcode = 'PT409', hint = 'vote.not_open';
  end if;
  failure := private.ranking_failure(question.poll_id, submit_session_vote.ranking);
  if failure is not null then
    raise exception using message = failure ->> 'message', errcode = '22023', hint = failure ->> 'id',
                          detail = coalesce(failure -> 'values', '{}')::text;
  end if;
  insert into private.session_voters (poll_id, participant_id) values (question.poll_id, participant.id)
  on conflict do nothing;
  if not found then
    raise exception using message = 'You have already voted in this poll', errcode = 'PT409', hint = 'vote.already_voted';
  end if;
  insert into public.ballots as b (poll_id, ranking, ballot_count)
  values (question.poll_id, submit_session_vote.ranking, 1)
  on conflict on constraint ballots_pkey do update set ballot_count = b.ballot_count + 1;
  perform private.push_session_summary(session.id, 'change');
  return jsonb_build_object('sessionId', session.id, 'questionId', question.poll_id, 'participantId', participant.id,
                            'hasVoted', true);
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- /j/{code}: a session's code answers with the session; a question's own code finds nothing.
create or replace function public.resolve_join_code(code text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  caller_id uuid := auth.uid();
  clean text := private.normalize_join_code(resolve_join_code.code);
  hit public.polls;
  session public.sessions;
  answer jsonb;
  miss integer;
  counted integer;
begin
  if char_length(clean) <> 6 or clean !~ ('^[' || private.join_code_alphabet() || ']{6}$') then
    raise exception using message = 'A join code has 6 letters and digits', errcode = '22023', hint = 'join_code.malformed',
                          detail = json_build_object('length', 6)::text;
  end if;
  select * into session from public.sessions as s where s.join_code = clean;
  select * into hit from public.polls as p
   where p.join_code = clean and p.status <> 'completed'
     and not exists (select 1 from public.session_questions as q where q.poll_id = p.id);
  if session.id is not null then
    miss := 0;
    answer := jsonb_build_object('pollId', null, 'sessionId', session.id, 'joinCode', clean,
                                 'session', jsonb_build_object('id', session.id, 'title', session.title));
  elsif hit.id is not null then
    miss := 0;
    answer := jsonb_build_object('pollId', hit.id, 'joinCode', clean, 'poll', private.poll_json(hit));
  else
    miss := 1;
    answer := jsonb_build_object('pollId', null, 'joinCode', clean,
      'message', 'No open poll has the code ' || clean || '. Check the code, or ask the host for the link.');
  end if;

  if caller_id is null then
    insert into private.join_code_misses_without_session as m (only_row, window_started_at, misses)
    values (true, now(), miss)
    on conflict (only_row) do update
      set window_started_at = case when m.window_started_at > now() - interval '1 minute' then m.window_started_at else now() end,
          misses = case when m.window_started_at > now() - interval '1 minute' then m.misses + miss else miss end
    returning m.misses into counted;
    -- A miss is answered while its own count is within 100; a hit while fewer than 100 misses were counted.
    if counted > 100 - 1 + miss then
      raise exception using message = 'Too many wrong codes without a session. Sign in and try again.', errcode = 'PT429', hint = 'join_code.too_many_misses_without_session';
    end if;
  else
    insert into private.join_code_misses as m (user_id, window_started_at, misses)
    values (caller_id, now(), miss)
    on conflict (user_id) do update
      set window_started_at = case when m.window_started_at > now() - interval '10 minutes' then m.window_started_at else now() end,
          misses = case when m.window_started_at > now() - interval '10 minutes' then m.misses + miss else miss end
    returning m.misses into counted;
    if counted > 10 - 1 + miss then
      raise exception using message = 'Too many wrong codes. Please wait a few minutes and try again.', errcode = 'PT429', hint = 'join_code.too_many_misses';
    end if;
  end if;
  return answer;
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Grants, written out as hosted Supabase requires.
revoke execute on function
  public.create_session(text, boolean, integer), public.delete_session(text), public.get_session(text),
  public.get_my_sessions(), public.add_session_question(text, text, text[], text, integer, integer, boolean),
  public.duplicate_session_question(text, text), public.reorder_session_questions(text, text[]),
  public.remove_session_question(text, text), public.move_session(text, text), public.set_session_voting(text, boolean),
  public.set_session_results(text, boolean), public.flush_session_summary(text), public.add_session_cohost(text, text),
  public.remove_session_cohost(text, text), public.join_session(text, text), public.submit_session_vote(text, text, text[])
from public, anon;
grant execute on function
  public.create_session(text, boolean, integer), public.delete_session(text), public.get_session(text),
  public.get_my_sessions(), public.add_session_question(text, text, text[], text, integer, integer, boolean),
  public.duplicate_session_question(text, text), public.reorder_session_questions(text, text[]),
  public.remove_session_question(text, text), public.move_session(text, text), public.set_session_voting(text, boolean),
  public.set_session_results(text, boolean), public.flush_session_summary(text), public.add_session_cohost(text, text),
  public.remove_session_cohost(text, text), public.join_session(text, text), public.submit_session_vote(text, text, text[])
to authenticated, service_role;
