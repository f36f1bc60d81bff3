-- Issue 32, a co-host driving question 3: the room's pages went back to question 2. A page reads the
-- session now and then (and on every rejoin); a read that began before a driver's move and answered after
-- the move's summary had been followed put the page back where the read found it, until the next read
-- 20 s later (the journey's phones waited 15 s). A co-host's Next met the phones' read more often only
-- because signing in took the co-host the seconds that put it there. get_session's `state` now carries
-- `seq`, the number of summaries pushed to the room when it read: a page keeps what it follows in `seq`
-- order and drops what is older (@runoff/domain followSummary, followRead).

create or replace function public.get_session(session_id text) returns jsonb
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
    -- The summaries' seq is pushes + 1 when sent: this read is at least as new as summary `seq`.
    'state', private.session_state_json(session.id) || jsonb_build_object('seq', coalesce(
      (select r.pushes from private.session_summaries as r where r.session_id = session.id), 0)),
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
    'cohosts', case when role = 'host' then private.cohost_list(session.id) end);
end
$$;
