-- What a host needs in front of a room with a ballot stuffer, and limits on what one account can do:
--   * a participant cap per poll (max_participants, default 1,000, at most 100,000);
--   * accounts_only: anonymous sign-ins cannot join;
--   * the closing time is a finite time in the future when set, and voting cannot start after it;
--   * at most 100 polls created per account in any hour (PT429: PostgREST answers 429).
-- Texts go through private.clean_text (see 20261123100000_text_rules.sql).

alter table public.polls
  add column max_participants integer not null default 1000
    constraint polls_max_participants_range check (max_participants between 1 and 100000),
  add column accounts_only boolean not null default false;

-- 'infinity' (accepted before) means "no closing time".
update public.polls as p set expires_at = null where p.expires_at is not null and not isfinite(p.expires_at);
alter table public.polls add constraint polls_expires_at_finite check (expires_at is null or isfinite(expires_at));

create or replace function private.poll_json(poll public.polls) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
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
    'participantCount', (select count(*) from public.participants as pa where pa.poll_id = poll.id),
    'expiresAt', private.iso(poll.expires_at),
    'maxParticipants', poll.max_participants,
    'accountsOnly', poll.accounts_only
  )
$$;

-- Checks a participant cap given by a host.
create function private.check_max_participants(value integer) returns void
language plpgsql immutable
set search_path = ''
as $$
begin
  if value is not null and (value < 1 or value > 100000) then
    raise exception using message = 'The participant limit must be between 1 and 100,000', errcode = '22023';
  end if;
end
$$;

drop function public.create_poll(text, text[], text, text, timestamptz);

-- Creates a poll for the signed-in (non-anonymous) user. Options arrive as the form holds them:
-- blanks are dropped after the count checks, the rest cleaned and numbered option_1.. in order.
create function public.create_poll(
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

-- The host moves the poll one step: waiting -> voting -> completed. Completing also closes it
-- (isActive false). Voting cannot start after the closing time; ending it stays possible, so that a
-- poll whose time ran out can still show its results. The row lock makes a racing submit_vote wait.
create or replace function public.update_poll_status(poll_id text, status text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  poll public.polls;
  next_status public.poll_status;
begin
  if update_poll_status.status is null
     or update_poll_status.status not in (select unnest(enum_range(null::public.poll_status))::text) then
    raise exception using message = format('Unknown poll status: %s', left(coalesce(update_poll_status.status, 'null'), 50)),
                          errcode = '22023';
  end if;
  next_status := update_poll_status.status::public.poll_status;

  select * into poll from public.polls as p where p.id = private.poll_id_from(update_poll_status.poll_id) for update;
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  if poll.created_by <> caller_id then
    raise exception using message = 'Only the host can change the status of this poll', errcode = '42501';
  end if;
  if not ((poll.status = 'waiting' and next_status = 'voting') or (poll.status = 'voting' and next_status = 'completed')) then
    raise exception using
      message = format('A poll that is %s cannot move to %s', poll.status, next_status),
      detail = 'The status only moves from waiting to voting to completed.',
      errcode = 'PT409';
  end if;
  if next_status = 'voting' and poll.expires_at is not null and poll.expires_at <= now() then
    raise exception using message = 'The closing time of this poll has passed: voting can no longer start',
                          errcode = 'PT409';
  end if;

  update public.polls as p
     set status = next_status,
         is_active = case when next_status = 'completed' then false else p.is_active end,
         updated_at = now()
   where p.id = poll.id
  returning * into poll;
  return private.poll_json(poll);
end
$$;

-- The host changes who may join while the poll is not completed: the participant cap (never below
-- the number who already joined) and accounts_only (people who joined stay). Null leaves a setting.
create function public.update_poll_settings(poll_id text, max_participants integer default null, accounts_only boolean default null)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  poll public.polls;
  joined bigint;
begin
  perform private.check_max_participants(update_poll_settings.max_participants);
  select * into poll from public.polls as p where p.id = private.poll_id_from(update_poll_settings.poll_id) for update;
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  if poll.created_by <> caller_id then
    raise exception using message = 'Only the host can change the settings of this poll', errcode = '42501';
  end if;
  if poll.status = 'completed' then
    raise exception using message = 'The settings of a completed poll cannot change', errcode = 'PT409';
  end if;
  select count(*) into joined from public.participants as pa where pa.poll_id = poll.id;
  if update_poll_settings.max_participants < joined then
    raise exception using
      message = format('The participant limit cannot be lower than the %s people who already joined', joined),
      errcode = '22023';
  end if;
  update public.polls as p
     set max_participants = coalesce(update_poll_settings.max_participants, p.max_participants),
         accounts_only = coalesce(update_poll_settings.accounts_only, p.accounts_only),
         updated_at = now()
   where p.id = poll.id
  returning * into poll;
  return private.poll_json(poll);
end
$$;

revoke execute on all functions in schema private from public;
revoke execute on function
  public.create_poll(text, text[], text, text, timestamptz, integer, boolean),
  public.update_poll_status(text, text),
  public.update_poll_settings(text, integer, boolean)
from public, anon;
grant execute on function
  public.create_poll(text, text[], text, text, timestamptz, integer, boolean),
  public.update_poll_status(text, text),
  public.update_poll_settings(text, integer, boolean)
to authenticated, service_role;

-- The trusted server role keeps full table access (Supabase granted it by default before 2026; hosted
-- projects no longer do). It still meets every constraint and trigger above.
grant select, insert, update, delete on table
  public.profiles, public.polls, public.poll_options, public.participants, public.ballots
to service_role;
