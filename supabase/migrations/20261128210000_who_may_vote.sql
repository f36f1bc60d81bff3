-- Issue 27, part 1: who may vote, the voter list (e-mail addresses and printed codes) and the audit trail.
--
-- * polls.voters: 'anyone' (the default, as before), 'accounts' (accounts_only, which stays as a column
--   and is kept in step by a trigger, so old writers and readers keep working) or 'list'.
-- * private.voter_entries: one row per person allowed to vote on a list poll, by e-mail (lower(btrim()))
--   or by printed code (only a salted SHA-256 of it is kept). An entry is marked voted in the vote's own
--   transaction; nothing says which ballot (docs/elections.md, docs/security.md).
-- * public.poll_audit: append-only; grants, RLS and a trigger each refuse UPDATE and DELETE.
-- * Wrong codes are limited as join codes are (20261125120000_join_code_limits_atomic.sql): one counter
--   row per scope, counted atomically by insert … on conflict, per account, per address and per poll.

create extension if not exists pgcrypto with schema extensions;

alter table public.polls
  add column voters text not null default 'anyone',
  add column trackers boolean not null default false,
  add constraint polls_voters_kind check (voters in ('anyone', 'accounts', 'list'));
update public.polls set voters = 'accounts' where accounts_only;

-- accounts_only and voters say the same thing for 'accounts': whichever a writer changes, the other follows.
create function private.sync_poll_voters() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.voters = 'anyone' and new.accounts_only then
      new.voters := 'accounts';
    end if;
  else
    -- A list poll stays one, and no other poll becomes one: its list and ballots are bound to it.
    if (old.voters = 'list') <> (new.voters = 'list') or (old.voters = 'list' and new.accounts_only) then
      raise exception using message = 'Whether a poll takes its voters from a list is set when it is created',
                            errcode = 'PT409', hint = 'poll.voters_list_fixed',
                            detail = json_build_object('voters', old.voters)::text;
    end if;
    if new.voters is not distinct from old.voters and new.accounts_only is distinct from old.accounts_only then
      new.voters := case when new.accounts_only then 'accounts' when old.voters = 'accounts' then 'anyone' else old.voters end;
    end if;
  end if;
  new.accounts_only := new.voters = 'accounts';
  return new;
end
$$;
revoke execute on function private.sync_poll_voters() from public;
create trigger polls_sync_voters before insert or update of voters, accounts_only on public.polls
  for each row execute function private.sync_poll_voters();

-- ---------------------------------------------------------------------------------------------------
-- The audit trail
-- ---------------------------------------------------------------------------------------------------
create table public.poll_audit (
  id bigint generated always as identity primary key,
  poll_id uuid not null references public.polls (id) on delete cascade,
  at timestamptz not null default now(),
  actor uuid,
  action text not null,
  details jsonb not null default '{}'::jsonb,
  constraint poll_audit_action_kind check (action in ('created', 'list_changed', 'codes_issued', 'codes_revoked',
    'voting_opened', 'voting_closed', 'participant_removed', 'ballots_published'))
);
create index poll_audit_poll_idx on public.poll_audit (poll_id, id);
alter table public.poll_audit enable row level security;
create policy "hosts read their poll's audit trail" on public.poll_audit for select to authenticated
  using (private.is_poll_host(poll_id));
-- Reads only, for everyone the API serves; rows are written by the functions below (owned by postgres).
revoke all on table public.poll_audit from anon, authenticated, service_role;
grant select on table public.poll_audit to authenticated, service_role;

-- Rows are never changed. Deleting is refused too, except when the poll itself is gone (its deletion
-- cascades here: the trail goes with the poll, never without it).
create function private.refuse_audit_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and not exists (select 1 from public.polls as p where p.id = old.poll_id) then
    return old;
  end if;
  raise exception using message = 'The audit trail cannot be changed', errcode = '42501', hint = 'audit.append_only',
                        detail = json_build_object('operation', tg_op)::text;
