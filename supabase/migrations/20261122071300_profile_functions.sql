-- Profiles: created for every signed-up (non-anonymous) user, read and renamed by their owner.

-- The username a new account starts with: the one given at sign-up, else the e-mail's local part.
create function private.initial_username(metadata jsonb, email text) returns text
language sql immutable
set search_path = ''
as $$
  select left(coalesce(
    nullif(btrim(metadata ->> 'username'), ''),
    nullif(btrim(split_part(coalesce(email, ''), '@', 1)), ''),
    'user'), 50)
$$;

-- Runs as the auth service inserts or upgrades a user (an anonymous user who adds an e-mail becomes a
-- permanent one and gets a profile then). Security definer: the auth service's role owns no profile rights.
create function private.create_profile_for_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.is_anonymous then
    return new;
  end if;
  insert into public.profiles (id, email, username, created_at)
  values (new.id, new.email, btrim(private.initial_username(new.raw_user_meta_data, new.email)),
          coalesce(new.created_at, now()))
  on conflict (id) do update set email = excluded.email;
  return new;
end
$$;

create trigger on_auth_user_created
after insert on auth.users
for each row execute function private.create_profile_for_user();

create trigger on_auth_user_updated
after update of email, is_anonymous on auth.users
for each row
when (old.email is distinct from new.email or old.is_anonymous is distinct from new.is_anonymous)
execute function private.create_profile_for_user();

create function private.profile_json(profile public.profiles) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', profile.id,
    'email', profile.email,
    'username', profile.username,
    'createdAt', private.iso(profile.created_at),
    'lastSignInAt', (select private.iso(u.last_sign_in_at) from auth.users as u where u.id = profile.id)
  )
$$;

-- The signed-in user's profile: {id, email, username, createdAt, lastSignInAt}.
create function public.get_profile() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  profile public.profiles;
begin
  select * into profile from public.profiles as p where p.id = private.require_user_id();
  if not found then
    raise exception using message = 'User not found', errcode = 'PT404';
  end if;
  return private.profile_json(profile);
end
$$;

-- Renames the signed-in user; the username is trimmed first.
create function public.update_profile(username text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  new_username text := btrim(coalesce(update_profile.username, ''));
  profile public.profiles;
begin
  if new_username = '' then
    raise exception using message = 'Username cannot be empty', errcode = '22023';
  end if;
  if char_length(new_username) > 50 then
    raise exception using message = 'Username must be 50 characters or less', errcode = '22023';
  end if;
  update public.profiles as p set username = new_username where p.id = caller_id returning * into profile;
  if not found then
    raise exception using message = 'User not found', errcode = 'PT404';
  end if;
  return private.profile_json(profile);
end
$$;

revoke execute on function public.get_profile(), public.update_profile(text) from public, anon;
grant execute on function public.get_profile(), public.update_profile(text) to authenticated, service_role;
