-- The base a hosted Supabase project provides before any migration runs, as it is in late 2026: the
-- roles and their settings, the schemas and the grants. It runs as the stack's superuser
-- (supabase_admin, as on hosted); migrations then run as `postgres`, which is NOT a superuser.
-- Every statement is idempotent: the stack applies this file at each start.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit password 'postgres';
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin login noinherit createrole password 'postgres';
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_realtime_admin') then
    create role supabase_realtime_admin nologin noinherit;
  end if;
  -- The role migrations and the dashboard use. The password is the Supabase CLI's local one; it is set
  -- only when the role is created, so an external DATABASE_URL's own postgres keeps its password.
  if not exists (select 1 from pg_roles where rolname = 'postgres') then
    create role postgres login password 'postgres';
  end if;
end
$$;

-- supabase/postgres's demote-postgres migration: no superuser, but BYPASSRLS, CREATEROLE, CREATEDB.
alter role postgres nosuperuser createdb createrole login replication bypassrls inherit;
-- Since supabase/postgres 20230529180330 the API roles inherit (a role granted to one acts for it).
alter role anon inherit;
alter role authenticated inherit;
alter role service_role inherit;

-- Role settings as hosted has them. PostgREST applies an impersonated role's settings when it switches
-- to it, so a request as anon is cut after 3 s and one as authenticated after 8 s.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
alter role authenticator set lock_timeout = '8s';
alter role postgres set search_path = "$user", public, extensions;
alter role supabase_auth_admin set search_path = auth;
alter role supabase_auth_admin set idle_in_transaction_session_timeout = 60000;

grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
grant pg_read_all_data, pg_signal_backend to postgres;
-- Hosted took supabase_auth_admin away from postgres (supabase/postgres#994): postgres reaches the auth
-- tables through grants only (10-auth.sql), so it cannot create objects in auth.
revoke supabase_auth_admin from postgres;

grant all on database postgres to postgres;
grant all on schema public to postgres;

create schema if not exists extensions;
create schema if not exists auth authorization supabase_auth_admin;
create schema if not exists realtime;

create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

grant usage on schema public to postgres, anon, authenticated, service_role;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
grant all on schema extensions to postgres;
grant usage on schema auth to postgres, anon, authenticated, service_role;
revoke create on schema auth from postgres;
grant all on schema auth to supabase_auth_admin;

-- No default Data API privileges in public, exactly as the Supabase CLI's
-- RevokeDefaultDataApiPrivilegesSql and every hosted project since 2026-10-30: a table, sequence or
-- function a migration creates gives anon, authenticated and service_role nothing until the migration
-- grants it. PUBLIC keeps EXECUTE on new functions (PostgreSQL's own default) unless a migration revokes it.
alter default privileges for role postgres in schema public
  revoke select, insert, update, delete on tables from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke usage, select on sequences from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke execute on functions from anon, authenticated, service_role;

-- Claims that PostgREST and the realtime service put in request.jwt.claims, read the way Supabase reads
-- them. Owned by supabase_auth_admin as on hosted (supabase/postgres 20211124212715).
create or replace function auth.uid() returns uuid
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

alter function auth.uid() owner to supabase_auth_admin;
alter function auth.role() owner to supabase_auth_admin;
alter function auth.email() owner to supabase_auth_admin;
alter function auth.jwt() owner to supabase_auth_admin;
grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to public;
grant all on function auth.uid(), auth.role(), auth.email(), auth.jwt() to postgres;

do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
-- A migration may add its tables to the publication, as on hosted.
alter publication supabase_realtime owner to postgres;
