-- Issue 32, co-hosts on screen: a co-host is an e-mail address the host invited, not an account looked up.
-- Adding one used to answer "No account has this e-mail address" for an unknown address, which let any
-- signed-in person tell who has a Runoff account (sign-up itself does not tell: docs/deployment.md).
-- Now every well-formed address is accepted with the same answer; the invitation takes effect for the
-- account whose confirmed address it is, now or once it signs up (docs/decisions.md, docs/security.md).

drop policy "the host reads the co-hosts, a co-host reads themselves" on public.session_cohosts;

alter table public.session_cohosts add column email text;
update public.session_cohosts as c set email = lower(u.email) from auth.users as u where u.id = c.user_id;
delete from public.session_cohosts where email is null;
alter table public.session_cohosts drop constraint session_cohosts_pkey;
alter table public.session_cohosts drop column user_id;
alter table public.session_cohosts alter column email set not null;
alter table public.session_cohosts add constraint session_cohosts_email_form
  check (email = lower(btrim(email)) and char_length(email) <= 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$');
alter table public.session_cohosts add primary key (session_id, email);
create index session_cohosts_email_idx on public.session_cohosts (email);

-- The caller's address as an invitation names it: a confirmed, non-anonymous account's, in lower case.
create function private.caller_email() returns text
language sql stable security definer
set search_path = ''
as $$
  select lower(u.email) from auth.users as u
   where u.id = auth.uid() and u.is_anonymous is not true and u.email_confirmed_at is not null and u.email is not null
$$;
revoke execute on function private.caller_email() from public;
grant execute on function private.caller_email() to authenticated;

create or replace function private.session_role(target_session uuid) returns text
language sql stable security definer
set search_path = ''
as $$
  select case
    when exists (select 1 from public.sessions as s where s.id = target_session and s.host_id = auth.uid()) then 'host'
    when exists (select 1 from public.session_cohosts as c
                  where c.session_id = target_session and c.email = private.caller_email()) then 'cohost'
    when exists (select 1 from public.session_participants as sp
                  where sp.session_id = target_session and sp.user_id = auth.uid()) then 'participant'
  end
$$;

create policy "the host reads the co-hosts, a co-host reads themselves" on public.session_cohosts
  for select to authenticated
  using (email = (select private.caller_email()) or private.session_role(session_id) = 'host');

-- An address as the host typed it, checked and in lower case; any well-formed one (nothing is looked up).
create function private.cohost_email(raw text) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  clean text := lower(btrim(coalesce(raw, '')));
begin
  if char_length(clean) > 320 or clean !~ '^[^@[:space:]]+@[^@[:space:]]+$' then
    raise exception using message = 'Enter an e-mail address', errcode = '22023',
                          hint = 'session.cohost_email_invalid', detail = json_build_object('max', 320)::text;
  end if;
  return clean;
end
$$;
revoke execute on function private.cohost_email(text) from public;

create or replace function private.cohost_list(target_session uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('email', c.email, 'addedAt', private.iso(c.added_at))
                            order by c.added_at, c.email), '[]'::jsonb)
    from public.session_cohosts as c
   where c.session_id = target_session
$$;

drop function public.add_session_cohost(text, text);
drop function public.remove_session_cohost(text, text);
drop function private.account_by_email(text);

-- The same answer whether or not the address has an account: the list with it.
create function public.add_session_cohost(session_id text, email text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  session public.sessions := private.session_for(add_session_cohost.session_id, 'host', 'update');
  invited text := private.cohost_email(add_session_cohost.email);
begin
  if invited = (select lower(u.email) from auth.users as u where u.id = session.host_id) then
    raise exception using message = 'The host is already the host of this session', errcode = '22023',
                          hint = 'session.cohost_is_host';
  end if;
  if (select count(*) from public.session_cohosts as c where c.session_id = session.id) >= 10
     and not exists (select 1 from public.session_cohosts as c where c.session_id = session.id and c.email = invited) then
    raise exception using message = 'A session can have at most 10 co-hosts', errcode = '22023',
                          hint = 'session.too_many_cohosts', detail = json_build_object('max', 10)::text;
  end if;
  insert into public.session_cohosts (session_id, email) values (session.id, invited) on conflict do nothing;
  return private.cohost_list(session.id);
end
$$;

create function public.remove_session_cohost(session_id text, email text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  session public.sessions := private.session_for(remove_session_cohost.session_id, 'host', 'update');
  invited text := private.cohost_email(remove_session_cohost.email);
begin
  delete from public.session_cohosts as c where c.session_id = session.id and c.email = invited;
  if not found then
    raise exception using message = 'This address is not a co-host of this session', errcode = 'PT404',
                          hint = 'session.cohost_not_found';
  end if;
  return private.cohost_list(session.id);
end
$$;

revoke execute on function public.add_session_cohost(text, text), public.remove_session_cohost(text, text) from public, anon;
grant execute on function public.add_session_cohost(text, text), public.remove_session_cohost(text, text)
  to authenticated, service_role;

-- get_session: the host's list of co-hosts is the invited addresses.
create or replace function public.get_session(session_id text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  session public.sessions := private.session_for(get_session.session_id, 'read');
  role text := private.session_role(session.id);
  you public.session_participants;
begin
  select * into you from public.session_participants as sp where sp.session_id = session.id and sp.user_id = auth.uid();
  return private.session_json(session) || jsonb_build_object(
    'role', role,
    'topic', 'session:' || session.id,
    'state', private.session_state_json(session.id),
    'questions', coalesce(
      (select jsonb_agg(private.session_question_json(q)
                        || jsonb_build_object('youVoted', you.id is not null and exists (
                             select 1 from private.session_voters as v where v.poll_id = q.poll_id and v.participant_id = you.id))
                        order by q.position)
         from public.session_questions as q
        where q.session_id = session.id and private.can_see_session_question(q.poll_id)),
      '[]'::jsonb),
    'you', case when you.id is null then null else jsonb_build_object(
      'id', you.id, 'sessionId', you.session_id, 'name', you.name, 'joinedAt', private.iso(you.joined_at),
      'joinOrder', you.join_order) end,
    'cohosts', case when role = 'host' then private.cohost_list(session.id) end);
end
$$;

create or replace function public.get_my_sessions() returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(private.session_json(s) || jsonb_build_object('role',
                              case when s.host_id = private.require_user_id() then 'host' else 'cohost' end)
                            order by s.created_at desc, s.id), '[]'::jsonb)
    from public.sessions as s
   where s.host_id = private.require_user_id()
      or exists (select 1 from public.session_cohosts as c where c.session_id = s.id and c.email = private.caller_email())
$$;
