-- Polls: create, read, move through waiting -> voting -> completed, delete, and the two dashboard lists.
-- Every function returns polls in one shape (camelCase, ISO dates), the shape the UI reads:
-- {id, title, description, category, options: [{id, text, order}], createdBy, createdAt, updatedAt,
--  isActive, status, participantCount, expiresAt}

create function private.poll_json(poll public.polls) returns jsonb
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
    'expiresAt', private.iso(poll.expires_at)
  )
$$;

-- Creates a poll for the signed-in (non-anonymous) user. Options arrive as the form holds them:
-- blanks are dropped after the count checks, the rest trimmed and numbered option_1.. in order.
create function public.create_poll(
  title text,
  options text[],
  description text default '',
  category text default '',
  expires_at timestamptz default null
) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  clean_title text := btrim(coalesce(create_poll.title, ''));
  clean_description text := btrim(coalesce(create_poll.description, ''));
  clean_category text := btrim(coalesce(create_poll.category, ''));
  option_texts text[];
  poll public.polls;
begin
  if (select u.is_anonymous from auth.users as u where u.id = caller_id) is distinct from false then
    raise exception using message = 'Sign in with an account to create a poll', errcode = '42501';
  end if;
  if clean_title = '' then
    raise exception using message = 'Please enter a title', errcode = '22023';
  end if;
  if coalesce(cardinality(create_poll.options), 0) < 2 then
    raise exception using message = 'A poll must have at least 2 options', errcode = '22023';
  end if;
  select coalesce(array_agg(btrim(t.text) order by t.n), '{}') into option_texts
    from unnest(create_poll.options) with ordinality as t (text, n)
   where btrim(coalesce(t.text, '')) <> '';
  if cardinality(option_texts) < 2 then
    raise exception using message = 'Please provide at least 2 non-empty options', errcode = '22023';
  end if;
  if cardinality(option_texts) > 100 then
    raise exception using message = 'A poll can have at most 100 options', errcode = '22023';
  end if;
  if exists (select 1 from unnest(option_texts) as t (text) where char_length(t.text) > 200) then
    raise exception using message = 'Each option must be 200 characters or less', errcode = '22023';
  end if;
  if (select count(distinct lower(t.text)) from unnest(option_texts) as t (text)) < cardinality(option_texts) then
    raise exception using message = 'Each option must be different', errcode = '22023';
  end if;
  if char_length(clean_title) > 200 then
    raise exception using message = 'Title must be 200 characters or less', errcode = '22023';
  end if;
  if char_length(clean_description) > 2000 then
    raise exception using message = 'Description must be 2000 characters or less', errcode = '22023';
  end if;
  if char_length(clean_category) > 50 then
    raise exception using message = 'Category must be 50 characters or less', errcode = '22023';
  end if;
  if create_poll.expires_at is not null and create_poll.expires_at <= now() then
    raise exception using message = 'The closing time must be in the future', errcode = '22023';
  end if;

  insert into public.polls (title, description, category, created_by, expires_at)
  values (clean_title, clean_description, clean_category, caller_id, create_poll.expires_at)
  returning * into poll;

  insert into public.poll_options (poll_id, id, text, position)
  select poll.id, 'option_' || t.n, t.text, t.n - 1
    from unnest(option_texts) with ordinality as t (text, n);

  return private.poll_json(poll);
end
$$;

-- Anyone holding the link may read a poll (the join page does so before signing in).
create function public.get_poll(poll_id text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  poll public.polls;
begin
  select * into poll from public.polls as p where p.id = private.poll_id_from(get_poll.poll_id);
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  return private.poll_json(poll);
end
$$;

-- The host moves the poll one step: waiting -> voting -> completed. Completing also closes it
-- (isActive false). The row lock makes a racing submit_vote wait, then see the new status.
create function public.update_poll_status(poll_id text, status text) returns jsonb
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
    raise exception using message = format('Unknown poll status: %s', coalesce(update_poll_status.status, 'null')),
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

  update public.polls as p
     set status = next_status,
         is_active = case when next_status = 'completed' then false else p.is_active end,
         updated_at = now()
   where p.id = poll.id
  returning * into poll;
  return private.poll_json(poll);
end
$$;

-- The host deletes the poll; its options, participants and ballots go with it (foreign keys cascade).
create function public.delete_poll(poll_id text) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  poll public.polls;
begin
  select * into poll from public.polls as p where p.id = private.poll_id_from(delete_poll.poll_id) for update;
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  if poll.created_by <> caller_id then
    raise exception using message = 'Only the host can delete this poll', errcode = '42501';
  end if;
  delete from public.polls as p where p.id = poll.id;
end
$$;

-- The polls the signed-in user created, newest first.
create function public.get_my_polls() returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(private.poll_json(p) order by p.created_at desc, p.id), '[]'::jsonb)
    from public.polls as p
   where p.created_by = private.require_user_id()
$$;

-- The polls the signed-in user has voted in (as the spec's pollsParticipated), most recently joined first.
create function public.get_participated_polls() returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(private.poll_json(p) order by pa.joined_at desc, p.id), '[]'::jsonb)
    from public.participants as pa
    join public.polls as p on p.id = pa.poll_id
   where pa.user_id = private.require_user_id() and pa.has_voted
$$;

revoke execute on function
  public.create_poll(text, text[], text, text, timestamptz),
  public.get_poll(text),
  public.update_poll_status(text, text),
  public.delete_poll(text),
  public.get_my_polls(),
  public.get_participated_polls()
from public, anon;
grant execute on function
  public.create_poll(text, text[], text, text, timestamptz),
  public.get_poll(text),
  public.update_poll_status(text, text),
  public.delete_poll(text),
  public.get_my_polls(),
  public.get_participated_polls()
to authenticated, service_role;
grant execute on function public.get_poll(text) to anon;
