-- Runoff's data: profiles, polls, their options, participants and ballots.
-- Limits the product spec leaves open are chosen here (docs/database-api.md explains them):
--   title 200, description 2000, category 50, option text 200, 2 to 100 options per poll,
--   participant name 1 to 50 (the spec's own limit), username 1 to 50.

create type public.poll_status as enum ('waiting', 'voting', 'completed');

-- The spec's user record. Which polls a user created or took part in are queries, not lists kept here.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  username text not null
    constraint profiles_username_length check (username = btrim(username) and char_length(username) between 1 and 50),
  created_at timestamptz not null default now()
);

create table public.polls (
  id uuid primary key default gen_random_uuid(),
  title text not null
    constraint polls_title_length check (title = btrim(title) and char_length(title) between 1 and 200),
  description text not null default ''
    constraint polls_description_length check (description = btrim(description) and char_length(description) <= 2000),
  category text not null default ''
    constraint polls_category_length check (category = btrim(category) and char_length(category) <= 50),
  created_by uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_active boolean not null default true,
  status public.poll_status not null default 'waiting',
  expires_at timestamptz,
  -- Ending the vote closes the poll for good.
  constraint polls_completed_is_inactive check (status <> 'completed' or not is_active)
);
create index polls_created_by_idx on public.polls (created_by, created_at desc);

-- Options are fixed at creation: ids option_1, option_2, ... and positions from 0, in the host's order.
create table public.poll_options (
  poll_id uuid not null references public.polls (id) on delete cascade,
  id text not null constraint poll_options_id_format check (id ~ '^option_[1-9][0-9]*$'),
  text text not null
    constraint poll_options_text_length check (text = btrim(text) and char_length(text) between 1 and 200),
  position integer not null constraint poll_options_position_range check (position between 0 and 99),
  primary key (poll_id, id),
  unique (poll_id, position)
);

-- One row per person per poll: a user (anonymous sign-ins included) joins a poll once.
-- No link to a ballot is kept: has_voted says that someone voted, never what.
create table public.participants (
  id uuid primary key default gen_random_uuid(),
  poll_id uuid not null references public.polls (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null default 'Anonymous Participant'
    constraint participants_name_length check (name = btrim(name) and char_length(name) between 1 and 50),
  joined_at timestamptz not null default now(),
  has_voted boolean not null default false,
  unique (poll_id, user_id)
);
create index participants_poll_joined_idx on public.participants (poll_id, joined_at);
create index participants_user_idx on public.participants (user_id);

-- Secret ballots, tallied: one row per distinct ranking of a poll with how many ballots cast it.
-- There is no ballot id, no voter and no time, so nothing ties a ranking to the participant who cast it,
-- and results come back grouped by ranking in one round trip however many votes there are.
create table public.ballots (
  poll_id uuid not null references public.polls (id) on delete cascade,
  -- Option ids, first choice first; always every option of the poll exactly once.
  ranking text[] not null,
  ballot_count integer not null constraint ballots_count_positive check (ballot_count > 0),
  primary key (poll_id, ranking)
);
