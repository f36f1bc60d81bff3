-- Helpers that must not be reachable through the Data API live in the schema private, which PostgREST
-- does not expose. Functions here get no execute right by default; each grant below is deliberate.

create schema private;
grant usage on schema private to anon, authenticated, service_role;
alter default privileges for role postgres in schema private revoke execute on functions from public;

-- The signed-in user's id; every write needs one (anonymous sign-ins count).
create function private.require_user_id() returns uuid
language plpgsql stable
set search_path = ''
as $$
declare
  user_id uuid := auth.uid();
begin
  if user_id is null then
    raise exception using message = 'You must be signed in to do this', errcode = '42501';
  end if;
  return user_id;
end
$$;

-- Poll ids arrive as text so that a mangled link reads "Poll not found" rather than a cast error.
create function private.poll_id_from(raw text) returns uuid
language plpgsql immutable
set search_path = ''
as $$
begin
  if raw is null or raw !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  return raw::uuid;
end
$$;

-- Timestamps as JavaScript's Date.prototype.toISOString() writes them.
create function private.iso(ts timestamptz) returns text
language sql immutable
set search_path = ''
as $$
  select to_char(ts at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;

-- True when ranking lists every option of the poll exactly once (in any order).
create function private.ranking_is_complete(target_poll uuid, ranking text[]) returns boolean
language sql stable
set search_path = ''
as $$
  select coalesce(
    (select array_agg(r.option_id collate "C" order by r.option_id collate "C") from unnest(ranking) as r (option_id))
      = (select array_agg(o.id collate "C" order by o.id collate "C") from public.poll_options as o where o.poll_id = target_poll),
    false)
$$;

-- Whether the current user hosts the poll or has joined it. Security definer so that RLS policies
-- on polls and participants can use it without referring to each other.
create function private.is_poll_member(target_poll uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.polls as p where p.id = target_poll and p.created_by = auth.uid())
      or exists (select 1 from public.participants as pa where pa.poll_id = target_poll and pa.user_id = auth.uid())
$$;

create function private.is_poll_host(target_poll uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.polls as p where p.id = target_poll and p.created_by = auth.uid())
$$;

grant execute on function private.is_poll_member(uuid), private.is_poll_host(uuid) to authenticated;

-- A ballot always ranks every option of its poll once, whoever writes it (even service_role).
create function private.check_ballot_ranking() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if not private.ranking_is_complete(new.poll_id, new.ranking) then
    raise exception using message = 'A ballot must rank every option of this poll exactly once', errcode = '22023';
  end if;
  return new;
end
$$;

create trigger ballots_check_ranking
before insert or update of ranking, poll_id on public.ballots
for each row execute function private.check_ballot_ranking();
