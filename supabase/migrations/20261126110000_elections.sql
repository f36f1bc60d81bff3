-- Elections (issue 21): a poll's number of winners (seats), partial rankings as a poll setting, and fair
-- ballots (each voter's ballot starts in its own random order; the browser shuffles, the poll says whether).
--
-- * polls.seats: 1 to one less than the number of options (create_poll checks it against the options; the
--   table holds 1–99, as a poll has at most 100 options). The count is multi-winner STV (docs/counting.md).
-- * polls.min_ranked: null means every option must be ranked (the spec's rule, the default); a number means
--   voters may rank only their top choices, at least that many (1 to the number of options).
-- * polls.shuffle_ballots: whether each voter's ballot starts in its own order (default on).
-- * A ballot's ranking: still one-dimensional, 1-based, null-free, now also free of repeats in the table's
--   check constraint, and 1 to 100 entries long; whether it is long enough for its poll is the trigger's rule
--   (private.ranking_problem, shared with submit_vote), which no writer bypasses short of disabling triggers.
-- * get_poll_results counts a stored group when it is a ranking its poll allows; anything else is reported in
--   invalidBallots as before.

alter table public.polls
  add column seats integer not null default 1,
  add column min_ranked integer,
  add column shuffle_ballots boolean not null default true,
  add constraint polls_seats_range check (seats between 1 and 99),
  add constraint polls_min_ranked_range check (min_ranked is null or min_ranked between 1 and 100);

-- True when an option id appears twice in a ranking. Immutable: the ballots table's check constraint uses it.
create function private.ranking_has_repeats(ranking text[]) returns boolean
language plpgsql immutable parallel safe
set search_path = ''
as $$
begin
  return cardinality(ranking) > 1
     and (select count(distinct r.option_id) from unnest(ranking) as r (option_id)) < cardinality(ranking);
end
$$;
revoke execute on function private.ranking_has_repeats(text[]) from public;
-- A check constraint's function runs as the writer: service_role may write ballots (and meets the rule).
grant execute on function private.ranking_has_repeats(text[]) to service_role;

-- Rows with a repeat could only come from an operator bypassing the trigger; set aside as the repair of
-- 20261123100100_ballot_shape.sql did, so the constraint below holds for every row.
insert into private.invalid_ballots (poll_id, ranking, ballot_count, reason)
select b.poll_id, b.ranking::text, b.ballot_count, 'an option ranked twice'
  from public.ballots as b
 where private.ranking_has_repeats(b.ranking);
delete from public.ballots as b where private.ranking_has_repeats(b.ranking);

alter table public.ballots drop constraint ballots_ranking_shape;
alter table public.ballots add constraint ballots_ranking_shape check (
  case when array_ndims(ranking) = 1 and array_lower(ranking, 1) = 1 and cardinality(ranking) between 1 and 100
       then array_position(ranking, null) is null and not private.ranking_has_repeats(ranking)
       else false end
);

-- The message for a ranking the poll does not take, or null: the first problem in the order docs/database-api.md
-- gives for submit_vote. Too short means: not every option, or fewer than the poll's minimum when it allows
-- partial rankings.
create function private.ranking_problem(target_poll uuid, ranking text[]) returns text
language plpgsql stable
set search_path = ''
as $$
declare
  option_ids text[];
  minimum integer;
  required integer;
  too_short text;
begin
  select coalesce(array_agg(o.id), '{}') into option_ids from public.poll_options as o where o.poll_id = target_poll;
  select p.min_ranked into minimum from public.polls as p where p.id = target_poll;
  required := least(coalesce(minimum, cardinality(option_ids)), cardinality(option_ids));
  too_short := case when minimum is null then 'A ballot must rank every option of this poll exactly once'
                    else format('Please rank at least %s %s', required, case when required = 1 then 'option' else 'options' end) end;
  if ranking is null or cardinality(ranking) = 0 then
    return too_short;
  end if;
  if array_ndims(ranking) <> 1 or array_lower(ranking, 1) <> 1 then
    return 'A ranking must be a plain list of option ids, first choice first';
  end if;
  if array_position(ranking, null) is not null then
    return 'A ranking cannot hold empty entries';
  end if;
  -- A list longer than any poll's options is foreign whatever it holds: not worth looking for repeats in.
  if cardinality(ranking) > 1000 then
    return 'The ranking holds an option that is not in this poll';
  end if;
  if private.ranking_has_repeats(ranking) then
    return 'Each option can be ranked only once';
  end if;
  if not ranking <@ option_ids then
    return 'The ranking holds an option that is not in this poll';
  end if;
  if cardinality(ranking) < required then
    return too_short;
  end if;
  return null;
end
$$;
revoke execute on function private.ranking_problem(uuid, text[]) from public;

-- Every writer of ballots meets the poll's own rule (and the voting phase), as in 20261123100100_ballot_shape.sql.
create or replace function private.check_ballot_ranking() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  problem text := private.ranking_problem(new.poll_id, new.ranking);
begin
  if problem is not null then
    raise exception using message = problem, errcode = '22023';
  end if;
  if (select p.status from public.polls as p where p.id = new.poll_id) is distinct from 'voting' then
    raise exception using message = 'Voting is not currently open for this poll', errcode = 'PT409';
  end if;
  return new;
end
$$;
revoke execute on function private.check_ballot_ranking() from public;

drop function private.ranking_is_complete(uuid, text[]);

-- poll_json as in 20261123100200_poll_limits.sql, with the election's settings.
create or replace function private.poll_json(poll public.polls) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return jsonb_build_object(
    'id', poll.id,
    'title', poll.title,
    'description', poll.description,
    'category', poll.category,
    'options', coalesce(
      (select jsonb_agg(jsonb_build_object('id', o.id, 'text', o.text, 'order', o.position) order by o.position)
         from public.poll_options as o where o.poll_id = poll.id),
      '[]'::jsonb),
    'createdBy', poll.created_by,
    'createdAt', private.iso(poll.created_at),
    'updatedAt', private.iso(poll.updated_at),
    'isActive', poll.is_active,
    'status', poll.status,
    'participantCount', private.participant_count(poll.id),
    'expiresAt', private.iso(poll.expires_at),
    'maxParticipants', poll.max_participants,
    'accountsOnly', poll.accounts_only,
    'seats', poll.seats,
    'minRanked', poll.min_ranked,
    'shuffleBallots', poll.shuffle_ballots
  );
end
$$;
revoke execute on function private.poll_json(public.polls) from public;

-- create_poll as in 20261125120300_storage_limits.sql, with three new optional arguments: the number of
-- winners, the minimum to rank (null: every option) and fair ballots. A new signature, so the old one goes:
-- PostgREST would otherwise find two functions for a call that names only the old arguments.
drop function public.create_poll(text, text[], text, text, timestamptz, integer, boolean);
create function public.create_poll(
  title text,
  options text[],
  description text default '',
  category text default '',
  expires_at timestamptz default null,
  max_participants integer default null,
  accounts_only boolean default false,
  seats integer default 1,
  min_ranked integer default null,
  shuffle_ballots boolean default true
) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  clean_title text;
  clean_description text;
  clean_category text;
  option_texts text[];
  poll public.polls;
begin
  if (select u.is_anonymous from auth.users as u where u.id = caller_id) is distinct from false then
    raise exception using message = 'Sign in with an account to create a poll', errcode = '42501';
  end if;
  clean_title := coalesce(private.clean_text(create_poll.title, 'Title', 200), '');
  if clean_title = '' then
    raise exception using message = 'Please enter a title', errcode = '22023';
  end if;
  if create_poll.options is not null and array_ndims(create_poll.options) > 1 then
    raise exception using message = 'Options must be a list of texts', errcode = '22023';
  end if;
  if coalesce(cardinality(create_poll.options), 0) < 2 then
    raise exception using message = 'A poll must have at least 2 options', errcode = '22023';
  end if;
  -- Checked on the raw list too, so that a million blank entries are not cleaned one by one.
  if cardinality(create_poll.options) > 1000 then
    raise exception using message = 'A poll can have at most 100 options', errcode = '22023';
  end if;
  select coalesce(array_agg(t.text order by t.n), '{}') into option_texts
    from (select private.clean_text(o.text, 'Each option', 200) as text, o.n
            from unnest(create_poll.options) with ordinality as o (text, n)) as t
   where coalesce(t.text, '') <> '';
  if cardinality(option_texts) < 2 then
    raise exception using message = 'Please provide at least 2 non-empty options', errcode = '22023';
  end if;
  if cardinality(option_texts) > 100 then
    raise exception using message = 'A poll can have at most 100 options', errcode = '22023';
  end if;
  if (select count(distinct private.option_key(t.text)) from unnest(option_texts) as t (text)) < cardinality(option_texts) then
    raise exception using message = 'Each option must be different', errcode = '22023';
  end if;
  clean_description := coalesce(private.clean_text(create_poll.description, 'Description', 2000, true), '');
  clean_category := coalesce(private.clean_text(create_poll.category, 'Category', 50), '');
  if create_poll.expires_at is not null and not isfinite(create_poll.expires_at) then
    raise exception using message = 'The closing time must be a date and time, not infinity', errcode = '22023';
  end if;
  if create_poll.expires_at is not null and create_poll.expires_at <= now() then
    raise exception using message = 'The closing time must be in the future', errcode = '22023';
  end if;
  perform private.check_max_participants(create_poll.max_participants);
  if coalesce(create_poll.seats, 1) < 1 or coalesce(create_poll.seats, 1) >= cardinality(option_texts) then
    raise exception using message = 'The number of winners must be at least 1 and less than the number of options',
                          errcode = '22023';
  end if;
  if create_poll.min_ranked < 1 or create_poll.min_ranked > cardinality(option_texts) then
    raise exception using message = 'The number of options to rank must be at least 1 and at most the number of options',
                          errcode = '22023';
  end if;

  -- One account creating polls in parallel is counted one request at a time.
  perform pg_advisory_xact_lock(hashtextextended('create_poll:' || caller_id::text, 0));
  if (select count(*) from public.polls as p
       where p.created_by = caller_id and p.created_at > now() - interval '1 hour') >= 100 then
    raise exception using message = 'You have created too many polls in the last hour. Please try again later',
                          detail = 'At most 100 polls per account per hour.', errcode = 'PT429';
  end if;
  perform private.count_poll_storage(
    octet_length(clean_title) + octet_length(clean_description) + octet_length(clean_category)
    + (select coalesce(sum(octet_length(t.text)), 0) from unnest(option_texts) as t (text)));

  insert into public.polls (title, description, category, created_by, expires_at, max_participants, accounts_only,
                            seats, min_ranked, shuffle_ballots)
  values (clean_title, clean_description, clean_category, caller_id, create_poll.expires_at,
          coalesce(create_poll.max_participants, 1000), coalesce(create_poll.accounts_only, false),
          coalesce(create_poll.seats, 1), create_poll.min_ranked, coalesce(create_poll.shuffle_ballots, true))
  returning * into poll;

  insert into public.poll_options (poll_id, id, text, position)
  select poll.id, 'option_' || t.n, t.text, t.n - 1
    from unnest(option_texts) with ordinality as t (text, n);

  return private.poll_json(poll);
end
$$;
revoke execute on function public.create_poll(text, text[], text, text, timestamptz, integer, boolean, integer, integer, boolean) from public, anon;
grant execute on function public.create_poll(text, text[], text, text, timestamptz, integer, boolean, integer, integer, boolean) to authenticated, service_role;

-- submit_vote as in 20261123100300_participation_rules.sql; the ranking's checks are the poll's rule
-- (private.ranking_problem): a shorter ranking only when the poll allows it, and never below its minimum.
create or replace function public.submit_vote(poll_id text, ranking text[], participant_id text default null)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  poll public.polls;
  participant public.participants;
  problem text;
begin
  -- Shares the lock update_poll_status takes: a vote racing the end of voting either commits before
  -- the status changes or waits and then sees "completed". No ballot lands after the end.
  select * into poll from public.polls as p where p.id = private.poll_id_from(submit_vote.poll_id) for share;
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  if poll.status <> 'voting' then
    raise exception using message = 'Voting is not currently open for this poll', errcode = 'PT409';
  end if;
  if poll.expires_at is not null and poll.expires_at <= now() then
    raise exception using message = 'Voting has closed: the closing time of this poll has passed', errcode = 'PT409';
  end if;

  select * into participant from public.participants as pa
   where pa.poll_id = poll.id and pa.user_id = caller_id
   for update;
  if not found
     or (submit_vote.participant_id is not null and participant.id::text <> lower(submit_vote.participant_id)) then
    raise exception using message = 'Join this poll before voting', errcode = 'PT409';
  end if;
  if participant.has_voted then
    raise exception using message = 'You have already voted in this poll', errcode = 'PT409';
  end if;

  problem := private.ranking_problem(poll.id, submit_vote.ranking);
  if problem is not null then
    raise exception using message = problem, errcode = '22023';
  end if;

  insert into public.ballots as b (poll_id, ranking, ballot_count)
  values (poll.id, submit_vote.ranking, 1)
  on conflict on constraint ballots_pkey do update set ballot_count = b.ballot_count + 1;

  update public.participants as pa set has_voted = true where pa.id = participant.id;
  return jsonb_build_object('pollId', poll.id, 'participantId', participant.id, 'hasVoted', true);
end
$$;
revoke execute on function public.submit_vote(text, text[], text) from public, anon;
grant execute on function public.submit_vote(text, text[], text) to authenticated, service_role;

-- get_poll_results as in 20261124030000_results_at_scale.sql: a group counts when it is a ranking its poll
-- allows (the table already keeps every row free of repeats and nulls): only the poll's options, and at
-- least every option, or the poll's minimum when it takes partial rankings.
create or replace function public.get_poll_results(poll_id text) returns json
language plpgsql stable security definer
set search_path = ''
as $$
declare
  poll public.polls;
  option_ids text[];
  required integer;
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
  required := least(coalesce(poll.min_ranked, cardinality(option_ids)), cardinality(option_ids));

  select coalesce(sum(b.ballot_count) filter (where b.valid), 0), coalesce(sum(b.ballot_count) filter (where not b.valid), 0)
    into counted, uncounted
    from (select g.ballot_count, cardinality(g.ranking) >= required and g.ranking <@ option_ids as valid
            from public.ballots as g where g.poll_id = poll.id) as b;
  if poll.status = 'completed' then
    -- Each group's JSON is written once and also sorts the groups: option ids are `option_<n>`, all above
    -- `"` in "C" order, so the JSON text of two rankings orders as the rankings do (a shorter id before a
    -- longer one it begins), comparing strings rather than arrays. Sorting in a subquery and joining the
    -- sorted rows took half the time of an ordered string_agg beside the sums.
    select string_agg(s.item, ',') into groups
      from (select ('{"ranking":' || array_to_json(g.ranking)::text || ',"count":' || g.ballot_count || '}') collate "C" as item
              from public.ballots as g
             where g.poll_id = poll.id and cardinality(g.ranking) >= required and g.ranking <@ option_ids
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