end
$$;
revoke execute on function private.refuse_audit_change() from public;
create trigger poll_audit_append_only before update or delete on public.poll_audit
  for each row execute function private.refuse_audit_change();
create trigger poll_audit_no_truncate before truncate on public.poll_audit
  for each statement execute function private.refuse_audit_change();

create function private.audit(target_poll uuid, action text, details jsonb default '{}'::jsonb) returns void
language sql security definer
set search_path = ''
as $$
  insert into public.poll_audit (poll_id, actor, action, details) values (target_poll, auth.uid(), action, details)
$$;
revoke execute on function private.audit(uuid, text, jsonb) from public;

create function private.audit_poll_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.audit(new.id, 'created', jsonb_build_object('voters', new.voters, 'trackers', new.trackers));
  elsif new.status = 'voting' and old.status = 'waiting' then
    perform private.audit(new.id, 'voting_opened');
  elsif new.status = 'completed' and old.status <> 'completed' then
    perform private.audit(new.id, 'voting_closed');
  end if;
  return null;
end
$$;
revoke execute on function private.audit_poll_change() from public;
create trigger polls_audit_created after insert on public.polls for each row execute function private.audit_poll_change();
create trigger polls_audit_status after update of status on public.polls
  for each row when (old.status is distinct from new.status) execute function private.audit_poll_change();

-- remove_participant records every removal here; the trail says that someone was removed, not who.
create function private.audit_participant_removed() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.audit(new.poll_id, 'participant_removed');
  return null;
end
$$;
revoke execute on function private.audit_participant_removed() from public;
create trigger removed_participants_audit after insert on private.removed_participants
  for each row execute function private.audit_participant_removed();

-- ---------------------------------------------------------------------------------------------------
-- The voter list
-- ---------------------------------------------------------------------------------------------------
create table private.voter_entries (
  id uuid primary key default gen_random_uuid(),
  poll_id uuid not null references public.polls (id) on delete cascade,
  email text,
  code_hash bytea,
  code_number integer,
  redeemed_by uuid references auth.users (id) on delete set null,
  voted boolean not null default false,
  revoked_at timestamptz,
  added_at timestamptz not null default now(),
  constraint voter_entries_one_kind check ((email is null) <> (code_hash is null)),
  constraint voter_entries_email_form check (email is null or (email = lower(btrim(email)) and char_length(email) between 3 and 254)),
  constraint voter_entries_code_hash_length check (code_hash is null or octet_length(code_hash) = 32),
  constraint voter_entries_code_numbered check ((code_hash is null) = (code_number is null)),
  constraint voter_entries_redeemed_code check (redeemed_by is null or code_hash is not null)
);
alter table private.voter_entries enable row level security;
create unique index voter_entries_email_key on private.voter_entries (poll_id, email) where email is not null and revoked_at is null;
create unique index voter_entries_code_key on private.voter_entries (poll_id, code_hash) where code_hash is not null;
create unique index voter_entries_number_key on private.voter_entries (poll_id, code_number) where code_number is not null;
create unique index voter_entries_redeemed_key on private.voter_entries (poll_id, redeemed_by) where redeemed_by is not null and revoked_at is null;

-- The most a list holds (e-mails and codes that are not revoked), and the most one call takes.
create function private.voter_list_max() returns integer language sql immutable set search_path = '' as $$ select 20000 $$;
revoke execute on function private.voter_list_max() from public;

-- The caller's e-mail address when this session proved it: a confirmed, non-anonymous account whose
-- token names the address and was opened with an e-mail one-time code or link. A password session does
-- not count: with confirmations off (config.toml) a sign-up is "confirmed" without any mail.
create function private.proven_email() returns text
language plpgsql stable security definer
set search_path = ''
as $$
declare
  claims jsonb := auth.jwt();
  address text;
