-- Results: ballot groups only once the poll is completed. Before that the host gets the poll and the
-- number of votes cast and nothing more (ballot secrecy: a host who diffed the groups after each
-- participant_voted event could otherwise read each voter's ranking); everyone else is refused as before.
-- A stored group that is not a complete ranking of the poll's options is never handed out: it is
-- skipped and reported in invalidBallots (with the rows private.invalid_ballots kept), so one bad row
-- cannot make a poll's results unreadable.
-- {poll, ballots: [{ranking, count}], totalVotes, invalidBallots, generatedAt}

create or replace function public.get_poll_results(poll_id text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  poll public.polls;
  option_ids text[];
  counted bigint;
  uncounted bigint;
  groups jsonb;
begin
  select * into poll from public.polls as p where p.id = private.poll_id_from(get_poll_results.poll_id);
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  if poll.status <> 'completed' and poll.created_by is distinct from auth.uid() then
    raise exception using message = 'Results are available once voting has ended', errcode = '42501';
  end if;

  select array_agg(o.id collate "C" order by o.id collate "C") into option_ids
    from public.poll_options as o where o.poll_id = poll.id;

  -- Each group judged once: well shaped and, sorted, exactly the poll's option ids.
  with judged as (
    select b.ranking, b.ballot_count,
           case when array_ndims(b.ranking) is distinct from 1 or array_lower(b.ranking, 1) <> 1 then false
                when array_position(b.ranking, null) is not null then false
                else coalesce((select array_agg(r.id collate "C" order by r.id collate "C") from unnest(b.ranking) as r (id)) = option_ids, false)
           end as valid
      from public.ballots as b where b.poll_id = poll.id
  )
  select coalesce(sum(j.ballot_count) filter (where j.valid), 0),
         coalesce(sum(j.ballot_count) filter (where not j.valid), 0),
         coalesce(jsonb_agg(jsonb_build_object('ranking', j.ranking, 'count', j.ballot_count)
                            order by j.ballot_count desc, j.ranking collate "C") filter (where j.valid), '[]'::jsonb)
    into counted, uncounted, groups
    from judged as j;
  uncounted := uncounted + (select coalesce(sum(i.ballot_count), 0) from private.invalid_ballots as i where i.poll_id = poll.id);

  return jsonb_build_object(
    'poll', private.poll_json(poll),
    'ballots', case when poll.status = 'completed' then groups else '[]'::jsonb end,
    'totalVotes', counted,
    'invalidBallots', uncounted,
    'generatedAt', private.iso(now())
  );
end
$$;

revoke execute on function public.get_poll_results(text) from public;
grant execute on function public.get_poll_results(text) to anon, authenticated, service_role;
revoke execute on all functions in schema private from public;
