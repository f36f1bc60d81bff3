-- Short join codes (issue 11): every poll gets a 6-character code that people type or scan instead of the
-- poll's long id. Codes come from an alphabet without look-alikes (no 0, O, 1 or I): 32 symbols, so
-- 32^6 ≈ 1.07 billion codes. A code is unique among polls that are not completed; once voting ends the
-- code stops resolving and may be given to a new poll.
-- Helpers are security definer like every function here (the schema test holds each function to it).

-- 2-9 and A-Z without I and O: 8 + 24 = 32 symbols, a power of two, so a random byte maps onto it evenly.
create function private.join_code_alphabet() returns text
language sql immutable security definer
set search_path = ''
as $$
  select '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
$$;

-- A fresh random code. gen_random_uuid() draws on the server's strong random source; the first six bytes
-- of a version-4 uuid are all random, and each byte modulo 32 is uniform.
create function private.random_join_code() returns text
language sql volatile security definer
set search_path = ''
as $$
  select string_agg(substr(private.join_code_alphabet(), get_byte(b.bytes, i) % 32 + 1, 1), '' order by i)
    from (select uuid_send(gen_random_uuid()) as bytes) as b, generate_series(0, 5) as i
$$;

-- A code not held by any open poll. Retries on a collision; with a billion codes a second try is already
-- rare, and the unique index below stays the final guard against two inserts racing for one code.
create function private.unused_join_code() returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  candidate text;
begin
  for attempt in 1..20 loop
    candidate := private.random_join_code();
    if not exists (select 1 from public.polls as p where p.join_code = candidate and p.status <> 'completed') then
      return candidate;
    end if;
  end loop;
  raise exception using message = 'Could not find a free join code, please try again', errcode = '40001';
end
$$;

alter table public.polls add column join_code text
  constraint polls_join_code_format check (join_code ~ '^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$');

-- Polls created before this migration get their codes now, one at a time so each sees the others.
do $$
declare
  target uuid;
begin
  for target in select p.id from public.polls as p where p.join_code is null order by p.created_at loop
    update public.polls set join_code = private.unused_join_code() where id = target;
  end loop;
end
$$;

alter table public.polls alter column join_code set not null;
create unique index polls_open_join_code_key on public.polls (join_code) where status <> 'completed';

-- Generated in the database whatever inserts the poll (create_poll needs no change); a code the caller
-- supplies is kept only by service_role-style inserts that set it on purpose, and still must be free.
create function private.assign_join_code() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.join_code is null then
    new.join_code := private.unused_join_code();
  end if;
  return new;
end
$$;

create trigger polls_assign_join_code
before insert on public.polls
for each row execute function private.assign_join_code();

-- Wrong guesses per user, for the lookup's limit. Only misses are kept; a row older than the window is
-- replaced by the next miss, so the table holds at most one small row per user.
create table private.join_code_misses (
  user_id uuid primary key references auth.users (id) on delete cascade,
  window_started_at timestamptz not null default now(),
  misses integer not null default 0
);

-- Normalises what a person typed: case-insensitive, spaces and dashes ignored ("abc-234" = "ABC234").
create function private.normalize_join_code(raw text) returns text
language sql immutable security definer
set search_path = ''
as $$
  select upper(regexp_replace(coalesce(raw, ''), '[\s-]', '', 'g'))
$$;

-- The code of a poll, for the lobby, the detail page and the presenter view. Whoever has the poll's id
-- may read it: the id is already the stronger capability. Completed polls have no code any more (null).
create function public.get_join_code(poll_id text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  poll public.polls;
begin
  select * into poll from public.polls as p where p.id = private.poll_id_from(get_join_code.poll_id);
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  return jsonb_build_object('joinCode', case when poll.status = 'completed' then null else poll.join_code end);
end
$$;

-- Turns a typed or scanned code into the poll's id, for /j/{code} and the home page's "Join with a code".
-- Only open (not completed) polls resolve. Against guessing: a session is required (the join page signs
-- visitors in anonymously anyway), and after 10 wrong codes in 10 minutes a user must wait. A miss is an
-- answer ({pollId: null, message}), not an error, because an error would roll back the miss's count.
create function public.resolve_join_code(code text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  clean text := private.normalize_join_code(resolve_join_code.code);
  found_id uuid;
  miss private.join_code_misses;
begin
  if char_length(clean) <> 6 or clean !~ ('^[' || private.join_code_alphabet() || ']{6}$') then
    raise exception using message = 'A join code has 6 letters and digits', errcode = '22023';
  end if;
  select * into miss from private.join_code_misses as m where m.user_id = caller_id;
  if found and miss.window_started_at > now() - interval '10 minutes' and miss.misses >= 10 then
    raise exception using message = 'Too many wrong codes. Please wait a few minutes and try again.', errcode = 'PT429';
  end if;
  select p.id into found_id from public.polls as p where p.join_code = clean and p.status <> 'completed';
  if found_id is not null then
    return jsonb_build_object('pollId', found_id, 'joinCode', clean);
  end if;
  insert into private.join_code_misses as m (user_id, window_started_at, misses) values (caller_id, now(), 1)
  on conflict (user_id) do update
    set window_started_at = case when m.window_started_at > now() - interval '10 minutes' then m.window_started_at else now() end,
        misses = case when m.window_started_at > now() - interval '10 minutes' then m.misses + 1 else 1 end;
  return jsonb_build_object('pollId', null, 'joinCode', clean, 'message', 'No open poll has the code ' || clean || '. Check the code, or ask the host for the link.');
end
$$;

revoke all on table private.join_code_misses from public, anon, authenticated;
revoke execute on function public.get_join_code(text), public.resolve_join_code(text) from public, anon;
grant execute on function public.get_join_code(text) to anon, authenticated, service_role;
grant execute on function public.resolve_join_code(text) to authenticated, service_role;
revoke execute on all functions in schema private from public;
