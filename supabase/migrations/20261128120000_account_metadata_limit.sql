-- Account metadata is bounded (issue 29). Sign-up `data` and PUT /auth/v1/user `data` were stored as sent:
-- 60 kB of user_metadata from one sign-up, 600 kB after ten PUTs, and all of it copied into every access
-- token (80 kB, answered 431 by /rest/v1). Runoff reads only `username` (at most 50 characters).
--
-- A trigger on auth.users, so that it holds on hosted Supabase too, where the auth service is GoTrue and not
-- ours (hosted lets postgres add triggers on auth.users): raw_user_meta_data may hold at most 2,048 bytes of
-- JSON (its jsonb text, UTF-8), on insert (e-mail and anonymous sign-ups) and whenever it changes (PUT /user
-- merges into it). A row that is already larger and does not change is left alone, so the trim below is all
-- that touches old accounts.
--
-- The refusal is errcode PT422. The local auth answers it 422 validation_failed in GoTrue's shape with this
-- message. Hosted GoTrue answers a trigger's PT422 422 `{code: "PT422", message}` to clients of its initial
-- API version, and 500 "Database error saving new user" (or "…updating user") to clients that send
-- X-Supabase-Api-Version 2024-01-01, as supabase-js does: the bound holds either way (docs/security.md).

create function private.user_metadata_problem() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if octet_length(new.raw_user_meta_data::text) > 2048
     and (tg_op = 'INSERT' or new.raw_user_meta_data is distinct from old.raw_user_meta_data) then
    raise exception using
      message = 'User metadata must be at most 2048 bytes of JSON',
      errcode = 'PT422';
  end if;
  return new;
end
$$;
revoke execute on function private.user_metadata_problem() from public;

create trigger user_metadata_limit
before insert or update of raw_user_meta_data on auth.users
for each row execute function private.user_metadata_problem();

-- Accounts stored before the limit: over it, they keep only what Runoff and GoTrue read (a username of
-- at most 50 characters, the e-mail and verification flags); the access tokens they get shrink with them.
update auth.users as u
   set raw_user_meta_data = (
         select coalesce(jsonb_object_agg(m.key, m.value), '{}'::jsonb)
           from jsonb_each(u.raw_user_meta_data) as m
          where m.key in ('email', 'email_verified', 'phone_verified', 'sub')
                and octet_length(m.value::text) <= 320
             or m.key = 'username' and jsonb_typeof(m.value) = 'string' and char_length(m.value #>> '{}') <= 50)
 where octet_length(u.raw_user_meta_data::text) > 2048;
