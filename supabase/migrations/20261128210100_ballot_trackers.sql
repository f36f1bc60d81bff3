-- Issue 27, part 2: who may vote enforced at join and at vote, ballot trackers, publication of the ballot
-- list with its fingerprint, checking a ballot by its tracker, and the host's audit read.
--
-- * create_poll takes `voters` ('anyone' | 'accounts' | 'list'; default: accounts_only's answer, so old
--   callers are unchanged) and `trackers` (default on for list polls only). A new signature: the old goes.
-- * join_poll admits to a list poll only a caller with an entry (a redeemed code or the proven address);
--   submit_vote locks that entry, refuses it once voted and marks it voted with the ballot.
-- * public.tracked_ballots: a tracked poll's ballots one by one, (tracker, ranking) and nothing else. The
--   grouped public.ballots still hold the count; both are written in the vote's transaction.
-- * The ballot list's canonical form and fingerprint (SHA-256) are defined in docs/counting.md
--   ("The ballot list and its fingerprint"); private.ballot_list_text builds exactly that text.

alter table public.polls
  add column publication text not null default 'none',
  add column published_at timestamptz,
  add column published_fingerprint text,
  add constraint polls_publication_kind check (publication in ('none', 'participants', 'everyone')),
  add constraint polls_published_fingerprint_format check (published_fingerprint is null or published_fingerprint ~ '^[0-9a-f]{64}$');

-- A tracker: 8 characters of the join codes' alphabet (40 bits), read aloud as two groups of four.
create function private.tracker_length() returns integer language sql immutable set search_path = '' as $$ select 8 $$;
revoke execute on function private.tracker_length() from public;

create table public.tracked_ballots (
  poll_id uuid not null references public.polls (id) on delete cascade,
  tracker text not null,
  ranking text[] not null,
  constraint tracked_ballots_pkey primary key (poll_id, tracker),
  constraint tracked_ballots_tracker_format check (tracker ~ '^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$'),
  constraint tracked_ballots_ranking_shape check (
    case when array_ndims(ranking) = 1 and array_lower(ranking, 1) = 1 and cardinality(ranking) between 1 and 100
         then array_position(ranking, null) is null and not private.ranking_has_repeats(ranking)
         else false end)
);
alter table public.tracked_ballots enable row level security;
-- Every writer meets the poll's ranking rule and the voting phase, as for public.ballots.
create trigger tracked_ballots_check_ranking before insert or update on public.tracked_ballots
  for each row execute function private.check_ballot_ranking();
revoke all on table public.tracked_ballots from anon, authenticated;
grant select, insert, update, delete on table public.tracked_ballots to service_role;

create or replace function private.poll_json(poll public.polls)
 returns jsonb
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
    'shuffleBallots', poll.shuffle_ballots,
    'countingMethod', poll.counting_method,
    'voters', poll.voters,
    'trackers', poll.trackers,
    'publication', poll.publication,
    'publishedAt', private.iso(poll.published_at)
  );
end
$$;

-- After 20261128200000_counting_method: one create_poll with the counting method and who may vote, so that
-- PostgREST never meets two overloads.
drop function public.create_poll(text, text[], text, text, timestamptz, integer, boolean, integer, integer, boolean, text);
create or replace function public.create_poll(title text, options text[], description text DEFAULT ''::text, category text DEFAULT ''::text, expires_at timestamp with time zone DEFAULT NULL::timestamp with time zone, max_participants integer DEFAULT NULL::integer, accounts_only boolean DEFAULT false, seats integer DEFAULT 1, min_ranked integer DEFAULT NULL::integer, shuffle_ballots boolean DEFAULT true, counting_method text DEFAULT 'irv'::text, voters text DEFAULT NULL::text, trackers boolean DEFAULT NULL::boolean)
 returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  clean_title text;
  clean_description text;
  clean_category text;
  option_texts text[];
  look_alike record;
  poll public.polls;
  who text := coalesce(create_poll.voters, case when create_poll.accounts_only then 'accounts' else 'anyone' end);
