-- get_poll_results for a completed poll of about 100,000 distinct rankings took 3.6–4.9 s on the project's
-- 2-core machine: past hosted Supabase's statement timeout for anon (3 s), so such a poll's embed got
-- HTTP 500 "canceling statement due to statement timeout" (docs/performance.md, "Results in the browser").
-- Where the time went, measured on that poll: building 100,000 jsonb objects and a jsonb array (1.8 s),
-- re-sorting each group's option ids to compare them with the poll's (0.65 s), and doing both for a host
-- while voting is open, when the groups are not even sent. Now 1.5–1.6 s for the whole call:
--   - the groups are written as JSON text in one pass (string_agg), the answer is json, not jsonb;
--   - a group counts when it has as many entries as the poll has options and contains every option id:
--     exact (n entries holding n distinct ids leave no room for a repeat or a stranger) and needs no
--     sort. Every write path checks the full rule already (the ballot trigger, by every role), so this
--     only keeps rows written around the triggers out of the count, as before;
--   - groups are built only when they are sent (a completed poll).
-- Same answer as before, key for key: { poll, ballots: [{ ranking, count }], totalVotes, invalidBallots,
-- generatedAt }, ballots in the same order (most votes first, then the ranking in "C" order).
drop function public.get_poll_results(text);
create function public.get_poll_results(poll_id text) returns json
language plpgsql stable security definer
set search_path = ''
as $$
declare
  poll public.polls;
  option_ids text[];
  counted bigint;
  uncounted bigint;
  groups text;
begin
  select * into poll from public.polls as p where p.id = private.poll_id_from(get_poll_results.poll_id);
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  if poll.status <> 'completed' and poll.created_by is distinct from auth.uid() then
    raise exception using message = 'Results are available once voting has ended', errcode = '42501';
  end if;

  select coalesce(array_agg(o.id), '{}') into option_ids from public.poll_options as o where o.poll_id = poll.id;

  select coalesce(sum(b.ballot_count) filter (where b.valid), 0), coalesce(sum(b.ballot_count) filter (where not b.valid), 0)
    into counted, uncounted
    from (select g.ballot_count, cardinality(g.ranking) = cardinality(option_ids) and g.ranking @> option_ids as valid
            from public.ballots as g where g.poll_id = poll.id) as b;
  if poll.status = 'completed' then
    -- Each group's JSON is written once and also sorts the groups: option ids are `option_<n>`, all above
    -- `"` in "C" order, so the JSON text of two rankings orders as the rankings do (a shorter id before a
    -- longer one it begins), comparing strings rather than arrays. Sorting in a subquery and joining the
    -- sorted rows took half the time of an ordered string_agg beside the sums.
    select string_agg(s.item, ',') into groups
      from (select ('{"ranking":' || array_to_json(g.ranking)::text || ',"count":' || g.ballot_count || '}') collate "C" as item
              from public.ballots as g
             where g.poll_id = poll.id and cardinality(g.ranking) = cardinality(option_ids) and g.ranking @> option_ids
             order by g.ballot_count desc, item) as s;
  end if;
  uncounted := uncounted + (select coalesce(sum(i.ballot_count), 0) from private.invalid_ballots as i where i.poll_id = poll.id);

  return json_build_object(
    'poll', private.poll_json(poll),
    'ballots', ('[' || coalesce(groups, '') || ']')::json,
    'totalVotes', counted,
    'invalidBallots', uncounted,
    'generatedAt', private.iso(now())
  );
end
$$;
revoke execute on function public.get_poll_results(text) from public;
grant execute on function public.get_poll_results(text) to anon, authenticated, service_role;
revoke execute on all functions in schema private from public;