begin
  if claims is null or coalesce((claims ->> 'is_anonymous')::boolean, false) then
    return null;
  end if;
  if jsonb_typeof(claims -> 'amr') is distinct from 'array'
     or not exists (select 1 from jsonb_array_elements(claims -> 'amr') as a (entry)
                     where jsonb_typeof(a.entry) = 'object' and a.entry ->> 'method' in ('otp', 'magiclink')) then
    return null;
  end if;
  select lower(u.email) into address
    from auth.users as u
   where u.id = auth.uid() and u.email_confirmed_at is not null and not coalesce(u.is_anonymous, false)
     and lower(u.email) = lower(claims ->> 'email');
  return address;
end
$$;
revoke execute on function private.proven_email() from public;

-- The caller's entry on a poll's list (a redeemed code, or the proven address), an unused one first.
create function private.my_voter_entry(target_poll uuid) returns private.voter_entries
language sql stable security definer
set search_path = ''
as $$
  select e.* from private.voter_entries as e
   where e.poll_id = target_poll and e.revoked_at is null
     and (e.redeemed_by = auth.uid() or (e.email is not null and e.email = private.proven_email()))
   order by e.voted, e.added_at
   limit 1
$$;
revoke execute on function private.my_voter_entry(uuid) from public;

-- The poll a host changes the list of, locked; refused unless it is the caller's list poll and not completed.
create function private.list_poll_for_host(raw_poll_id text) returns public.polls
language plpgsql security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  poll public.polls;
begin
  select * into poll from public.polls as p where p.id = private.poll_id_from(raw_poll_id) for update;
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  if poll.created_by <> caller_id then
    raise exception using message = 'Only the host can change the voter list', errcode = '42501', hint = 'voters.not_host';
  end if;
  if poll.voters <> 'list' then
    raise exception using message = 'This poll is open to voters without a list', errcode = 'PT409', hint = 'voters.not_list_poll',
                          detail = json_build_object('voters', poll.voters)::text;
  end if;
  if poll.status = 'completed' then
    raise exception using message = 'The voter list of a completed poll cannot change', errcode = 'PT409', hint = 'voters.poll_completed';
  end if;
  return poll;
end
$$;
revoke execute on function private.list_poll_for_host(text) from public;

create function private.check_list_room(target_poll uuid, adding integer) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  listed integer;
begin
  select count(*) into listed from private.voter_entries as e where e.poll_id = target_poll and e.revoked_at is null;
  if listed + adding > private.voter_list_max() then
    raise exception using message = format('A voter list holds at most %s entries', private.voter_list_max()),
                          errcode = '22023', hint = 'voters.list_full',
                          detail = json_build_object('max', private.voter_list_max(), 'listed', listed, 'adding', adding)::text;
  end if;
end
$$;
revoke execute on function private.check_list_room(uuid, integer) from public;

-- Addresses pasted one a line (a CSV's addresses, one a line, as the screen extracts them). Blank lines
-- are skipped; an invalid address, a repeat within the paste and an address already listed are reported
-- by line and not added; every other address is added.
create function public.add_voter_emails(poll_id text, addresses text) returns jsonb
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
  if added > 0 then
    perform private.audit(poll.id, 'list_changed', jsonb_build_object('added', added, 'removed', 0));
  end if;
  return jsonb_build_object('added', added, 'problems', problems);
end
$$;
revoke execute on function public.add_voter_emails(text, text) from public;
grant execute on function public.add_voter_emails(text, text) to authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Printed voting codes
-- ---------------------------------------------------------------------------------------------------

-- A fresh code of `length` characters (at most 12) from the join codes' alphabet (32 characters without
-- 0, O, 1 and I): 8 bytes of pgcrypto's cryptographic source read as a number, 5 bits a character, without
-- bias. PL/pgSQL, whose plan is kept: a SQL function with `set search_path` is planned anew on every call.
create function private.random_code(length integer) returns text
language plpgsql volatile
set search_path = ''
as $$
declare
  bits bigint := ('x' || encode(extensions.gen_random_bytes(8), 'hex'))::bit(64)::bigint;
  code text := '';
