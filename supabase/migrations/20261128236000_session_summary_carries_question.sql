-- Issue 32's targets, measured by `pnpm bench lobby-messages` (docs/performance.md, "A session of many
-- questions"): a session of 1,000 people, each question ≤ 10 × n messages, and the next question on every
-- participant's page within 2 s (p95).
--
-- 1. The driver's page flushes the turnout every 3 s, and a flush pushed whenever the budget's spacing had
--    passed (0.5 s at 1,000 people): a question whose votes came in over a minute cost a summary every 3 s, about
--    25 messages a participant. A flush now waits, as a poll's host view does, until the room has been quiet
--    for a second (no join, no vote on the current question) and at least 4 ms a person (up to 8 s) since the
--    last push; a room that keeps changing still hears its turnout at least once per max wait (the votes'
--    own pushes, private.room_max_wait).
-- 2. Every move of a driver sent the room a summary on which each page read get_session again: 1,000 reads at
--    once, seconds on a small database. A driver's move ('state') now carries the current question as the
--    room sees it (its poll: title, options, seats, minimum ranked; never ballots or who voted), so the page
--    follows without a read (@runoff/domain followSummary); turnout summaries stay small.

create index session_participants_joined_idx on public.session_participants (session_id, joined_at);
create index session_voters_voted_idx on private.session_voters (poll_id, voted_at);

create or replace function private.push_session_summary(target_session uuid, reason text,
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
  last_change timestamptz;
  digest text;
  current_question public.session_questions;
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
    wait := case when reason = 'flush'
                 then greatest(private.room_push_spacing(people), make_interval(secs => least(people * 0.004, 8)))
                 else private.room_max_wait(people) end;
    if state.pushed_at is not null and now_at - state.pushed_at < wait then
      retry_in_ms := ceil(extract(epoch from state.pushed_at + wait - now_at) * 1000)::integer;
      return;
    end if;
    if reason = 'flush' then
      -- The trailing turnout of a burst: once the room is quiet, or when it has waited its max wait.
      last_change := greatest(
        (select max(sp.joined_at) from public.session_participants as sp where sp.session_id = target_session),
        (select max(v.voted_at) from private.session_voters as v
          where v.poll_id = (summary #>> '{current,questionId}')::uuid));
      if last_change is not null and now_at - last_change < interval '1 second'
         and state.pushed_at is not null and now_at - state.pushed_at < private.room_max_wait(people) then
        retry_in_ms := ceil(extract(epoch from last_change + interval '1 second' - now_at) * 1000)::integer;
        return;
      end if;
    end if;
  end if;
  digest := md5(summary::text);
  if digest is not distinct from state.pushed_digest then
    return;
  end if;
  summary := summary || jsonb_build_object('seq', state.pushes + 1, 'at', private.iso(now_at));
  if reason = 'state' and summary -> 'current' <> 'null'::jsonb then
    select * into current_question from public.session_questions as q where q.poll_id = (summary #>> '{current,questionId}')::uuid;
    summary := jsonb_set(summary, '{current,question}',
                         private.session_question_json(current_question) - 'voted' - 'createdBy' - 'createdAt' - 'updatedAt');
  end if;
  perform realtime.send(summary, 'session_summary', 'session:' || target_session, true);
  update private.session_summaries as r
     set pushed_at = now_at, pushed_digest = digest, pushes = r.pushes + 1
   where r.session_id = target_session;
  pushed := true;
end
$$;
revoke execute on function private.push_session_summary(uuid, text) from public;
