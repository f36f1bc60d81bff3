-- What one address, and everyone together, may store per hour (issue 19: 3 fresh accounts stored 30 polls of
-- 150 kB in 0.8 s; by the only limits, 100 polls per account per hour and 600 sign-ups per 5 minutes per
-- address, one address could create ~720,000 polls an hour). Enforced here, so they hold on hosted Supabase,
-- where no gateway of ours runs. Per clock hour (UTC), counted before the row is written:
--   * polls: per address 100 polls and 2,000,000 bytes of text (title, description, category, options, UTF-8),
--     everyone together 5,000 polls and 50,000,000 bytes;
--   * participants (joins): per address 10,000, everyone together 200,000. A participant's ballot is one
--     per participant, so joins bound ballots too.
-- The numbers live in private.storage_limits (one row): an operator sizes them to the project's plan with an
-- update (docs/security.md, "Storage per hour").
--
-- The address: PostgREST hands every request's headers to the transaction as request.headers. Hosted
-- Supabase's edge is Cloudflare, which sets CF-Connecting-IP to the client's address and overwrites any value a
-- client sends; X-Forwarded-For is the client's own list plus what proxies append, so only its right-most hop
-- was written by a proxy. private.request_address() reads CF-Connecting-IP, else the right-most
-- X-Forwarded-For hop, else 'unknown' (one shared bucket). IPv6 addresses count per /64 (one subscriber's
-- network). A transaction without request.headers is a direct database session (an operator, a migration):
-- not counted. The local gateway sets CF-Connecting-IP as Cloudflare does (supabase/local/src/gateway).

create table private.storage_limits (
  only_row boolean primary key default true check (only_row),
  polls_per_address integer not null check (polls_per_address >= 0),
  poll_bytes_per_address bigint not null check (poll_bytes_per_address >= 0),
  polls_in_all integer not null check (polls_in_all >= 0),
  poll_bytes_in_all bigint not null check (poll_bytes_in_all >= 0),
  joins_per_address integer not null check (joins_per_address >= 0),
  joins_in_all integer not null check (joins_in_all >= 0)
);
insert into private.storage_limits
  (polls_per_address, poll_bytes_per_address, polls_in_all, poll_bytes_in_all, joins_per_address, joins_in_all)
values (100, 2000000, 5000, 50000000, 10000, 200000);

-- What was stored this hour, per address ('' = everyone together). Joins are spread over 64 rows per address
-- (pg_backend_pid() % 64), so joins from one NAT address in parallel do not queue on one row; polls use
-- shard 0 under one lock. Rows of past hours are deleted as new hours begin.
create table private.storage_use (
  address text not null,
  hour timestamptz not null,
  shard smallint not null,
  polls integer not null default 0,
  poll_bytes bigint not null default 0,
  joins integer not null default 0,
  primary key (address, hour, shard)
);
create index storage_use_hour_idx on private.storage_use (hour);
revoke all on table private.storage_limits, private.storage_use from public, anon, authenticated;

-- An address as counted: IPv4 as is, IPv4-mapped IPv6 as IPv4, IPv6 as its /64; null for anything else.
create function private.address_key(raw text) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  ip inet;
begin
  -- A dotted IPv4 address without leading zeros is already its own key: no cast (and no subtransaction).
  if raw ~ '^(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])([.](25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])){3}$' then
    return raw;
  end if;
  if raw is null or raw !~ '^[0-9A-Fa-f:.]{2,45}$' or raw !~ ':' then
    return null;
  end if;
  begin
    ip := raw::inet;
  exception when others then
    return null;
  end;
  if family(ip) = 6 and ip << '::ffff:0:0/96'::inet then
    ip := substr(host(ip), 8)::inet;
  end if;
  if family(ip) = 4 then
    return host(ip);
  end if;
  return host(network(set_masklen(ip, 64))) || '/64';
end
$$;

-- The client address of this API request (see the top of this file); null outside an API request.
create function private.request_address() returns text
language plpgsql stable security definer
set search_path = ''
as $$
declare
  headers json;
  hops text[];
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::json;
  exception when others then
    return 'unknown';
  end;
  if headers is null then
    return null;
  end if;
  hops := string_to_array(headers ->> 'x-forwarded-for', ',');
  return coalesce(
    private.address_key(btrim(headers ->> 'cf-connecting-ip')),
    private.address_key(btrim(hops[cardinality(hops)])),
    'unknown');
end
$$;

-- Deletes up to 10,000 rows of past hours: called as an hour begins, so the table holds about one hour.
create function private.prune_storage_use() returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from private.storage_use as u
   where u.ctid in (select s.ctid from private.storage_use as s
                     where s.hour < date_trunc('hour', now()) limit 10000);
end
$$;

-- Counts a new poll of `bytes` bytes of text against this hour's limits, or refuses it (429). Every poll
-- creation takes one lock here, so the counts are exact (polls are created a few thousand times an hour at
-- most; a refused one releases the lock at once).
create function private.count_poll_storage(bytes bigint) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  client_address text := private.request_address();
  this_hour timestamptz := date_trunc('hour', now());
  limits private.storage_limits;
  polls_now integer;
  bytes_now bigint;
  new_hour boolean;