begin
  for i in 0 .. least(length, 12) - 1 loop
    code := code || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (bits >> (5 * i) & 31)::integer + 1, 1);
  end loop;
  return code;
end
$$;
revoke execute on function private.random_code(integer) from public;

-- Printed codes have 12 characters (60 bits), shown in groups of four.
create function private.voting_code_length() returns integer language sql immutable set search_path = '' as $$ select 12 $$;
revoke execute on function private.voting_code_length() from public;

create function private.voting_code_hash(target_poll uuid, code text) returns bytea
language sql immutable
set search_path = ''
as $$
  select sha256(convert_to(target_poll::text || ':' || code, 'UTF8'))
$$;
revoke execute on function private.voting_code_hash(uuid, text) from public;

create function private.shown_code(code text) returns text language sql immutable set search_path = '' as $$
  select substr(code, 1, 4) || '-' || substr(code, 5, 4) || '-' || substr(code, 9)
$$;
revoke execute on function private.shown_code(text) from public;

-- Inserts `wanted` new codes and returns them with their card numbers; the only time a code is readable.
create function private.issue_codes(target_poll uuid, wanted integer) returns jsonb
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

create function public.issue_voting_codes(poll_id text, count integer) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  poll public.polls;
begin
  if issue_voting_codes.count is null or issue_voting_codes.count < 1 or issue_voting_codes.count > 10000 then
    raise exception using message = 'Ask for 1 to 10000 codes at a time', errcode = '22023', hint = 'voting_codes.count_out_of_range',
                          detail = json_build_object('min', 1, 'max', 10000)::text;
  end if;
  poll := private.list_poll_for_host(issue_voting_codes.poll_id);
  return jsonb_build_object('codes', private.issue_codes(poll.id, issue_voting_codes.count));
end
$$;
revoke execute on function public.issue_voting_codes(text, integer) from public;
grant execute on function public.issue_voting_codes(text, integer) to authenticated;

-- Takes entries off the list: an address is removed, a code revoked (it admits nobody from now on). An
-- entry that has voted stays: its ballot is counted and cannot be found to be taken back.
create function public.revoke_voter_entries(poll_id text, entry_ids text[]) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  poll public.polls := private.list_poll_for_host(revoke_voter_entries.poll_id);
  emails integer;
  codes integer;
  problems jsonb;
begin
  if revoke_voter_entries.entry_ids is null or cardinality(revoke_voter_entries.entry_ids) > private.voter_list_max() then
    raise exception using message = format('Give at most %s entries at a time', private.voter_list_max()),
                          errcode = '22023', hint = 'voters.too_many_entries', detail = json_build_object('max', private.voter_list_max())::text;
  end if;
  with asked as (
    select distinct r.raw from unnest(revoke_voter_entries.entry_ids) as r (raw)
  ), found as (
    select a.raw, e.id, e.voted, e.revoked_at
      from asked as a
      left join private.voter_entries as e
        on a.raw ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
       and e.id = a.raw::uuid and e.poll_id = poll.id
  )
  select coalesce(jsonb_agg(jsonb_build_object('entryId', left(f.raw, 40),
                                               'id', case when f.id is null or f.revoked_at is not null then 'voters.entry_not_found' else 'voters.entry_voted' end)
                            order by f.raw), '[]'::jsonb)
    into problems
    from found as f where f.id is null or f.voted or f.revoked_at is not null;

  with gone as (
    update private.voter_entries as e set revoked_at = now()
     where e.poll_id = poll.id and e.revoked_at is null and not e.voted
       and e.id::text in (select lower(r.raw) from unnest(revoke_voter_entries.entry_ids) as r (raw))
    returning e.email
  )
  select count(*) filter (where g.email is not null), count(*) filter (where g.email is null) into emails, codes from gone as g;
  if emails > 0 then
    perform private.audit(poll.id, 'list_changed', jsonb_build_object('added', 0, 'removed', emails));
  end if;
  if codes > 0 then
    perform private.audit(poll.id, 'codes_revoked', jsonb_build_object('count', codes));
  end if;
  return jsonb_build_object('removed', emails, 'revoked', codes, 'problems', problems);
