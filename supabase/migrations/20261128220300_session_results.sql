-- Issue 32, "A session report": every question's results in one call, for the export that holds them all.
-- Each is exactly get_poll_results' answer for that question's poll, with the rules it has: the host reads a
-- question's count as soon as its voting closed, everyone else in the session once its results were shown.
-- Questions whose results the caller may not read yet are listed with results null.

create function public.get_session_results(session_id text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  session public.sessions := private.session_for(get_session_results.session_id, 'read');
  role text := private.session_role(session.id);
begin
  return coalesce((
    select jsonb_agg(jsonb_build_object(
             'questionId', q.poll_id,
             'number', q.number,
             'title', p.title,
             'voting', q.voting,
             'resultsShown', q.results_shown,
             'results', case
               when q.revealed_at is not null or (role = 'host' and q.voting = 'closed')
               then public.get_poll_results(q.poll_id::text)::jsonb
             end)
           order by q.number)
      from (select sq.*, row_number() over (order by sq.position)::integer as number
              from public.session_questions as sq where sq.session_id = session.id) as q
      join public.polls as p on p.id = q.poll_id
     where private.can_see_session_question(q.poll_id)),
    '[]'::jsonb);
end
$$;

revoke execute on function public.get_session_results(text) from public, anon;
grant execute on function public.get_session_results(text) to authenticated, service_role;