begin
  if (select u.is_anonymous from auth.users as u where u.id = caller_id) is distinct from false then
    raise exception using message = 'Sign in with an account to create a poll', errcode = '42501', hint = 'poll.account_required';
  end if;
  clean_title := coalesce(private.clean_text(create_poll.title, 'Title', 200), '');
  if clean_title = '' then
    raise exception using message = 'Please enter a title', errcode = '22023', hint = 'poll.title_empty';
  end if;
  if create_poll.options is not null and array_ndims(create_poll.options) > 1 then
    raise exception using message = 'Options must be a list of texts', errcode = '22023', hint = 'poll.options_not_list';
  end if;
  if coalesce(cardinality(create_poll.options), 0) < 2 then
    raise exception using message = 'A poll must have at least 2 options', errcode = '22023', hint = 'poll.too_few_options',
                          detail = json_build_object('min', 2)::text;
  end if;
  -- Checked on the raw list too, so that a million blank entries are not cleaned one by one.
  if cardinality(create_poll.options) > 1000 then
    raise exception using message = 'A poll can have at most 100 options', errcode = '22023', hint = 'poll.too_many_options',
                          detail = json_build_object('max', 100)::text;
  end if;
  select coalesce(array_agg(t.text order by t.n), '{}') into option_texts
    from (select private.clean_text(o.text, 'Each option', 200) as text, o.n
            from unnest(create_poll.options) with ordinality as o (text, n)) as t
   where coalesce(t.text, '') <> '';
  if cardinality(option_texts) < 2 then
    raise exception using message = 'Please provide at least 2 non-empty options', errcode = '22023', hint = 'poll.too_few_filled_options',
                          detail = json_build_object('min', 2)::text;
  end if;
  if cardinality(option_texts) > 100 then
    raise exception using message = 'A poll can have at most 100 options', errcode = '22023', hint = 'poll.too_many_options',
                          detail = json_build_object('max', 100)::text;
  end if;
  if (select count(distinct private.option_key(t.text)) from unnest(option_texts) as t (text)) < cardinality(option_texts) then
    raise exception using message = 'Each option must be different', errcode = '22023', hint = 'poll.options_not_distinct';
  end if;
  -- The first pair that looks alike, in the order given: the host is told which two.
  with keyed as (
    select t.text, t.n, private.option_look_alike_key(t.text) as key
      from unnest(option_texts) with ordinality as t (text, n)
  )
  select a.text as first, b.text as second into look_alike
    from keyed as a join keyed as b on a.key = b.key and a.n < b.n
   order by b.n, a.n
   limit 1;
  if found then
    raise exception using
      message = format('Options "%s" and "%s" look the same. Each option must be different', look_alike.first, look_alike.second),
      errcode = '22023', hint = 'poll.options_look_alike',
      detail = json_build_object('first', look_alike.first, 'second', look_alike.second)::text;
  end if;
  clean_description := coalesce(private.clean_text(create_poll.description, 'Description', 2000, true), '');
  clean_category := coalesce(private.clean_text(create_poll.category, 'Category', 50), '');
  if create_poll.expires_at is not null and not isfinite(create_poll.expires_at) then
    raise exception using message = 'The closing time must be a date and time, not infinity', errcode = '22023', hint = 'poll.closing_time_infinite';
  end if;
  if create_poll.expires_at is not null and create_poll.expires_at <= now() then
    raise exception using message = 'The closing time must be in the future', errcode = '22023', hint = 'poll.closing_time_past';
  end if;
  perform private.check_max_participants(create_poll.max_participants);
  -- Checked before its length is anything: a method is one of seven short names.
  if coalesce(create_poll.counting_method, 'irv') not in ('irv', 'schulze', 'ranked-pairs', 'minimax', 'copeland', 'borda', 'plurality') then
    raise exception using message = 'The counting method must be one of irv, schulze, ranked-pairs, minimax, copeland, borda, plurality',
                          errcode = '22023', hint = 'poll.counting_method_unknown';
  end if;
  if coalesce(create_poll.counting_method, 'irv') <> 'irv' and coalesce(create_poll.seats, 1) > 1 then
    raise exception using message = 'This counting method elects one winner: choose the instant runoff for several',
                          errcode = '22023', hint = 'poll.counting_method_one_winner',
                          detail = json_build_object('method', create_poll.counting_method, 'seats', create_poll.seats)::text;
  end if;
  if who not in ('anyone', 'accounts', 'list') then
    raise exception using message = 'Who may vote is anyone, accounts or list', errcode = '22023', hint = 'poll.voters_unknown',
                          detail = json_build_object('voters', left(who, 50))::text;
  end if;
  if create_poll.accounts_only and who <> 'accounts' then
    raise exception using message = 'accounts_only and voters disagree: give one of them', errcode = '22023', hint = 'poll.voters_conflict',
                          detail = json_build_object('voters', who)::text;
  end if;
  if coalesce(create_poll.seats, 1) < 1 or coalesce(create_poll.seats, 1) >= cardinality(option_texts) then
    raise exception using message = 'The number of winners must be at least 1 and less than the number of options',
                          errcode = '22023', hint = 'poll.seats_out_of_range';
  end if;
  if create_poll.min_ranked < 1 or create_poll.min_ranked > cardinality(option_texts) then
    raise exception using message = 'The number of options to rank must be at least 1 and at most the number of options',
                          errcode = '22023', hint = 'poll.min_ranked_out_of_range';
  end if;

  -- One account creating polls in parallel is counted one request at a time.
  perform pg_advisory_xact_lock(hashtextextended('create_poll:' || caller_id::text, 0));
  if (select count(*) from public.polls as p
       where p.created_by = caller_id and p.created_at > now() - interval '1 hour') >= 100 then
    raise exception using message = 'You have created too many polls in the last hour. Please try again later',
                          errcode = 'PT429', hint = 'limit.account_polls', detail = json_build_object('max', 100)::text;
  end if;
  perform private.count_poll_storage(
    octet_length(clean_title) + octet_length(clean_description) + octet_length(clean_category)
    + (select coalesce(sum(octet_length(t.text)), 0) from unnest(option_texts) as t (text)));

  insert into public.polls (title, description, category, created_by, expires_at, max_participants, accounts_only,
                            seats, min_ranked, shuffle_ballots, counting_method, voters, trackers)
  values (clean_title, clean_description, clean_category, caller_id, create_poll.expires_at,
          coalesce(create_poll.max_participants, 1000), coalesce(create_poll.accounts_only, false),
          coalesce(create_poll.seats, 1), create_poll.min_ranked, coalesce(create_poll.shuffle_ballots, true),
          coalesce(create_poll.counting_method, 'irv'), who, coalesce(create_poll.trackers, who = 'list'))
  returning * into poll;

  insert into public.poll_options (poll_id, id, text, position)
  select poll.id, 'option_' || t.n, t.text, t.n - 1
    from unnest(option_texts) with ordinality as t (text, n);

  return private.poll_json(poll);