begin
  if client_address is null then
    return;
  end if;
  select * into limits from private.storage_limits;
  perform pg_advisory_xact_lock(hashtextextended('storage:polls', 0));
  insert into private.storage_use as u (address, hour, shard, polls, poll_bytes)
  values (client_address, this_hour, 0, 1, bytes)
  on conflict (address, hour, shard) do update set polls = u.polls + 1, poll_bytes = u.poll_bytes + excluded.poll_bytes
  returning u.polls, u.poll_bytes into polls_now, bytes_now;
  if polls_now > limits.polls_per_address or bytes_now > limits.poll_bytes_per_address then
    raise exception using
      message = 'Too many polls have been created from your network in the last hour. Please try again later',
      detail = format('At most %s polls and %s bytes of poll text per address per hour.', limits.polls_per_address, limits.poll_bytes_per_address),
      errcode = 'PT429';
  end if;
  insert into private.storage_use as u (address, hour, shard, polls, poll_bytes)
  values ('', this_hour, 0, 1, bytes)
  on conflict (address, hour, shard) do update set polls = u.polls + 1, poll_bytes = u.poll_bytes + excluded.poll_bytes
  returning u.polls, u.poll_bytes, (xmax = 0) into polls_now, bytes_now, new_hour;
  if polls_now > limits.polls_in_all or bytes_now > limits.poll_bytes_in_all then
    raise exception using
      message = 'Runoff is taking no new polls for now: too many were created in the last hour. Please try again later',
      detail = format('At most %s polls and %s bytes of poll text per hour, everyone together.', limits.polls_in_all, limits.poll_bytes_in_all),
      errcode = 'PT429';
  end if;
  if new_hour then
    perform private.prune_storage_use();
  end if;
end
$$;

-- Counts a join against this hour's limits (BEFORE INSERT on participants, whoever inserts). Each join adds
-- itself to its own row first, then sums the address's rows: joins in flight on other backends are not yet
-- visible, so a burst may pass a limit by at most the number of joins in flight at once.
create function private.count_participant_storage() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  client_address text := private.request_address();
  this_hour timestamptz := date_trunc('hour', now());
  this_shard smallint := pg_backend_pid() % 64;
  limits private.storage_limits;
  joined bigint;
  new_hour boolean;
begin
  if client_address is null then
    return new;
  end if;
  select * into limits from private.storage_limits;
  insert into private.storage_use as u (address, hour, shard, joins) values (client_address, this_hour, this_shard, 1)
  on conflict (address, hour, shard) do update set joins = u.joins + 1;
  select sum(u.joins) into joined from private.storage_use as u where u.address = client_address and u.hour = this_hour;
  if joined > limits.joins_per_address then
    raise exception using
      message = 'Too many people have joined polls from your network in the last hour. Please try again later',
      detail = format('At most %s joins per address per hour.', limits.joins_per_address),
      errcode = 'PT429';
  end if;
  insert into private.storage_use as u (address, hour, shard, joins) values ('', this_hour, this_shard, 1)
  on conflict (address, hour, shard) do update set joins = u.joins + 1
  returning (xmax = 0) into new_hour;
  select sum(u.joins) into joined from private.storage_use as u where u.address = '' and u.hour = this_hour;
  if joined > limits.joins_in_all then
    raise exception using
      message = 'Runoff is taking no new participants for now: too many joined in the last hour. Please try again later',
      detail = format('At most %s joins per hour, everyone together.', limits.joins_in_all),
      errcode = 'PT429';
  end if;
  if new_hour then
    perform private.prune_storage_use();
  end if;
  return new;
end
$$;

create trigger participants_count_storage
before insert on public.participants
for each row execute function private.count_participant_storage();

-- create_poll as in 20261123100200_poll_limits.sql, and the poll's text counted against the storage limits
-- after the account's own limit.
create or replace function public.create_poll(
  title text,
  options text[],
  description text default '',
  category text default '',
  expires_at timestamptz default null,
  max_participants integer default null,
  accounts_only boolean default false
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

  insert into public.polls (title, description, category, created_by, expires_at, max_participants, accounts_only)
  values (clean_title, clean_description, clean_category, caller_id, create_poll.expires_at,
          coalesce(create_poll.max_participants, 1000), coalesce(create_poll.accounts_only, false))
  returning * into poll;

  insert into public.poll_options (poll_id, id, text, position)
  select poll.id, 'option_' || t.n, t.text, t.n - 1
    from unnest(option_texts) with ordinality as t (text, n);

  return private.poll_json(poll);
end
$$;

revoke execute on all functions in schema private from public;
revoke execute on function public.create_poll(text, text[], text, text, timestamptz, integer, boolean) from public, anon;
grant execute on function public.create_poll(text, text[], text, text, timestamptz, integer, boolean) to authenticated, service_role;
