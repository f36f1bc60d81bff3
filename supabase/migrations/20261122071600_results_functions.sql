-- Results in one round trip: the poll, its options and its ballots grouped by identical ranking.
-- {poll: <poll>, ballots: [{ranking: [option ids, first choice first], count}], totalVotes, generatedAt}
-- Groups are ordered by count, then ranking, so their order says nothing about when ballots were cast.

create function public.get_poll_results(poll_id text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  poll public.polls;
begin
  select * into poll from public.polls as p where p.id = private.poll_id_from(get_poll_results.poll_id);
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  -- The host may watch results at any time; everyone else once voting has ended.
  if poll.status <> 'completed' and poll.created_by is distinct from auth.uid() then
    raise exception using message = 'Results are available once voting has ended', errcode = '42501';
  end if;
  return jsonb_build_object(
    'poll', private.poll_json(poll),
    'ballots', coalesce(
      (select jsonb_agg(jsonb_build_object('ranking', b.ranking, 'count', b.ballot_count)
                        order by b.ballot_count desc, b.ranking collate "C")
         from public.ballots as b where b.poll_id = poll.id),
      '[]'::jsonb),
    'totalVotes', (select coalesce(sum(b.ballot_count), 0) from public.ballots as b where b.poll_id = poll.id),
    'generatedAt', private.iso(now())
  );
end
$$;

revoke execute on function public.get_poll_results(text) from public;
grant execute on function public.get_poll_results(text) to anon, authenticated, service_role;