end
$$;
revoke execute on function public.create_poll(text, text[], text, text, timestamptz, integer, boolean, integer, integer, boolean, text, text, boolean) from public, anon;
grant execute on function public.create_poll(text, text[], text, text, timestamptz, integer, boolean, integer, integer, boolean, text, text, boolean) to authenticated, service_role;

create or replace function public.join_poll(poll_id text, name text DEFAULT NULL::text)
 returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  clean_name text := private.clean_text(join_poll.name, 'Name', 50);
  poll public.polls;
  participant public.participants;
  lock_key bigint;
  exact boolean := false;
begin
  if join_poll.name is not null and clean_name = '' then
    raise exception using message = 'Please enter a name or click "Join Anonymously"', errcode = '22023', hint = 'join.name_empty';
  end if;

  -- Shares the lock update_poll_status takes, so nobody joins a poll in the instant it closes.
  select * into poll from public.polls as p where p.id = private.poll_id_from(join_poll.poll_id) for share;
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  if not poll.is_active or (poll.expires_at is not null and poll.expires_at <= now()) then
    raise exception using message = 'This poll is no longer active', errcode = 'PT409', hint = 'join.poll_inactive';
  end if;

  select * into participant from public.participants as pa where pa.poll_id = poll.id and pa.user_id = caller_id;
  if found then
    return private.participant_json(participant);
  end if;
  if exists (select 1 from private.removed_participants as r where r.poll_id = poll.id and r.user_id = caller_id) then
    raise exception using message = 'The host removed you from this poll', errcode = '42501', hint = 'join.removed_by_host';
  end if;
  if poll.voters = 'list' and (private.my_voter_entry(poll.id)).id is null then
    raise exception using message = 'Only people on the voter list can join this poll', errcode = '42501', hint = 'join.not_on_list';
  end if;
  if poll.accounts_only
     and (select u.is_anonymous from auth.users as u where u.id = caller_id) is distinct from false then
    raise exception using message = 'Sign in with an account to join this poll', errcode = '42501', hint = 'join.account_required';
  end if;

  lock_key := hashtextextended('join_poll:' || poll.id::text, 0);
  begin
    perform pg_advisory_xact_lock_shared(lock_key);
    if private.participant_count(poll.id) + current_setting('max_connections')::integer >= poll.max_participants then
      -- Near the cap: roll this block back, which releases the shared lock, and count exactly below.
      raise exception using errcode = 'RJ001', hint = 'join.count_exactly';
    end if;
  exception when sqlstate 'RJ001' then
    exact := true;
  end;
  if exact then
    perform pg_advisory_xact_lock(lock_key);
    if private.participant_count(poll.id) >= poll.max_participants then
      raise exception using message = format('This poll is full: it admits at most %s participants', poll.max_participants),
                            errcode = 'PT409', hint = 'join.poll_full', detail = json_build_object('max', poll.max_participants)::text;
    end if;
  end if;

  insert into public.participants (poll_id, user_id, name)
  values (poll.id, caller_id, coalesce(clean_name, 'Anonymous Participant'))
  on conflict on constraint participants_poll_id_user_id_key do nothing
  returning * into participant;
  if participant.id is null then
    select * into participant from public.participants as pa where pa.poll_id = poll.id and pa.user_id = caller_id;
  end if;
  return private.participant_json(participant);
