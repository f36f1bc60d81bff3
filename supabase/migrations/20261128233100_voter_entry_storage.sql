-- Voter-list entries count against the storage limits per hour, as polls and joins do (issue 27 left them out:
-- one account could add a 20,000-entry list to each of 100 polls an hour, ~2,000,000 rows, from one address).
--
-- * private.storage_limits gets voter_entries_per_address (20,000 an hour: one full list) and
--   voter_entries_in_all (200,000, as joins); private.storage_use counts voter_entries beside polls and joins.
-- * private.count_voter_entry_storage(n) counts n new entries under the request's buckets
--   (private.storage_buckets: CF-Connecting-IP's address, else the host's account; 20261128140000) and under
--   everyone together, and refuses (429) past either number; a direct database session is not counted.
-- * add_voter_emails counts the addresses it adds, private.issue_codes the codes it issues (issue_voting_codes
--   and replace_voting_code). A refusal rolls the whole call back, counts included.
-- The entries are counted in shard 0 of the address's row, the one polls use, under that row's lock: a
-- host adds a list a few times an hour, not thousands of times in parallel.

alter table private.storage_limits
  add column voter_entries_per_address integer not null default 20000 check (voter_entries_per_address >= 0),
  add column voter_entries_in_all integer not null default 200000 check (voter_entries_in_all >= 0);
alter table private.storage_use add column voter_entries integer not null default 0;

create function private.count_voter_entry_storage(entries integer) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  buckets text[] := private.storage_buckets(null);
  bucket text;
  this_hour timestamptz := date_trunc('hour', now());
  limits private.storage_limits;
  stored integer;
  new_hour boolean;
begin
  if buckets is null or coalesce(entries, 0) <= 0 then
    return;
  end if;
  select * into limits from private.storage_limits;
  foreach bucket in array buckets loop
    insert into private.storage_use as u (address, hour, shard, voter_entries) values (bucket, this_hour, 0, entries)
    on conflict (address, hour, shard) do update set voter_entries = u.voter_entries + excluded.voter_entries
    returning u.voter_entries into stored;
    if stored > limits.voter_entries_per_address then
      if bucket like 'user:%' then
        raise exception using
          message = 'You have added too many voter list entries in the last hour. Please try again later',
          errcode = 'PT429', hint = 'limit.account_voter_entries',
          detail = json_build_object('max', limits.voter_entries_per_address, 'adding', entries)::text;
      end if;
      raise exception using
        message = 'Too many voter list entries have been added from your network in the last hour. Please try again later',
        errcode = 'PT429', hint = 'limit.network_voter_entries',
        detail = json_build_object('max', limits.voter_entries_per_address, 'adding', entries)::text;
    end if;
  end loop;
  insert into private.storage_use as u (address, hour, shard, voter_entries) values ('', this_hour, 0, entries)
  on conflict (address, hour, shard) do update set voter_entries = u.voter_entries + excluded.voter_entries
  returning u.voter_entries, (xmax = 0) into stored, new_hour;
  if stored > limits.voter_entries_in_all then
    raise exception using
      message = 'Runoff is taking no new voter list entries for now: too many were added in the last hour. Please try again later',
      errcode = 'PT429', hint = 'limit.all_voter_entries',
      detail = json_build_object('max', limits.voter_entries_in_all, 'adding', entries)::text;
  end if;
  if new_hour then
    perform private.prune_storage_use();
  end if;
end
$$;
revoke execute on function private.count_voter_entry_storage(integer) from public, anon, authenticated;

create or replace function private.issue_codes(target_poll uuid, wanted integer) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  issued jsonb := '[]'::jsonb;
  batch jsonb;
  missing integer := wanted;
  next_number integer;
