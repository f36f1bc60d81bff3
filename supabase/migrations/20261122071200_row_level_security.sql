-- The browser never writes a table directly: every change goes through the functions of the later
-- migrations (security definer), which enforce the product's rules. API roles may only read their own
-- rows, and nobody may read ballots at all (results come from public.get_poll_results, grouped).

alter table public.profiles enable row level security;
alter table public.polls enable row level security;
alter table public.poll_options enable row level security;
alter table public.participants enable row level security;
alter table public.ballots enable row level security;

-- Hosted Supabase grants everything in public to the API roles by default; take it back.
revoke all on table public.profiles, public.polls, public.poll_options, public.participants, public.ballots
  from anon, authenticated;
grant select on table public.profiles, public.polls, public.poll_options, public.participants to authenticated;

create policy "users read their own profile" on public.profiles
  for select to authenticated
  using (id = (select auth.uid()));

create policy "hosts and participants read the poll" on public.polls
  for select to authenticated
  using (private.is_poll_member(id));

create policy "hosts and participants read the options" on public.poll_options
  for select to authenticated
  using (private.is_poll_member(poll_id));

-- A participant sees their own row; the host sees everyone who joined. Nobody else sees user ids.
create policy "participants read themselves, hosts read everyone" on public.participants
  for select to authenticated
  using (user_id = (select auth.uid()) or private.is_poll_host(poll_id));

-- public.ballots: RLS on and no policy at all, so no API role reads or writes a ballot directly.