end
$$;

create or replace function public.submit_vote(poll_id text, ranking text[], participant_id text DEFAULT NULL::text)
 returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  poll public.polls;
  participant public.participants;
  failure jsonb;
  entry private.voter_entries;
  tracker text;
begin
  -- Shares the lock update_poll_status takes: a vote racing the end of voting either commits before
  -- the status changes or waits and then sees "completed". No ballot lands after the end.
  select * into poll from public.polls as p where p.id = private.poll_id_from(submit_vote.poll_id) for share;
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  if poll.status <> 'voting' then
    raise exception using message = 'Voting is not currently open for this poll', errcode = 'PT409', hint = 'vote.not_open';
  end if;
  if poll.expires_at is not null and poll.expires_at <= now() then
    raise exception using message = 'Voting has closed: the closing time of this poll has passed', errcode = 'PT409', hint = 'vote.closing_time_passed';
  end if;

  select * into participant from public.participants as pa
   where pa.poll_id = poll.id and pa.user_id = caller_id
   for update;
  if not found
     or (submit_vote.participant_id is not null and participant.id::text <> lower(submit_vote.participant_id)) then
    raise exception using message = 'Join this poll before voting', errcode = 'PT409', hint = 'vote.not_joined';
  end if;
  if participant.has_voted then
    raise exception using message = 'You have already voted in this poll', errcode = 'PT409', hint = 'vote.already_voted';
  end if;

  -- A list poll: the caller's entry, locked, so that one entry casts one ballot whichever session or
  -- account votes with it. It is marked voted below; nothing records which ballot.
  if poll.voters = 'list' then
    select * into entry from private.voter_entries as e where e.id = (private.my_voter_entry(poll.id)).id for update;
    if entry.id is null or entry.revoked_at is not null then
      raise exception using message = 'Only people on the voter list can vote in this poll', errcode = '42501', hint = 'vote.not_on_list';
    end if;
    if entry.voted then
      raise exception using message = 'This voter on the list has already voted', errcode = 'PT409', hint = 'vote.list_entry_voted';
    end if;
  end if;

  failure := private.ranking_failure(poll.id, submit_vote.ranking);
  if failure is not null then
    raise exception using message = failure ->> 'message', errcode = '22023', hint = failure ->> 'id',
                          detail = coalesce(failure -> 'values', '{}')::text;
  end if;

  insert into public.ballots as b (poll_id, ranking, ballot_count)
  values (poll.id, submit_vote.ranking, 1)
  on conflict on constraint ballots_pkey do update set ballot_count = b.ballot_count + 1;

  if poll.trackers then
    -- A fresh tracker, unique in the poll (a repeat among 2^40 is drawn again); stored with the ballot only.
    loop
      tracker := private.random_code(private.tracker_length());
      insert into public.tracked_ballots (poll_id, tracker, ranking) values (poll.id, tracker, submit_vote.ranking)
      on conflict do nothing;
      exit when found;
    end loop;
  end if;
  if entry.id is not null then
    update private.voter_entries as e set voted = true where e.id = entry.id;
  end if;

  update public.participants as pa set has_voted = true where pa.id = participant.id;
  return jsonb_build_object('pollId', poll.id, 'participantId', participant.id, 'hasVoted', true)
         || case when tracker is null then '{}'::jsonb else jsonb_build_object('tracker', tracker) end;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- The ballot list and its fingerprint