begin
  perform private.check_list_room(target_poll, wanted);
  perform private.count_voter_entry_storage(wanted);
  -- A repeat among 2^60 codes is all but impossible; should one come, it is drawn again.
  while missing > 0 loop
    select coalesce(max(e.code_number), 0) + 1 into next_number from private.voter_entries as e where e.poll_id = target_poll;
    with drawn as (
      select private.random_code(12) as code, g.n
        from generate_series(0, missing - 1) as g (n)
    ), stored as (
      insert into private.voter_entries (poll_id, code_hash, code_number)
      select target_poll, private.voting_code_hash(target_poll, d.code), next_number + d.n from drawn as d
      on conflict do nothing
      returning id, code_hash, code_number
    )
    select coalesce(jsonb_agg(jsonb_build_object('id', s.id, 'number', s.code_number, 'code', private.shown_code(d.code))
                              order by s.code_number), '[]'::jsonb)
      into batch
      from stored as s join drawn as d on s.code_number = next_number + d.n;
    issued := issued || batch;
    missing := wanted - jsonb_array_length(issued);
  end loop;
  perform private.audit(target_poll, 'codes_issued', jsonb_build_object('count', wanted));
  return issued;
end
$$;
revoke execute on function private.issue_codes(uuid, integer) from public;

create or replace function public.add_voter_emails(poll_id text, addresses text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  poll public.polls := private.list_poll_for_host(add_voter_emails.poll_id);
  lines text[];
  filled integer;
  added integer;
  problems jsonb;
begin
  if add_voter_emails.addresses is null or octet_length(add_voter_emails.addresses) > 3000000 then
    raise exception using message = 'Paste at most 10000 addresses, one a line', errcode = '22023', hint = 'voters.paste_too_large',
                          detail = json_build_object('max', 10000, 'max_bytes', 3000000)::text;
  end if;
  lines := regexp_split_to_array(add_voter_emails.addresses, E'\r?\n');
  select count(*) into filled from unnest(lines) as l (text) where btrim(l.text, E' \t') <> '';
  if filled > 10000 then
    raise exception using message = 'Paste at most 10000 addresses, one a line', errcode = '22023', hint = 'voters.too_many_lines',
                          detail = json_build_object('max', 10000, 'lines', filled)::text;
  end if;

  with pasted as (
    select l.n::integer as line, btrim(l.text, E' \t') as address, lower(btrim(l.text, E' \t')) as email,
           min(l.n) over (partition by lower(btrim(l.text, E' \t')))::integer as first_line
      from unnest(lines) with ordinality as l (text, n)
     where btrim(l.text, E' \t') <> ''
  ), classified as (
    select c.*,
           case when char_length(c.address) > 254 or c.address !~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$'
                  then 'voters.email_invalid'
                when c.first_line < c.line then 'voters.email_duplicate'
                when exists (select 1 from private.voter_entries as e
                              where e.poll_id = poll.id and e.email = c.email and e.revoked_at is null) then 'voters.email_on_list'
           end as problem
      from pasted as c
  ), stored as (
    insert into private.voter_entries (poll_id, email)
    select poll.id, c.email from classified as c where c.problem is null order by c.line
    returning 1
  )
  select (select count(*)::integer from stored),
         coalesce((select jsonb_agg(jsonb_build_object('line', c.line, 'address', left(c.address, 254), 'id', c.problem)
                                    || case when c.problem = 'voters.email_duplicate' then jsonb_build_object('firstLine', c.first_line) else '{}'::jsonb end
                                    order by c.line)
                     from classified as c where c.problem is not null), '[]'::jsonb)
    into added, problems;
  -- Checked with the new rows in place: a list over its size rolls the whole paste back.
  perform private.check_list_room(poll.id, 0);
  -- Counted once the paste is classified (only added rows count); over the hour's number, the paste is rolled back.
  perform private.count_voter_entry_storage(added);
  if added > 0 then
    perform private.audit(poll.id, 'list_changed', jsonb_build_object('added', added, 'removed', 0));
  end if;
  return jsonb_build_object('added', added, 'problems', problems);
end
$$;
revoke execute on function public.add_voter_emails(text, text) from public;
grant execute on function public.add_voter_emails(text, text) to authenticated;
