-- Issue 30, "The client's address, fail-safe". The per-address storage limits of 20261125120300_storage_limits.sql
-- counted, without CF-Connecting-IP, under the right-most X-Forwarded-For hop or else under 'unknown'. On hosted
-- Supabase neither is the client: Supabase documents X-Forwarded-For in request.headers and tells to take its
-- first entry (guides/api/securing-your-api, "Accessing request information"), which is whatever the client sent
-- (github.com/orgs/supabase/discussions/34647: a client-supplied value arrives there unchanged, while
-- CF-Connecting-IP holds the address Cloudflare saw); the right-most hop is the last proxy's peer, one address
-- for many clients. Counting under either would put the whole site in one bucket (docs/security.md, "The
-- client's address").
--
-- Now only CF-Connecting-IP names an address. A request without it (the edge changed, a self-hosted proxy that
-- does not set it) is counted where it cannot be shared: a poll under its host's account ('user:<id>', the
-- per-address numbers for polls and poll text), a join under the joining account and under the poll joined
-- ('user:<id>', 'poll:<id>', the per-address number for joins each). The everyone-together limits count as
-- before. A transaction without request.headers (an operator, a migration) is still not counted.

-- The buckets this API request is counted under, or null outside an API request.
create function private.storage_buckets(poll uuid) returns text[]
language plpgsql stable security definer
set search_path = ''
as $$
declare
  headers json;
  address text;
  caller uuid := auth.uid();
  buckets text[] := '{}';
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::json;
  exception when others then
    headers := '{}'::json;
  end;
  if headers is null then
    return null;
  end if;
  address := private.address_key(btrim(headers ->> 'cf-connecting-ip'));
  if address is not null then
    return array[address];
  end if;
  if caller is not null then
    buckets := buckets || ('user:' || caller::text);
  end if;
  if poll is not null then
    buckets := buckets || ('poll:' || poll::text);
  end if;
  return buckets;
end
$$;

-- The client address of this API request: CF-Connecting-IP only; 'unknown' no longer exists. Kept for callers
-- that want an address; the limits use storage_buckets().
create or replace function private.request_address() returns text
language plpgsql stable security definer
set search_path = ''
as $$
declare
  headers json;
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::json;
  exception when others then
    return null;
  end;
  return private.address_key(btrim(headers ->> 'cf-connecting-ip'));
end
$$;

create or replace function private.count_poll_storage(bytes bigint) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  buckets text[] := private.storage_buckets(null);
  bucket text;
  this_hour timestamptz := date_trunc('hour', now());
  limits private.storage_limits;
  polls_now integer;
  bytes_now bigint;
  new_hour boolean;
begin
  if buckets is null then
    return;
  end if;
  select * into limits from private.storage_limits;
  perform pg_advisory_xact_lock(hashtextextended('storage:polls', 0));
  foreach bucket in array buckets loop
    insert into private.storage_use as u (address, hour, shard, polls, poll_bytes)
    values (bucket, this_hour, 0, 1, bytes)
    on conflict (address, hour, shard) do update set polls = u.polls + 1, poll_bytes = u.poll_bytes + excluded.poll_bytes
    returning u.polls, u.poll_bytes into polls_now, bytes_now;
    if polls_now > limits.polls_per_address or bytes_now > limits.poll_bytes_per_address then
      if bucket like 'user:%' then
        raise exception using
          message = 'You have created too many polls in the last hour. Please try again later',
          detail = format('At most %s polls and %s bytes of poll text per account per hour (no client address).', limits.polls_per_address, limits.poll_bytes_per_address),
          errcode = 'PT429';
      end if;
      raise exception using
        message = 'Too many polls have been created from your network in the last hour. Please try again later',
        detail = format('At most %s polls and %s bytes of poll text per address per hour.', limits.polls_per_address, limits.poll_bytes_per_address),
        errcode = 'PT429';
    end if;
  end loop;
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

create or replace function private.count_participant_storage() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  buckets text[] := private.storage_buckets(new.poll_id);
  bucket text;
  this_hour timestamptz := date_trunc('hour', now());
  this_shard smallint := pg_backend_pid() % 64;
  limits private.storage_limits;
  joined bigint;
  new_hour boolean;
begin
  if buckets is null then
    return new;
  end if;
  select * into limits from private.storage_limits;
  foreach bucket in array buckets loop
    insert into private.storage_use as u (address, hour, shard, joins) values (bucket, this_hour, this_shard, 1)
    on conflict (address, hour, shard) do update set joins = u.joins + 1;
    select sum(u.joins) into joined from private.storage_use as u where u.address = bucket and u.hour = this_hour;
    if joined > limits.joins_per_address then
      if bucket like 'poll:%' then
        raise exception using
          message = 'Too many people have joined this poll in the last hour. Please try again later',
          detail = format('At most %s joins per poll per hour (no client address).', limits.joins_per_address),
          errcode = 'PT429';
      elsif bucket like 'user:%' then
        raise exception using
          message = 'You have joined too many polls in the last hour. Please try again later',
          detail = format('At most %s joins per account per hour (no client address).', limits.joins_per_address),
          errcode = 'PT429';
      end if;
      raise exception using
        message = 'Too many people have joined polls from your network in the last hour. Please try again later',
        detail = format('At most %s joins per address per hour.', limits.joins_per_address),
        errcode = 'PT429';
    end if;
  end loop;
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

revoke execute on function private.storage_buckets(uuid) from public, anon, authenticated;