-- ---------------------------------------------------------------------------------------------------


-- The counted ballots of a poll as the list gives them: (tracker or null, ranking, count). A tracked poll
-- gives its ballots one by one; another its groups. Only rankings the poll counts (as get_poll_results).
create function private.ballot_list(target_poll uuid) returns table (tracker text, ranking text[], ballot_count integer)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  poll public.polls;
  option_ids text[];
  required integer;
begin
  select * into poll from public.polls as p where p.id = target_poll;
  select coalesce(array_agg(o.id), '{}') into option_ids from public.poll_options as o where o.poll_id = target_poll;
  required := least(coalesce(poll.min_ranked, cardinality(option_ids)), cardinality(option_ids));
  if poll.trackers then
    return query
      select t.tracker, t.ranking, 1 from public.tracked_ballots as t
       where t.poll_id = target_poll and cardinality(t.ranking) >= required and t.ranking <@ option_ids
       order by t.tracker collate "C";
  else
    return query
      select null::text, g.ranking, g.ballot_count from public.ballots as g
       where g.poll_id = target_poll and cardinality(g.ranking) >= required and g.ranking <@ option_ids
       order by g.ranking;
  end if;
end
$$;
revoke execute on function private.ballot_list(uuid) from public;

-- The canonical text of docs/counting.md: the line `runoff ballot list 1`, then one line per ballot,
-- `tracker<TAB>first<TAB>second…` (an empty tracker on an untracked poll), lines in byte order of their
-- UTF-8, each ended by a line feed. Set-based: 100,000 ballots are one pass, not a lookup per ballot.
create function private.ballot_list_text(target_poll uuid) returns text
language sql stable security definer
set search_path = ''
as $$
  with names as (
    select coalesce(jsonb_object_agg(o.id, o.text), '{}'::jsonb) as by_id from public.poll_options as o where o.poll_id = target_poll
  ), listed as (
    select row_number() over () as k, b.tracker, b.ranking, b.ballot_count from private.ballot_list(target_poll) as b
  ), lines as (
    select coalesce(b.tracker, '') || E'\t' || string_agg((select n.by_id from names as n) ->> r.id, E'\t' order by r.n) as line,
           b.ballot_count
      from listed as b cross join lateral unnest(b.ranking) with ordinality as r (id, n)
     group by b.k, b.tracker, b.ballot_count
  )
  select 'runoff ballot list 1' || E'\n' || coalesce(string_agg(l.line || E'\n', '' order by l.line collate "C"), '')
    from lines as l, generate_series(1, l.ballot_count)
$$;
revoke execute on function private.ballot_list_text(uuid) from public;

create function private.ballot_list_fingerprint(target_poll uuid) returns text
language sql stable security definer
set search_path = ''
as $$
  select encode(sha256(convert_to(private.ballot_list_text(target_poll), 'UTF8')), 'hex')
