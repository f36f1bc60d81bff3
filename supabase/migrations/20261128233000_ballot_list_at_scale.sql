-- get_ballot_list at 100,000 tracked ballots took 7.2–7.5 s in the database (EXPLAIN ANALYZE), so anon's 3 s
-- statement timeout cut every reader off with a 500 (`pnpm bench elections-at-scale`, docs/performance.md).
-- Where the time went, for 100,000 ballots of 5 options:
-- * private.ballot_list_text unnested every ballot's ranking (500,000 rows), sorted and grouped them back per
--   ballot to write its line, and sorted the 100,000 lines once more; its input came from private.ballot_list,
--   a PL/pgSQL function whose 100,000 rows went through a tuplestore spilled to a temporary file;
-- * get_ballot_list then ran private.ballot_list a second time and built 100,000 jsonb objects with
--   jsonb_agg (as long as the fingerprint), and the jsonb answer was printed again as text for PostgREST.
--
-- Now one statement reads the counted ballots once and writes both the canonical text and the list's JSON:
-- * each distinct ranking (at most the ballots, usually far fewer) is written once, as its line of option
--   texts and as its JSON array, in a materialized CTE, and joined to the ballots by hash;
-- * the lines are ordered once, in memory (32 MB of work_mem for this function only; 100,000 ballots sort
--   in ~12 MB): on a tracked poll by the tracker alone, which is the canonical order since every line
--   starts with its tracker, all of one length and unique in the poll; on an untracked poll by the group's line, each repeated as often as counted;
-- * get_ballot_list returns json (was jsonb), built as text: the same answer, without parsing 10 MB into
--   jsonb and printing it again. Its ballots keep their order (the canonical one).
-- The canonical text, and so every fingerprint, is unchanged (docs/counting.md); private.ballot_list stays
-- for other readers.

create function private.ballot_list_parts(target_poll uuid, with_json boolean)
returns table (canonical text, ballots_json text)
language plpgsql stable security definer
set search_path = ''
set work_mem = '32MB'
as $$
declare
  poll public.polls;
  option_ids text[];
  names jsonb;
  required integer;
begin
  select * into poll from public.polls as p where p.id = target_poll;
  select coalesce(array_agg(o.id), '{}'), coalesce(jsonb_object_agg(o.id, o.text), '{}'::jsonb)
    into option_ids, names
    from public.poll_options as o where o.poll_id = target_poll;
  required := least(coalesce(poll.min_ranked, cardinality(option_ids)), cardinality(option_ids));
  if poll.trackers then
    return query
      with counted as materialized (
        select t.tracker, t.ranking from public.tracked_ballots as t
         where t.poll_id = target_poll and cardinality(t.ranking) >= required and t.ranking <@ option_ids
      ), written as materialized (
        select d.ranking,
               (select string_agg(names ->> r.id, E'\t' order by r.n) from unnest(d.ranking) with ordinality as r (id, n)) as line,
               case when with_json then array_to_json(d.ranking)::text end as json
          from (select distinct c.ranking from counted as c) as d
      )
      select 'runoff ballot list 1' || E'\n' || coalesce(string_agg(c.tracker || E'\t' || w.line || E'\n', '' order by c.tracker collate "C"), ''),
             case when with_json then
               '[' || coalesce(string_agg('{"tracker":"' || c.tracker || '","ranking":' || w.json || ',"count":1}', ',' order by c.tracker collate "C"), '') || ']'
             end
        from counted as c join written as w on w.ranking = c.ranking;
  else
    return query
      with written as materialized (
        select g.ranking, g.ballot_count,
               (select string_agg(names ->> r.id, E'\t' order by r.n) from unnest(g.ranking) with ordinality as r (id, n)) as line
          from public.ballots as g
         where g.poll_id = target_poll and cardinality(g.ranking) >= required and g.ranking <@ option_ids
      )
      select 'runoff ballot list 1' || E'\n' || coalesce(string_agg(repeat(E'\t' || w.line || E'\n', w.ballot_count), '' order by w.line collate "C"), ''),
             case when with_json then
               '[' || coalesce(string_agg('{"tracker":null,"ranking":' || array_to_json(w.ranking)::text || ',"count":' || w.ballot_count || '}', ','
                                          order by w.line collate "C"), '') || ']'
             end
        from written as w;
  end if;
end
$$;
revoke execute on function private.ballot_list_parts(uuid, boolean) from public;

create or replace function private.ballot_list_text(target_poll uuid) returns text
language sql stable security definer
set search_path = ''
as $$
  select p.canonical from private.ballot_list_parts(target_poll, false) as p
$$;

-- Returns json now (was jsonb): PostgREST hands it on as it is.
drop function public.get_ballot_list(text);
create function public.get_ballot_list(poll_id text) returns json
language plpgsql stable security definer
set search_path = ''
as $$
declare
  poll public.polls := private.readable_ballot_list_poll(get_ballot_list.poll_id);
  parts record;
begin
  select * into parts from private.ballot_list_parts(poll.id, true);
  return json_build_object(
    'pollId', poll.id,
    'trackers', poll.trackers,
    'publication', poll.publication,
    'publishedAt', private.iso(poll.published_at),
    'publishedFingerprint', poll.published_fingerprint,
    'fingerprint', encode(sha256(convert_to(parts.canonical, 'UTF8')), 'hex'),
    'options', coalesce((select json_agg(json_build_object('id', o.id, 'text', o.text) order by o.position)
                           from public.poll_options as o where o.poll_id = poll.id), '[]'::json),
    'ballots', parts.ballots_json::json
  );
end
$$;
revoke execute on function public.get_ballot_list(text) from public;
grant execute on function public.get_ballot_list(text) to anon, authenticated, service_role;