end
$$;
revoke execute on function public.revoke_voter_entries(text, text[]) from public;
grant execute on function public.revoke_voter_entries(text, text[]) to authenticated;

-- A lost code: revoked, and one new code issued in its place (returned once, with a new card number).
create function public.replace_voting_code(poll_id text, entry_id text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  poll public.polls := private.list_poll_for_host(replace_voting_code.poll_id);
  entry private.voter_entries;
begin
  if replace_voting_code.entry_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    select * into entry from private.voter_entries as e
     where e.id = replace_voting_code.entry_id::uuid and e.poll_id = poll.id and e.code_hash is not null and e.revoked_at is null
       for update;
  end if;
  if entry.id is null then
    raise exception using message = 'That code is not on this list', errcode = 'PT404', hint = 'voters.entry_not_found';
  end if;
  if entry.voted then
    raise exception using message = 'That code has already been used to vote', errcode = 'PT409', hint = 'voters.entry_voted';
  end if;
  update private.voter_entries as e set revoked_at = now() where e.id = entry.id;
  perform private.audit(poll.id, 'codes_revoked', jsonb_build_object('count', 1));
  return jsonb_build_object('replaced', entry.id, 'code', private.issue_codes(poll.id, 1) -> 0);
end
$$;
revoke execute on function public.replace_voting_code(text, text) from public;
grant execute on function public.replace_voting_code(text, text) to authenticated;

-- The list and its turnout, for the host: who is on it and which entries have voted (never how).
create function public.get_voter_list(poll_id text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  poll public.polls;
begin
  select * into poll from public.polls as p where p.id = private.poll_id_from(get_voter_list.poll_id);
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  if poll.created_by <> caller_id then
    raise exception using message = 'Only the host can see the voter list', errcode = '42501', hint = 'voters.not_host_read';
  end if;
  return jsonb_build_object(
    'pollId', poll.id,
    'voters', poll.voters,
    'listed', (select count(*) from private.voter_entries as e where e.poll_id = poll.id and e.revoked_at is null),
    'voted', (select count(*) from private.voter_entries as e where e.poll_id = poll.id and e.voted),
    'entries', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', e.id,
               'kind', case when e.email is not null then 'email' else 'code' end,
               'email', e.email,
               'number', e.code_number,
               'redeemed', e.redeemed_by is not null,
               'voted', e.voted,
               'revoked', e.revoked_at is not null)
             order by e.email nulls last, e.code_number)
        from private.voter_entries as e where e.poll_id = poll.id), '[]'::jsonb)
  );
end
$$;
revoke execute on function public.get_voter_list(text) from public;
grant execute on function public.get_voter_list(text) to authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Redeeming a code, with the join codes' limits on wrong ones
-- ---------------------------------------------------------------------------------------------------
create table private.voting_code_misses (
  scope text primary key,
  window_started_at timestamptz not null default now(),
  misses integer not null default 0
);
create table private.voting_code_limits (
  only_row boolean primary key default true check (only_row),
  per_account integer not null check (per_account >= 0),
  per_address integer not null check (per_address >= 0),
  per_poll integer not null check (per_poll >= 0)
);
insert into private.voting_code_limits (per_account, per_address, per_poll) values (10, 50, 500);