$$;
revoke execute on function private.ballot_list_fingerprint(uuid) from public;

create or replace function public.get_poll_results(poll_id text)
 returns json
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
  answer json;
begin
  select * into poll from public.polls as p where p.id = private.poll_id_from(get_poll_results.poll_id);
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  if poll.status <> 'completed' and poll.created_by is distinct from auth.uid() then
    raise exception using message = 'Results are available once voting has ended', errcode = '42501', hint = 'results.voting_not_ended';
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

  answer := json_build_object(
    'poll', private.poll_json(poll),
    'ballots', ('[' || coalesce(groups, '') || ']')::json,
    'totalVotes', counted,
    'invalidBallots', uncounted,
    'generatedAt', private.iso(now())
  );
  -- Once the ballots are published, the results also give the fingerprint recorded at publication (what
  -- the panel, presenter, embed and report show). The live one, recomputed from the stored ballots, is
  -- get_ballot_list's: hashing 100,000 ballots here would risk anon's 3 s statement timeout on every read.
  -- Unpublished results stay exactly as they were.
  if poll.status = 'completed' and poll.publication <> 'none' then
    answer := (answer::jsonb || jsonb_build_object('ballotList', jsonb_build_object(
      'publication', poll.publication,
      'publishedAt', private.iso(poll.published_at),
      'fingerprint', poll.published_fingerprint)))::json;
  end if;
  return answer;
end
$$;

