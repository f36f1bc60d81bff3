-- A ballot's ranking is exactly a one-dimensional text array with lower bound 1 and no nulls, holding
-- each of its poll's option ids once. Before this migration unnest() flattened nested arrays, so
-- '{{option_2},{option_1}}' and '[5:6]={option_2,option_1}' passed the check; the second even stored
-- its own tally group for the same ranking (array equality compares bounds). Stored rows are repaired:
-- a ranking that flattens to a complete one is merged into its proper group, anything else is moved to
-- private.invalid_ballots, where get_poll_results counts it as invalidBallots instead of failing.

create or replace function private.ranking_is_complete(target_poll uuid, ranking text[]) returns boolean
language sql stable
set search_path = ''
as $$
  select case
    when ranking is null or array_ndims(ranking) is distinct from 1 or array_lower(ranking, 1) <> 1
         or cardinality(ranking) > 100 then false
    when array_position(ranking, null) is not null then false
    else coalesce(
      (select array_agg(r.option_id collate "C" order by r.option_id collate "C") from unnest(ranking) as r (option_id))
        = (select array_agg(o.id collate "C" order by o.id collate "C") from public.poll_options as o where o.poll_id = target_poll),
      false)
  end
$$;

-- Ballots nobody can count, kept (not deleted) so that the host learns that they exist.
create table private.invalid_ballots (
  poll_id uuid not null references public.polls (id) on delete cascade,
  ranking text not null,
  ballot_count integer not null,
  reason text not null,
  found_at timestamptz not null default now()
);
create index invalid_ballots_poll_idx on private.invalid_ballots (poll_id);
alter table private.invalid_ballots enable row level security;
revoke all on table private.invalid_ballots from public, anon, authenticated, service_role;

create temporary table misshapen_ballots on commit drop as
  select b.poll_id, b.ranking, b.ballot_count, array(select unnest(b.ranking)) as flat
    from public.ballots as b
   where not private.ranking_is_complete(b.poll_id, b.ranking);

delete from public.ballots as b using misshapen_ballots as m where b.poll_id = m.poll_id and b.ranking = m.ranking;

insert into private.invalid_ballots (poll_id, ranking, ballot_count, reason)
select m.poll_id, coalesce(m.ranking::text, 'null'), m.ballot_count, 'not a complete ranking of the poll''s options'
  from misshapen_ballots as m
 where not private.ranking_is_complete(m.poll_id, m.flat);

insert into public.ballots as b (poll_id, ranking, ballot_count)
select m.poll_id, m.flat, sum(m.ballot_count)::integer
  from misshapen_ballots as m
 where private.ranking_is_complete(m.poll_id, m.flat)
 group by m.poll_id, m.flat
on conflict on constraint ballots_pkey do update set ballot_count = b.ballot_count + excluded.ballot_count;

-- From now on no path stores anything else, whoever writes (service_role included).
alter table public.ballots add constraint ballots_ranking_shape check (
  case when array_ndims(ranking) = 1 and array_lower(ranking, 1) = 1 and cardinality(ranking) between 2 and 100
       then array_position(ranking, null) is null
       else false end
);

-- The trigger also keeps ballots to the voting phase: no ballot is written while a poll waits or after
-- it is completed, by any role.
create or replace function private.check_ballot_ranking() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if not private.ranking_is_complete(new.poll_id, new.ranking) then
    raise exception using message = 'A ballot must rank every option of this poll exactly once', errcode = '22023';
  end if;
  if (select p.status from public.polls as p where p.id = new.poll_id) is distinct from 'voting' then
    raise exception using message = 'Voting is not currently open for this poll', errcode = 'PT409';
  end if;
  return new;
end
$$;

drop trigger ballots_check_ranking on public.ballots;
create trigger ballots_check_ranking
before insert or update on public.ballots
for each row execute function private.check_ballot_ranking();

revoke execute on all functions in schema private from public;