-- Counts one request of a scope in its ten-minute window (a miss adds 1, a hit 0); true when it is over:
-- a miss while the count is within `most`, a hit while fewer than `most` misses were counted.
create function private.voting_code_over(bucket text, miss integer, most integer) returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  counted integer;
begin
  insert into private.voting_code_misses as m (scope, window_started_at, misses)
  values (bucket, now(), miss)
  on conflict (scope) do update
    set window_started_at = case when m.window_started_at > now() - interval '10 minutes' then m.window_started_at else now() end,
        misses = case when m.window_started_at > now() - interval '10 minutes' then m.misses + miss else miss end
  returning m.misses into counted;
  return counted > most - 1 + miss;
end
$$;
revoke execute on function private.voting_code_over(text, integer, integer) from public;

-- Gives the caller the entry of a printed code. A code admits the first identity that redeems it; the
-- same identity may redeem it again. A wrong, revoked or used code is answered (not raised, so that its
-- miss is counted) and counted against the account, the address and the poll.
create function public.redeem_voting_code(poll_id text, code text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  clean text := private.normalize_join_code(redeem_voting_code.code);
  poll public.polls;
  entry private.voter_entries;
  outcome text;
  miss integer;
  limits private.voting_code_limits;
  address text := private.request_address();
  over boolean;
begin
  select * into poll from public.polls as p where p.id = private.poll_id_from(redeem_voting_code.poll_id);
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  if char_length(clean) <> private.voting_code_length() or clean !~ ('^[' || private.join_code_alphabet() || ']+$') then
    raise exception using message = 'A voting code has 12 letters and digits', errcode = '22023', hint = 'voting_code.malformed',
                          detail = json_build_object('length', private.voting_code_length())::text;
  end if;
  if poll.voters <> 'list' or poll.status = 'completed' then
    raise exception using message = 'This poll takes no voting codes now', errcode = 'PT409', hint = 'voting_code.not_accepted',
                          detail = json_build_object('voters', poll.voters, 'status', poll.status)::text;
  end if;

  select * into entry from private.voter_entries as e
   where e.poll_id = poll.id and e.code_hash = private.voting_code_hash(poll.id, clean)
     for update;
  outcome := case when entry.id is null then 'voting_code.unknown'
                  when entry.revoked_at is not null then 'voting_code.revoked'
                  when entry.redeemed_by is not null and entry.redeemed_by <> caller_id then 'voting_code.used' end;
  miss := case when outcome is null then 0 else 1 end;

  select * into limits from private.voting_code_limits;
  over := private.voting_code_over('account:' || caller_id, miss, limits.per_account);
  over := private.voting_code_over('poll:' || poll.id, miss, limits.per_poll) or over;
  if address is not null then
    over := private.voting_code_over('address:' || address, miss, limits.per_address) or over;
  end if;
  if over then
    raise exception using message = 'Too many wrong codes. Please wait a few minutes and try again.', errcode = 'PT429',
                          hint = 'voting_code.too_many_misses', detail = json_build_object('minutes', 10)::text;
  end if;
  if outcome is not null then
    return jsonb_build_object('pollId', poll.id, 'redeemed', false, 'id', outcome, 'message',
      case outcome when 'voting_code.unknown' then 'This code is not on the voter list of this poll. Check it and try again.'
                   when 'voting_code.revoked' then 'This code was withdrawn by the host. Ask the host for a new one.'
                   else 'This code has already been used by someone else.' end);
  end if;
  if entry.redeemed_by is null then
    if exists (select 1 from private.voter_entries as e
                where e.poll_id = poll.id and e.redeemed_by = caller_id and e.revoked_at is null) then
      raise exception using message = 'You already hold a voting code for this poll', errcode = 'PT409', hint = 'voting_code.already_holding';
    end if;
    update private.voter_entries as e set redeemed_by = caller_id where e.id = entry.id;
  end if;
  return jsonb_build_object('pollId', poll.id, 'redeemed', true);
end
$$;
revoke execute on function public.redeem_voting_code(text, text) from public;
grant execute on function public.redeem_voting_code(text, text) to authenticated;