-- Publishes the ballot list of a completed poll to its participants or to everyone. The fingerprint of
-- the first publication is kept: a later change to any stored ballot makes the live one differ from it.
create function public.publish_ballots(poll_id text, audience text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  poll public.polls;
  fingerprint text;
begin
  if publish_ballots.audience is null or publish_ballots.audience not in ('participants', 'everyone') then
    raise exception using message = 'Publish the ballots to participants or to everyone', errcode = '22023', hint = 'ballots.audience_unknown',
                          detail = json_build_object('audience', left(publish_ballots.audience, 50))::text;
  end if;
  select * into poll from public.polls as p where p.id = private.poll_id_from(publish_ballots.poll_id) for update;
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  if poll.created_by <> caller_id then
    raise exception using message = 'Only the host can publish the ballots', errcode = '42501', hint = 'ballots.not_host_publish';
  end if;
  if poll.status <> 'completed' then
    raise exception using message = 'The ballots can be published once voting has ended', errcode = 'PT409', hint = 'ballots.not_completed';
  end if;
  if poll.publication = 'everyone' and publish_ballots.audience = 'participants' then
    raise exception using message = 'Ballots published to everyone cannot be taken back', errcode = 'PT409', hint = 'ballots.publication_narrowing';
  end if;
  fingerprint := private.ballot_list_fingerprint(poll.id);
  update public.polls as p
     set publication = publish_ballots.audience,
         published_at = coalesce(p.published_at, now()),
         published_fingerprint = coalesce(p.published_fingerprint, fingerprint)
   where p.id = poll.id
  returning * into poll;
  perform private.audit(poll.id, 'ballots_published', jsonb_build_object('audience', poll.publication, 'fingerprint', fingerprint));
  return jsonb_build_object('pollId', poll.id, 'publication', poll.publication, 'publishedAt', private.iso(poll.published_at),
                            'publishedFingerprint', poll.published_fingerprint, 'fingerprint', fingerprint);
end
$$;
revoke execute on function public.publish_ballots(text, text) from public;
grant execute on function public.publish_ballots(text, text) to authenticated;

-- The completed poll the caller may read the ballot list of: the host always (for Export Ballots), a
-- participant once published to participants, anyone once published to everyone.
create function private.readable_ballot_list_poll(raw_poll_id text) returns public.polls
language plpgsql stable security definer
set search_path = ''
as $$
declare
  poll public.polls;
begin
  select * into poll from public.polls as p where p.id = private.poll_id_from(raw_poll_id);
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  if poll.status <> 'completed' then
    raise exception using message = 'The ballots can be read once voting has ended', errcode = 'PT409', hint = 'ballots.not_completed';
  end if;
  if poll.created_by is not distinct from auth.uid() or poll.publication = 'everyone'
     or (poll.publication = 'participants'
         and exists (select 1 from public.participants as pa where pa.poll_id = poll.id and pa.user_id = auth.uid())) then
    return poll;
  end if;
  raise exception using message = 'The host has not published the ballots of this poll to you', errcode = '42501', hint = 'ballots.not_published',
                        detail = json_build_object('publication', poll.publication)::text;
end
$$;
revoke execute on function private.readable_ballot_list_poll(text) from public;

create function public.get_ballot_list(poll_id text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  poll public.polls := private.readable_ballot_list_poll(get_ballot_list.poll_id);
begin
  return jsonb_build_object(
    'pollId', poll.id,
    'trackers', poll.trackers,
    'publication', poll.publication,
    'publishedAt', private.iso(poll.published_at),
    'publishedFingerprint', poll.published_fingerprint,
    'fingerprint', private.ballot_list_fingerprint(poll.id),
    'options', coalesce((select jsonb_agg(jsonb_build_object('id', o.id, 'text', o.text) order by o.position)
                           from public.poll_options as o where o.poll_id = poll.id), '[]'::jsonb),
    'ballots', coalesce((select jsonb_agg(jsonb_build_object('tracker', b.tracker, 'ranking', to_jsonb(b.ranking), 'count', b.ballot_count))
                           from private.ballot_list(poll.id) as b), '[]'::jsonb)
  );
end
$$;
revoke execute on function public.get_ballot_list(text) from public;
grant execute on function public.get_ballot_list(text) to anon, authenticated, service_role;

-- One ballot by its tracker (typed in any case, with spaces or a dash), from the list the caller may read.
create function public.check_ballot(poll_id text, tracker text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  poll public.polls := private.readable_ballot_list_poll(check_ballot.poll_id);
  clean text := private.normalize_join_code(left(check_ballot.tracker, 100));
  found_ranking text[];
begin
  if not poll.trackers then
    raise exception using message = 'This poll gives no ballot trackers', errcode = 'PT409', hint = 'tracker.poll_untracked';
  end if;
  if char_length(clean) <> private.tracker_length() or clean !~ ('^[' || private.join_code_alphabet() || ']+$') then
    raise exception using message = 'A tracker has 8 letters and digits', errcode = '22023', hint = 'tracker.malformed',
                          detail = json_build_object('length', private.tracker_length())::text;
  end if;
  -- By the primary key, with the count's own test of a ranking (as private.ballot_list).
  select t.ranking into found_ranking
    from public.tracked_ballots as t
   where t.poll_id = poll.id and t.tracker = clean
     and t.ranking <@ (select coalesce(array_agg(o.id), '{}') from public.poll_options as o where o.poll_id = poll.id)
     and cardinality(t.ranking) >= least(coalesce(poll.min_ranked, 100),
                                         (select count(*)::integer from public.poll_options as o where o.poll_id = poll.id));
  if found_ranking is null then
    return jsonb_build_object('pollId', poll.id, 'tracker', clean, 'found', false);
  end if;
  return jsonb_build_object('pollId', poll.id, 'tracker', clean, 'found', true, 'ranking', to_jsonb(found_ranking));
end
$$;
revoke execute on function public.check_ballot(text, text) from public;
grant execute on function public.check_ballot(text, text) to anon, authenticated, service_role;

-- The audit trail, for the host, oldest first.
create function public.get_poll_audit(poll_id text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  poll public.polls;
begin
  select * into poll from public.polls as p where p.id = private.poll_id_from(get_poll_audit.poll_id);
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  if poll.created_by <> caller_id then
    raise exception using message = 'Only the host can read the audit trail', errcode = '42501', hint = 'audit.not_host';
  end if;
  return coalesce((select jsonb_agg(jsonb_build_object('at', private.iso(a.at), 'action', a.action, 'details', a.details) order by a.id)
                     from public.poll_audit as a where a.poll_id = poll.id), '[]'::jsonb);
end
$$;
revoke execute on function public.get_poll_audit(text) from public;
grant execute on function public.get_poll_audit(text) to authenticated;
