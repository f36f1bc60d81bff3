-- The current schema: what supabase/migrations builds, generated from the migrated database.
-- Do not edit: write a migration, then run `pnpm --filter @runoff/supabase gen:types` (with `pnpm backend`
-- running), which regenerates this file and shared/platform/src/supabase/database.types.ts.
-- supabase/tests/schema.test.ts fails while this file is stale. Everything below is owned by postgres
-- unless an `OWNER TO` line says otherwise; a function's `REVOKE … FROM PUBLIC` means PUBLIC's default
-- EXECUTE was taken back. A reference to read, not a script to run: it is grouped for a reader, not
-- ordered by dependency (the migrations build the database).

-- ====================================================================================================
-- Schemas, types and sequences
-- ====================================================================================================

CREATE SCHEMA private;
GRANT USAGE ON SCHEMA private TO anon, authenticated, service_role;

CREATE TYPE public.poll_status AS ENUM ('waiting', 'voting', 'completed');

-- ====================================================================================================
-- Tables: columns, constraints, indexes, row level security, policies, triggers, grants
-- ====================================================================================================

CREATE TABLE public.ballots (
  poll_id uuid NOT NULL,
  ranking text[] NOT NULL,
  ballot_count integer NOT NULL,
  CONSTRAINT ballots_pkey PRIMARY KEY (poll_id, ranking),
  CONSTRAINT ballots_count_positive CHECK (ballot_count > 0),
  CONSTRAINT ballots_ranking_shape CHECK (
CASE
    WHEN array_ndims(ranking) = 1 AND array_lower(ranking, 1) = 1 AND cardinality(ranking) >= 2 AND cardinality(ranking) <= 100 THEN array_position(ranking, NULL::text) IS NULL
    ELSE false
END),
  CONSTRAINT ballots_poll_id_fkey FOREIGN KEY (poll_id) REFERENCES public.polls(id) ON DELETE CASCADE
);
ALTER TABLE public.ballots ENABLE ROW LEVEL SECURITY;
CREATE TRIGGER ballots_broadcast_public_votes_cast AFTER INSERT OR UPDATE OF ballot_count ON public.ballots FOR EACH ROW EXECUTE FUNCTION private.broadcast_public_votes_cast();
CREATE TRIGGER ballots_check_ranking BEFORE INSERT OR UPDATE ON public.ballots FOR EACH ROW EXECUTE FUNCTION private.check_ballot_ranking();
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE public.ballots TO service_role;

CREATE TABLE public.participants (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  poll_id uuid NOT NULL,
  user_id uuid NOT NULL,
  name text DEFAULT 'Anonymous Participant'::text NOT NULL,
  joined_at timestamp with time zone DEFAULT now() NOT NULL,
  has_voted boolean DEFAULT false NOT NULL,
  CONSTRAINT participants_pkey PRIMARY KEY (id),
  CONSTRAINT participants_poll_id_user_id_key UNIQUE (poll_id, user_id),
  CONSTRAINT participants_name_clean CHECK (private.is_clean_text(name)),
  CONSTRAINT participants_name_length CHECK (name = btrim(name) AND char_length(name) >= 1 AND char_length(name) <= 50),
  CONSTRAINT participants_poll_id_fkey FOREIGN KEY (poll_id) REFERENCES public.polls(id) ON DELETE CASCADE,
  CONSTRAINT participants_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);
CREATE INDEX participants_poll_joined_idx ON public.participants USING btree (poll_id, joined_at);
CREATE INDEX participants_user_idx ON public.participants USING btree (user_id);
ALTER TABLE public.participants ENABLE ROW LEVEL SECURITY;
CREATE POLICY "participants read themselves, hosts read everyone" ON public.participants FOR SELECT TO authenticated
  USING (user_id = (( SELECT auth.uid() AS uid)) OR private.is_poll_host(poll_id));
CREATE TRIGGER participants_broadcast_joined AFTER INSERT ON public.participants FOR EACH ROW EXECUTE FUNCTION private.broadcast_participant_joined();
CREATE TRIGGER participants_broadcast_voted AFTER UPDATE OF has_voted ON public.participants FOR EACH ROW WHEN (new.has_voted AND NOT old.has_voted) EXECUTE FUNCTION private.broadcast_participant_voted();
CREATE TRIGGER participants_count AFTER INSERT OR DELETE ON public.participants FOR EACH ROW EXECUTE FUNCTION private.count_participants_change();
GRANT SELECT ON TABLE public.participants TO authenticated;
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE public.participants TO service_role;

CREATE TABLE public.poll_options (
  poll_id uuid NOT NULL,
  id text NOT NULL,
  text text NOT NULL,
  "position" integer NOT NULL,
  CONSTRAINT poll_options_pkey PRIMARY KEY (poll_id, id),
  CONSTRAINT poll_options_poll_id_position_key UNIQUE (poll_id, "position"),
  CONSTRAINT poll_options_id_format CHECK (id ~ '^option_[1-9][0-9]*$'::text),
  CONSTRAINT poll_options_position_range CHECK ("position" >= 0 AND "position" <= 99),
  CONSTRAINT poll_options_text_clean CHECK (private.is_clean_text(text)),
  CONSTRAINT poll_options_text_length CHECK (text = btrim(text) AND char_length(text) >= 1 AND char_length(text) <= 200),
  CONSTRAINT poll_options_poll_id_fkey FOREIGN KEY (poll_id) REFERENCES public.polls(id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX poll_options_text_unique ON public.poll_options USING btree (poll_id, private.option_key(text));
ALTER TABLE public.poll_options ENABLE ROW LEVEL SECURITY;
CREATE POLICY "hosts and participants read the options" ON public.poll_options FOR SELECT TO authenticated
  USING (private.is_poll_member(poll_id));
GRANT SELECT ON TABLE public.poll_options TO authenticated;
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE public.poll_options TO service_role;

CREATE TABLE public.polls (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  title text NOT NULL,
  description text DEFAULT ''::text NOT NULL,
  category text DEFAULT ''::text NOT NULL,
  created_by uuid NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  is_active boolean DEFAULT true NOT NULL,
  status public.poll_status DEFAULT 'waiting'::public.poll_status NOT NULL,
  expires_at timestamp with time zone,
  max_participants integer DEFAULT 1000 NOT NULL,
  accounts_only boolean DEFAULT false NOT NULL,
  join_code text NOT NULL,
  CONSTRAINT polls_pkey PRIMARY KEY (id),
  CONSTRAINT polls_category_clean CHECK (private.is_clean_text(category)),
  CONSTRAINT polls_category_length CHECK (category = btrim(category) AND char_length(category) <= 50),
  CONSTRAINT polls_completed_is_inactive CHECK (status <> 'completed'::public.poll_status OR NOT is_active),
  CONSTRAINT polls_description_clean CHECK (private.is_clean_text(description, true)),
  CONSTRAINT polls_description_length CHECK (description = btrim(description) AND char_length(description) <= 2000),
  CONSTRAINT polls_expires_at_finite CHECK (expires_at IS NULL OR isfinite(expires_at)),
  CONSTRAINT polls_join_code_format CHECK (join_code ~ '^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$'::text),
  CONSTRAINT polls_max_participants_range CHECK (max_participants >= 1 AND max_participants <= 100000),
  CONSTRAINT polls_title_clean CHECK (private.is_clean_text(title)),
  CONSTRAINT polls_title_length CHECK (title = btrim(title) AND char_length(title) >= 1 AND char_length(title) <= 200),
  CONSTRAINT polls_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE CASCADE
);
CREATE INDEX polls_created_by_idx ON public.polls USING btree (created_by, created_at DESC);
CREATE UNIQUE INDEX polls_open_join_code_key ON public.polls USING btree (join_code) WHERE (status <> 'completed'::public.poll_status);
ALTER TABLE public.polls ENABLE ROW LEVEL SECURITY;
CREATE POLICY "hosts and participants read the poll" ON public.polls FOR SELECT TO authenticated
  USING (private.is_poll_member(id));
CREATE TRIGGER polls_assign_join_code BEFORE INSERT ON public.polls FOR EACH ROW EXECUTE FUNCTION private.assign_join_code();
CREATE TRIGGER polls_broadcast_deleted AFTER DELETE ON public.polls FOR EACH ROW EXECUTE FUNCTION private.broadcast_poll_deleted();
CREATE TRIGGER polls_broadcast_public_deleted AFTER DELETE ON public.polls FOR EACH ROW EXECUTE FUNCTION private.broadcast_public_poll_deleted();
CREATE TRIGGER polls_broadcast_public_status AFTER UPDATE OF status ON public.polls FOR EACH ROW WHEN (old.status IS DISTINCT FROM new.status) EXECUTE FUNCTION private.broadcast_public_status_changed();
CREATE TRIGGER polls_broadcast_status AFTER UPDATE OF status ON public.polls FOR EACH ROW WHEN (old.status IS DISTINCT FROM new.status) EXECUTE FUNCTION private.broadcast_status_changed();
GRANT SELECT ON TABLE public.polls TO authenticated;
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE public.polls TO service_role;

CREATE TABLE public.profiles (
  id uuid NOT NULL,
  email text,
  username text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT profiles_pkey PRIMARY KEY (id),
  CONSTRAINT profiles_username_clean CHECK (private.is_clean_text(username)),
  CONSTRAINT profiles_username_length CHECK (username = btrim(username) AND char_length(username) >= 1 AND char_length(username) <= 50),
  CONSTRAINT profiles_id_fkey FOREIGN KEY (id) REFERENCES auth.users(id) ON DELETE CASCADE
);
ALTER TABLE public.profiles ENABLE ROW LEVEL SECURITY;
CREATE POLICY "users read their own profile" ON public.profiles FOR SELECT TO authenticated
  USING (id = (( SELECT auth.uid() AS uid)));
GRANT SELECT ON TABLE public.profiles TO authenticated;
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE public.profiles TO service_role;

CREATE TABLE private.invalid_ballots (
  poll_id uuid NOT NULL,
  ranking text NOT NULL,
  ballot_count integer NOT NULL,
  reason text NOT NULL,
  found_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT invalid_ballots_poll_id_fkey FOREIGN KEY (poll_id) REFERENCES public.polls(id) ON DELETE CASCADE
);
CREATE INDEX invalid_ballots_poll_idx ON private.invalid_ballots USING btree (poll_id);
ALTER TABLE private.invalid_ballots ENABLE ROW LEVEL SECURITY;

CREATE TABLE private.join_code_misses (
  user_id uuid NOT NULL,
  window_started_at timestamp with time zone DEFAULT now() NOT NULL,
  misses integer DEFAULT 0 NOT NULL,
  CONSTRAINT join_code_misses_pkey PRIMARY KEY (user_id),
  CONSTRAINT join_code_misses_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);

CREATE TABLE private.join_code_misses_without_session (
  only_row boolean DEFAULT true NOT NULL,
  window_started_at timestamp with time zone DEFAULT now() NOT NULL,
  misses integer DEFAULT 0 NOT NULL,
  CONSTRAINT join_code_misses_without_session_pkey PRIMARY KEY (only_row),
  CONSTRAINT join_code_misses_without_session_only_row_check CHECK (only_row)
);

CREATE TABLE private.poll_participant_counts (
  poll_id uuid NOT NULL,
  shard smallint NOT NULL,
  participants integer NOT NULL,
  CONSTRAINT poll_participant_counts_pkey PRIMARY KEY (poll_id, shard),
  CONSTRAINT poll_participant_counts_poll_id_fkey FOREIGN KEY (poll_id) REFERENCES public.polls(id) ON DELETE CASCADE
);
ALTER TABLE private.poll_participant_counts ENABLE ROW LEVEL SECURITY;

CREATE TABLE private.removed_participants (
  poll_id uuid NOT NULL,
  user_id uuid NOT NULL,
  removed_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT removed_participants_pkey PRIMARY KEY (poll_id, user_id),
  CONSTRAINT removed_participants_poll_id_fkey FOREIGN KEY (poll_id) REFERENCES public.polls(id) ON DELETE CASCADE,
  CONSTRAINT removed_participants_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);
ALTER TABLE private.removed_participants ENABLE ROW LEVEL SECURITY;

-- ====================================================================================================
-- Functions: the current definition of each, and who may execute it
-- ====================================================================================================

-- public.create_poll(title text, options text[], description text, category text, expires_at timestamp with time zone, max_participants integer, accounts_only boolean): last defined in supabase/migrations/20261123100200_poll_limits.sql
CREATE OR REPLACE FUNCTION public.create_poll(title text, options text[], description text DEFAULT ''::text, category text DEFAULT ''::text, expires_at timestamp with time zone DEFAULT NULL::timestamp with time zone, max_participants integer DEFAULT NULL::integer, accounts_only boolean DEFAULT false)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
REVOKE EXECUTE ON FUNCTION public.create_poll(title text, options text[], description text, category text, expires_at timestamp with time zone, max_participants integer, accounts_only boolean) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.create_poll(title text, options text[], description text, category text, expires_at timestamp with time zone, max_participants integer, accounts_only boolean) TO authenticated, service_role;

-- public.delete_poll(poll_id text): last defined in supabase/migrations/20261122071400_poll_functions.sql
CREATE OR REPLACE FUNCTION public.delete_poll(poll_id text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
REVOKE EXECUTE ON FUNCTION public.delete_poll(poll_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.delete_poll(poll_id text) TO authenticated, service_role;

-- public.get_join_code(poll_id text): last defined in supabase/migrations/20261123190000_join_codes.sql
CREATE OR REPLACE FUNCTION public.get_join_code(poll_id text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  poll public.polls;
begin
  select * into poll from public.polls as p where p.id = private.poll_id_from(get_join_code.poll_id);
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  return jsonb_build_object('joinCode', case when poll.status = 'completed' then null else poll.join_code end);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.get_join_code(poll_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.get_join_code(poll_id text) TO anon, authenticated, service_role;

-- public.get_my_polls(): last defined in supabase/migrations/20261122071400_poll_functions.sql
CREATE OR REPLACE FUNCTION public.get_my_polls()
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(private.poll_json(p) order by p.created_at desc, p.id), '[]'::jsonb)
    from public.polls as p
   where p.created_by = private.require_user_id()
$function$;
REVOKE EXECUTE ON FUNCTION public.get_my_polls() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.get_my_polls() TO authenticated, service_role;

-- public.get_participant_status(poll_id text, participant_id text): last defined in supabase/migrations/20261122071500_participation_functions.sql
CREATE OR REPLACE FUNCTION public.get_participant_status(poll_id text, participant_id text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller_id uuid := private.require_user_id();
  participant public.participants;
begin
  if get_participant_status.participant_id is null
     or get_participant_status.participant_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return null;
  end if;
  select * into participant from public.participants as pa
   where pa.id = get_participant_status.participant_id::uuid
     and pa.poll_id = private.poll_id_from(get_participant_status.poll_id);
  if not found or not (participant.user_id = caller_id or private.is_poll_host(participant.poll_id)) then
    return null;
  end if;
  return participant.has_voted;
end
$function$;
REVOKE EXECUTE ON FUNCTION public.get_participant_status(poll_id text, participant_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.get_participant_status(poll_id text, participant_id text) TO authenticated, service_role;

-- public.get_participants(poll_id text): last defined in supabase/migrations/20261122071500_participation_functions.sql
CREATE OR REPLACE FUNCTION public.get_participants(poll_id text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  target_poll uuid := private.poll_id_from(get_participants.poll_id);
begin
  perform private.require_user_id();
  if not exists (select 1 from public.polls as p where p.id = target_poll) then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  if not private.is_poll_member(target_poll) then
    raise exception using message = 'Only the host and participants can see who joined this poll', errcode = '42501';
  end if;
  return coalesce(
    (select jsonb_agg(private.participant_json(pa) order by pa.joined_at, pa.id)
       from public.participants as pa where pa.poll_id = target_poll),
    '[]'::jsonb);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.get_participants(poll_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.get_participants(poll_id text) TO authenticated, service_role;

-- public.get_participated_polls(): last defined in supabase/migrations/20261122071400_poll_functions.sql
CREATE OR REPLACE FUNCTION public.get_participated_polls()
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(private.poll_json(p) order by pa.joined_at desc, p.id), '[]'::jsonb)
    from public.participants as pa
    join public.polls as p on p.id = pa.poll_id
   where pa.user_id = private.require_user_id() and pa.has_voted
$function$;
REVOKE EXECUTE ON FUNCTION public.get_participated_polls() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.get_participated_polls() TO authenticated, service_role;

-- public.get_poll(poll_id text): last defined in supabase/migrations/20261122071400_poll_functions.sql
CREATE OR REPLACE FUNCTION public.get_poll(poll_id text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  poll public.polls;
begin
  select * into poll from public.polls as p where p.id = private.poll_id_from(get_poll.poll_id);
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  return private.poll_json(poll);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.get_poll(poll_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.get_poll(poll_id text) TO anon, authenticated, service_role;

-- public.get_poll_results(poll_id text): last defined in supabase/migrations/20261124030000_results_at_scale.sql
CREATE OR REPLACE FUNCTION public.get_poll_results(poll_id text)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  poll public.polls;
  option_ids text[];
  counted bigint;
  uncounted bigint;
  groups text;
begin
  select * into poll from public.polls as p where p.id = private.poll_id_from(get_poll_results.poll_id);
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  if poll.status <> 'completed' and poll.created_by is distinct from auth.uid() then
    raise exception using message = 'Results are available once voting has ended', errcode = '42501';
  end if;

  select coalesce(array_agg(o.id), '{}') into option_ids from public.poll_options as o where o.poll_id = poll.id;

  select coalesce(sum(b.ballot_count) filter (where b.valid), 0), coalesce(sum(b.ballot_count) filter (where not b.valid), 0)
    into counted, uncounted
    from (select g.ballot_count, cardinality(g.ranking) = cardinality(option_ids) and g.ranking @> option_ids as valid
            from public.ballots as g where g.poll_id = poll.id) as b;
  if poll.status = 'completed' then
    -- Each group's JSON is written once and also sorts the groups: option ids are `option_<n>`, all above
    -- `"` in "C" order, so the JSON text of two rankings orders as the rankings do (a shorter id before a
    -- longer one it begins), comparing strings rather than arrays. Sorting in a subquery and joining the
    -- sorted rows took half the time of an ordered string_agg beside the sums.
    select string_agg(s.item, ',') into groups
      from (select ('{"ranking":' || array_to_json(g.ranking)::text || ',"count":' || g.ballot_count || '}') collate "C" as item
              from public.ballots as g
             where g.poll_id = poll.id and cardinality(g.ranking) = cardinality(option_ids) and g.ranking @> option_ids
             order by g.ballot_count desc, item) as s;
  end if;
  uncounted := uncounted + (select coalesce(sum(i.ballot_count), 0) from private.invalid_ballots as i where i.poll_id = poll.id);

  return json_build_object(
    'poll', private.poll_json(poll),
    'ballots', ('[' || coalesce(groups, '') || ']')::json,
    'totalVotes', counted,
    'invalidBallots', uncounted,
    'generatedAt', private.iso(now())
  );
end
$function$;
REVOKE EXECUTE ON FUNCTION public.get_poll_results(poll_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.get_poll_results(poll_id text) TO anon, authenticated, service_role;

-- public.get_poll_summary(poll_id text): last defined in supabase/migrations/20261123120000_public_poll_summary.sql
CREATE OR REPLACE FUNCTION public.get_poll_summary(poll_id text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  poll public.polls;
begin
  select * into poll from public.polls as p where p.id = private.poll_id_from(get_poll_summary.poll_id);
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  return jsonb_build_object(
    'pollId', poll.id,
    'title', poll.title,
    'status', poll.status,
    'totalVotes', (select coalesce(sum(b.ballot_count), 0) from public.ballots as b where b.poll_id = poll.id),
    'updatedAt', private.iso(poll.updated_at)
  );
end
$function$;
REVOKE EXECUTE ON FUNCTION public.get_poll_summary(poll_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.get_poll_summary(poll_id text) TO anon, authenticated, service_role;

-- public.get_profile(): last defined in supabase/migrations/20261122071300_profile_functions.sql
CREATE OR REPLACE FUNCTION public.get_profile()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  profile public.profiles;
begin
  select * into profile from public.profiles as p where p.id = private.require_user_id();
  if not found then
    raise exception using message = 'User not found', errcode = 'PT404';
  end if;
  return private.profile_json(profile);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.get_profile() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.get_profile() TO authenticated, service_role;

-- public.join_poll(poll_id text, name text): last defined in supabase/migrations/20261123220000_parallel_joins.sql
CREATE OR REPLACE FUNCTION public.join_poll(poll_id text, name text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller_id uuid := private.require_user_id();
  clean_name text := private.clean_text(join_poll.name, 'Name', 50);
  poll public.polls;
  participant public.participants;
  lock_key bigint;
  exact boolean := false;
begin
  if join_poll.name is not null and clean_name = '' then
    raise exception using message = 'Please enter a name or click "Join Anonymously"', errcode = '22023';
  end if;

  -- Shares the lock update_poll_status takes, so nobody joins a poll in the instant it closes.
  select * into poll from public.polls as p where p.id = private.poll_id_from(join_poll.poll_id) for share;
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  if not poll.is_active or (poll.expires_at is not null and poll.expires_at <= now()) then
    raise exception using message = 'This poll is no longer active', errcode = 'PT409';
  end if;

  select * into participant from public.participants as pa where pa.poll_id = poll.id and pa.user_id = caller_id;
  if found then
    return private.participant_json(participant);
  end if;
  if exists (select 1 from private.removed_participants as r where r.poll_id = poll.id and r.user_id = caller_id) then
    raise exception using message = 'The host removed you from this poll', errcode = '42501';
  end if;
  if poll.accounts_only
     and (select u.is_anonymous from auth.users as u where u.id = caller_id) is distinct from false then
    raise exception using message = 'Sign in with an account to join this poll', errcode = '42501';
  end if;

  lock_key := hashtextextended('join_poll:' || poll.id::text, 0);
  begin
    perform pg_advisory_xact_lock_shared(lock_key);
    if private.participant_count(poll.id) + current_setting('max_connections')::integer >= poll.max_participants then
      -- Near the cap: roll this block back, which releases the shared lock, and count exactly below.
      raise exception using errcode = 'RJ001';
    end if;
  exception when sqlstate 'RJ001' then
    exact := true;
  end;
  if exact then
    perform pg_advisory_xact_lock(lock_key);
    if private.participant_count(poll.id) >= poll.max_participants then
      raise exception using message = format('This poll is full: it admits at most %s participants', poll.max_participants),
                            errcode = 'PT409';
    end if;
  end if;

  insert into public.participants (poll_id, user_id, name)
  values (poll.id, caller_id, coalesce(clean_name, 'Anonymous Participant'))
  on conflict on constraint participants_poll_id_user_id_key do nothing
  returning * into participant;
  if participant.id is null then
    select * into participant from public.participants as pa where pa.poll_id = poll.id and pa.user_id = caller_id;
  end if;
  return private.participant_json(participant);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.join_poll(poll_id text, name text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.join_poll(poll_id text, name text) TO authenticated, service_role;

-- public.remove_participant(poll_id text, participant_id text): last defined in supabase/migrations/20261123100300_participation_rules.sql
CREATE OR REPLACE FUNCTION public.remove_participant(poll_id text, participant_id text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller_id uuid := private.require_user_id();
  poll public.polls;
  participant public.participants;
begin
  select * into poll from public.polls as p where p.id = private.poll_id_from(remove_participant.poll_id) for update;
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  if poll.created_by <> caller_id then
    raise exception using message = 'Only the host can remove participants', errcode = '42501';
  end if;
  if poll.status <> 'waiting' then
    raise exception using message = 'Participants can only be removed before voting starts', errcode = 'PT409';
  end if;
  if remove_participant.participant_id is not null
     and remove_participant.participant_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    select * into participant from public.participants as pa
     where pa.id = remove_participant.participant_id::uuid and pa.poll_id = poll.id;
  end if;
  if participant.id is null then
    raise exception using message = 'Participant not found', errcode = 'PT404';
  end if;

  insert into private.removed_participants (poll_id, user_id) values (poll.id, participant.user_id)
  on conflict do nothing;
  delete from public.participants as pa where pa.id = participant.id;
  perform realtime.send(
    jsonb_build_object('pollId', poll.id, 'participantId', participant.id),
    'participant_removed', 'poll:' || poll.id, true);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.remove_participant(poll_id text, participant_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.remove_participant(poll_id text, participant_id text) TO authenticated, service_role;

-- public.resolve_join_code(code text): last defined in supabase/migrations/20261125120000_join_code_limits_atomic.sql
CREATE OR REPLACE FUNCTION public.resolve_join_code(code text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller_id uuid := auth.uid();
  clean text := private.normalize_join_code(resolve_join_code.code);
  hit public.polls;
  answer jsonb;
  miss integer;
  counted integer;
begin
  if char_length(clean) <> 6 or clean !~ ('^[' || private.join_code_alphabet() || ']{6}$') then
    raise exception using message = 'A join code has 6 letters and digits', errcode = '22023';
  end if;
  select * into hit from public.polls as p where p.join_code = clean and p.status <> 'completed';
  if hit.id is not null then
    miss := 0;
    answer := jsonb_build_object('pollId', hit.id, 'joinCode', clean, 'poll', private.poll_json(hit));
  else
    miss := 1;
    answer := jsonb_build_object('pollId', null, 'joinCode', clean,
      'message', 'No open poll has the code ' || clean || '. Check the code, or ask the host for the link.');
  end if;

  if caller_id is null then
    insert into private.join_code_misses_without_session as m (only_row, window_started_at, misses)
    values (true, now(), miss)
    on conflict (only_row) do update
      set window_started_at = case when m.window_started_at > now() - interval '1 minute' then m.window_started_at else now() end,
          misses = case when m.window_started_at > now() - interval '1 minute' then m.misses + miss else miss end
    returning m.misses into counted;
    -- A miss is answered while its own count is within 100; a hit while fewer than 100 misses were counted.
    if counted > 100 - 1 + miss then
      raise exception using message = 'Too many wrong codes without a session. Sign in and try again.', errcode = 'PT429';
    end if;
  else
    insert into private.join_code_misses as m (user_id, window_started_at, misses)
    values (caller_id, now(), miss)
    on conflict (user_id) do update
      set window_started_at = case when m.window_started_at > now() - interval '10 minutes' then m.window_started_at else now() end,
          misses = case when m.window_started_at > now() - interval '10 minutes' then m.misses + miss else miss end
    returning m.misses into counted;
    if counted > 10 - 1 + miss then
      raise exception using message = 'Too many wrong codes. Please wait a few minutes and try again.', errcode = 'PT429';
    end if;
  end if;
  return answer;
end
$function$;
REVOKE EXECUTE ON FUNCTION public.resolve_join_code(code text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.resolve_join_code(code text) TO anon, authenticated, service_role;

-- public.submit_vote(poll_id text, ranking text[], participant_id text): last defined in supabase/migrations/20261123100300_participation_rules.sql
CREATE OR REPLACE FUNCTION public.submit_vote(poll_id text, ranking text[], participant_id text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller_id uuid := private.require_user_id();
  poll public.polls;
  participant public.participants;
  option_ids text[];
begin
  -- Shares the lock update_poll_status takes: a vote racing the end of voting either commits before
  -- the status changes or waits and then sees "completed". No ballot lands after the end.
  select * into poll from public.polls as p where p.id = private.poll_id_from(submit_vote.poll_id) for share;
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  if poll.status <> 'voting' then
    raise exception using message = 'Voting is not currently open for this poll', errcode = 'PT409';
  end if;
  if poll.expires_at is not null and poll.expires_at <= now() then
    raise exception using message = 'Voting has closed: the closing time of this poll has passed', errcode = 'PT409';
  end if;

  select * into participant from public.participants as pa
   where pa.poll_id = poll.id and pa.user_id = caller_id
   for update;
  if not found
     or (submit_vote.participant_id is not null and participant.id::text <> lower(submit_vote.participant_id)) then
    raise exception using message = 'Join this poll before voting', errcode = 'PT409';
  end if;
  if participant.has_voted then
    raise exception using message = 'You have already voted in this poll', errcode = 'PT409';
  end if;

  if coalesce(cardinality(submit_vote.ranking), 0) = 0 then
    raise exception using message = 'A ballot must rank every option of this poll exactly once', errcode = '22023';
  end if;
  if array_ndims(submit_vote.ranking) <> 1 or array_lower(submit_vote.ranking, 1) <> 1 then
    raise exception using message = 'A ranking must be a plain list of option ids, first choice first',
                          errcode = '22023';
  end if;
  if array_position(submit_vote.ranking, null) is not null then
    raise exception using message = 'A ranking cannot hold empty entries', errcode = '22023';
  end if;
  select array_agg(o.id order by o.position) into option_ids from public.poll_options as o where o.poll_id = poll.id;
  if cardinality(submit_vote.ranking) <= 1000 and exists (
       select 1 from unnest(submit_vote.ranking) as r (option_id) group by r.option_id having count(*) > 1) then
    raise exception using message = 'Each option can be ranked only once', errcode = '22023';
  end if;
  if cardinality(submit_vote.ranking) > 1000 or exists (
       select 1 from unnest(submit_vote.ranking) as r (option_id) where r.option_id <> all (option_ids)) then
    raise exception using message = 'The ranking holds an option that is not in this poll', errcode = '22023';
  end if;
  if not private.ranking_is_complete(poll.id, submit_vote.ranking) then
    raise exception using message = 'A ballot must rank every option of this poll exactly once', errcode = '22023';
  end if;

  insert into public.ballots as b (poll_id, ranking, ballot_count)
  values (poll.id, submit_vote.ranking, 1)
  on conflict on constraint ballots_pkey do update set ballot_count = b.ballot_count + 1;

  update public.participants as pa set has_voted = true where pa.id = participant.id;
  return jsonb_build_object('pollId', poll.id, 'participantId', participant.id, 'hasVoted', true);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.submit_vote(poll_id text, ranking text[], participant_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.submit_vote(poll_id text, ranking text[], participant_id text) TO authenticated, service_role;

-- public.update_poll_settings(poll_id text, max_participants integer, accounts_only boolean): last defined in supabase/migrations/20261123100200_poll_limits.sql
CREATE OR REPLACE FUNCTION public.update_poll_settings(poll_id text, max_participants integer DEFAULT NULL::integer, accounts_only boolean DEFAULT NULL::boolean)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
REVOKE EXECUTE ON FUNCTION public.update_poll_settings(poll_id text, max_participants integer, accounts_only boolean) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.update_poll_settings(poll_id text, max_participants integer, accounts_only boolean) TO authenticated, service_role;

-- public.update_poll_status(poll_id text, status text): last defined in supabase/migrations/20261123100200_poll_limits.sql
CREATE OR REPLACE FUNCTION public.update_poll_status(poll_id text, status text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
REVOKE EXECUTE ON FUNCTION public.update_poll_status(poll_id text, status text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.update_poll_status(poll_id text, status text) TO authenticated, service_role;

-- public.update_profile(username text): last defined in supabase/migrations/20261123100000_text_rules.sql
CREATE OR REPLACE FUNCTION public.update_profile(username text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller_id uuid := private.require_user_id();
  new_username text := coalesce(private.clean_text(update_profile.username, 'Username', 50), '');
  profile public.profiles;
begin
  if new_username = '' then
    raise exception using message = 'Username cannot be empty', errcode = '22023';
  end if;
  update public.profiles as p set username = new_username where p.id = caller_id returning * into profile;
  if not found then
    raise exception using message = 'User not found', errcode = 'PT404';
  end if;
  return private.profile_json(profile);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.update_profile(username text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.update_profile(username text) TO authenticated, service_role;

-- private.assign_join_code(): last defined in supabase/migrations/20261123190000_join_codes.sql
CREATE OR REPLACE FUNCTION private.assign_join_code()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.join_code is null then
    new.join_code := private.unused_join_code();
  end if;
  return new;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.assign_join_code() FROM PUBLIC;

-- private.broadcast_participant_joined(): last defined in supabase/migrations/20261122071700_lobby_realtime.sql
CREATE OR REPLACE FUNCTION private.broadcast_participant_joined()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform realtime.send(
    jsonb_build_object('participant', private.participant_json(new)),
    'participant_joined', 'poll:' || new.poll_id, true);
  return null;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.broadcast_participant_joined() FROM PUBLIC;

-- private.broadcast_participant_voted(): last defined in supabase/migrations/20261122071700_lobby_realtime.sql
CREATE OR REPLACE FUNCTION private.broadcast_participant_voted()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform realtime.send(
    jsonb_build_object('pollId', new.poll_id, 'participantId', new.id),
    'participant_voted', 'poll:' || new.poll_id, true);
  return null;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.broadcast_participant_voted() FROM PUBLIC;

-- private.broadcast_poll_deleted(): last defined in supabase/migrations/20261122071700_lobby_realtime.sql
CREATE OR REPLACE FUNCTION private.broadcast_poll_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform realtime.send(jsonb_build_object('pollId', old.id), 'poll_deleted', 'poll:' || old.id, true);
  return null;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.broadcast_poll_deleted() FROM PUBLIC;

-- private.broadcast_public_poll_deleted(): last defined in supabase/migrations/20261123120000_public_poll_summary.sql
CREATE OR REPLACE FUNCTION private.broadcast_public_poll_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform realtime.send(jsonb_build_object('pollId', old.id), 'poll_deleted', 'poll-public:' || old.id, false);
  return null;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.broadcast_public_poll_deleted() FROM PUBLIC;

-- private.broadcast_public_status_changed(): last defined in supabase/migrations/20261123120000_public_poll_summary.sql
CREATE OR REPLACE FUNCTION private.broadcast_public_status_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform realtime.send(jsonb_build_object('pollId', new.id, 'status', new.status),
                        'status_changed', 'poll-public:' || new.id, false);
  return null;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.broadcast_public_status_changed() FROM PUBLIC;

-- private.broadcast_public_votes_cast(): last defined in supabase/migrations/20261123120000_public_poll_summary.sql
CREATE OR REPLACE FUNCTION private.broadcast_public_votes_cast()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform realtime.send(
    jsonb_build_object('pollId', new.poll_id,
                       'totalVotes', (select coalesce(sum(b.ballot_count), 0) from public.ballots as b where b.poll_id = new.poll_id)),
    'votes_cast', 'poll-public:' || new.poll_id, false);
  return null;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.broadcast_public_votes_cast() FROM PUBLIC;

-- private.broadcast_status_changed(): last defined in supabase/migrations/20261122071700_lobby_realtime.sql
CREATE OR REPLACE FUNCTION private.broadcast_status_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform realtime.send(
    jsonb_build_object('pollId', new.id, 'status', new.status, 'isActive', new.is_active,
                       'updatedAt', private.iso(new.updated_at)),
    'status_changed', 'poll:' || new.id, true);
  return null;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.broadcast_status_changed() FROM PUBLIC;

-- private.can_receive_poll_events(topic text): last defined in supabase/migrations/20261122071700_lobby_realtime.sql
CREATE OR REPLACE FUNCTION private.can_receive_poll_events(topic text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if topic is null or topic !~* '^poll:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  return private.is_poll_member(substr(topic, 6)::uuid);
end
$function$;
REVOKE EXECUTE ON FUNCTION private.can_receive_poll_events(topic text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.can_receive_poll_events(topic text) TO authenticated;

-- private.check_ballot_ranking(): last defined in supabase/migrations/20261123100100_ballot_shape.sql
CREATE OR REPLACE FUNCTION private.check_ballot_ranking()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not private.ranking_is_complete(new.poll_id, new.ranking) then
    raise exception using message = 'A ballot must rank every option of this poll exactly once', errcode = '22023';
  end if;
  if (select p.status from public.polls as p where p.id = new.poll_id) is distinct from 'voting' then
    raise exception using message = 'Voting is not currently open for this poll', errcode = 'PT409';
  end if;
  return new;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.check_ballot_ranking() FROM PUBLIC;

-- private.check_max_participants(value integer): last defined in supabase/migrations/20261123100200_poll_limits.sql
CREATE OR REPLACE FUNCTION private.check_max_participants(value integer)
 RETURNS void
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  if value is not null and (value < 1 or value > 100000) then
    raise exception using message = 'The participant limit must be between 1 and 100,000', errcode = '22023';
  end if;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.check_max_participants(value integer) FROM PUBLIC;

-- private.clean_text(value text, field text, max_length integer, multiline boolean): last defined in supabase/migrations/20261123100000_text_rules.sql
CREATE OR REPLACE FUNCTION private.clean_text(value text, field text, max_length integer, multiline boolean DEFAULT false)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
declare
  cleaned text;
begin
  if value is null then
    return null;
  end if;
  cleaned := private.trim_text(normalize(value, nfc));
  if private.has_forbidden_characters(cleaned, multiline) then
    raise exception using
      message = format('%s must not contain control characters or invisible formatting characters', field),
      detail = 'Zero-width, bidirectional-override and other control characters are refused.',
      errcode = '22023';
  end if;
  if char_length(cleaned) > max_length then
    raise exception using message = format('%s must be %s characters or less', field, max_length), errcode = '22023';
  end if;
  return cleaned;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.clean_text(value text, field text, max_length integer, multiline boolean) FROM PUBLIC;

-- private.count_participants_change(): last defined in supabase/migrations/20261123220000_parallel_joins.sql
CREATE OR REPLACE FUNCTION private.count_participants_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' then
    insert into private.poll_participant_counts as c (poll_id, shard, participants)
    values (new.poll_id, pg_backend_pid() % 64, 1)
    on conflict (poll_id, shard) do update set participants = c.participants + 1;
  else
    -- Any of the poll's counters will do: only their sum means something. None left: the poll itself is
    -- being deleted (its counters go with it).
    update private.poll_participant_counts as c set participants = c.participants - 1
     where c.poll_id = old.poll_id
       and c.shard = (select min(c2.shard) from private.poll_participant_counts as c2 where c2.poll_id = old.poll_id);
  end if;
  return null;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.count_participants_change() FROM PUBLIC;

-- private.create_profile_for_user(): last defined in supabase/migrations/20261122071300_profile_functions.sql
CREATE OR REPLACE FUNCTION private.create_profile_for_user()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
REVOKE EXECUTE ON FUNCTION private.create_profile_for_user() FROM PUBLIC;

-- private.has_forbidden_characters(value text, multiline boolean): last defined in supabase/migrations/20261123100000_text_rules.sql
CREATE OR REPLACE FUNCTION private.has_forbidden_characters(value text, multiline boolean DEFAULT false)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select value ~ (
      case when multiline then '[\u0001-\u0008\u000B\u000C\u000E-\u001F' else '[\u0001-\u001F' end
      || '\u007F-\u009F\u00AD\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u180E\u200B\u200E\u200F'
      || '\u2028-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB\U000110BD\U000110CD'
      || '\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0001\U000E0020-\U000E007F]'
      || '|[\s\u00A0\u1680\u2000-\u200D\u202F\u205F\u3000][\u200C\u200D]|[\u200C\u200D][\s\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]'
      || '|^[\u200C\u200D]|[\u200C\u200D]$')
$function$;
REVOKE EXECUTE ON FUNCTION private.has_forbidden_characters(value text, multiline boolean) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.has_forbidden_characters(value text, multiline boolean) TO service_role;

-- private.initial_username(metadata jsonb, email text): last defined in supabase/migrations/20261123100000_text_rules.sql
CREATE OR REPLACE FUNCTION private.initial_username(metadata jsonb, email text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(
    nullif(private.sanitize_text(metadata ->> 'username', 50), ''),
    nullif(private.sanitize_text(split_part(coalesce(email, ''), '@', 1), 50), ''),
    'user')
$function$;
REVOKE EXECUTE ON FUNCTION private.initial_username(metadata jsonb, email text) FROM PUBLIC;

-- private.is_clean_text(value text, multiline boolean): last defined in supabase/migrations/20261123100000_text_rules.sql
CREATE OR REPLACE FUNCTION private.is_clean_text(value text, multiline boolean DEFAULT false)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select value is nfc normalized
     and value = private.trim_text(value)
     and not private.has_forbidden_characters(value, multiline)
$function$;
REVOKE EXECUTE ON FUNCTION private.is_clean_text(value text, multiline boolean) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.is_clean_text(value text, multiline boolean) TO service_role;

-- private.is_poll_host(target_poll uuid): last defined in supabase/migrations/20261122071100_private_helpers.sql
CREATE OR REPLACE FUNCTION private.is_poll_host(target_poll uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (select 1 from public.polls as p where p.id = target_poll and p.created_by = auth.uid())
$function$;
REVOKE EXECUTE ON FUNCTION private.is_poll_host(target_poll uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.is_poll_host(target_poll uuid) TO authenticated;

-- private.is_poll_member(target_poll uuid): last defined in supabase/migrations/20261122071100_private_helpers.sql
CREATE OR REPLACE FUNCTION private.is_poll_member(target_poll uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (select 1 from public.polls as p where p.id = target_poll and p.created_by = auth.uid())
      or exists (select 1 from public.participants as pa where pa.poll_id = target_poll and pa.user_id = auth.uid())
$function$;
REVOKE EXECUTE ON FUNCTION private.is_poll_member(target_poll uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.is_poll_member(target_poll uuid) TO authenticated;

-- private.iso(ts timestamp with time zone): last defined in supabase/migrations/20261122071100_private_helpers.sql
CREATE OR REPLACE FUNCTION private.iso(ts timestamp with time zone)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select to_char(ts at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$function$;
REVOKE EXECUTE ON FUNCTION private.iso(ts timestamp with time zone) FROM PUBLIC;

-- private.join_code_alphabet(): last defined in supabase/migrations/20261123190000_join_codes.sql
CREATE OR REPLACE FUNCTION private.join_code_alphabet()
 RETURNS text
 LANGUAGE sql
 IMMUTABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
$function$;
REVOKE EXECUTE ON FUNCTION private.join_code_alphabet() FROM PUBLIC;

-- private.normalize_join_code(raw text): last defined in supabase/migrations/20261123190000_join_codes.sql
CREATE OR REPLACE FUNCTION private.normalize_join_code(raw text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select upper(regexp_replace(coalesce(raw, ''), '[\s-]', '', 'g'))
$function$;
REVOKE EXECUTE ON FUNCTION private.normalize_join_code(raw text) FROM PUBLIC;

-- private.option_key(value text): last defined in supabase/migrations/20261123100000_text_rules.sql
CREATE OR REPLACE FUNCTION private.option_key(value text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select lower(regexp_replace(value, '[\u200C\u200D]', '', 'g'))
$function$;
REVOKE EXECUTE ON FUNCTION private.option_key(value text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.option_key(value text) TO service_role;

-- private.participant_count(poll_id uuid): last defined in supabase/migrations/20261123220000_parallel_joins.sql
CREATE OR REPLACE FUNCTION private.participant_count(poll_id uuid)
 RETURNS integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(sum(c.participants), 0)::integer from private.poll_participant_counts as c
   where c.poll_id = participant_count.poll_id
$function$;
REVOKE EXECUTE ON FUNCTION private.participant_count(poll_id uuid) FROM PUBLIC;

-- private.participant_json(participant public.participants): last defined in supabase/migrations/20261122071500_participation_functions.sql
CREATE OR REPLACE FUNCTION private.participant_json(participant public.participants)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'id', participant.id,
    'pollId', participant.poll_id,
    'name', participant.name,
    'joinedAt', private.iso(participant.joined_at),
    'hasVoted', participant.has_voted
  )
$function$;
REVOKE EXECUTE ON FUNCTION private.participant_json(participant public.participants) FROM PUBLIC;

-- private.poll_id_from(raw text): last defined in supabase/migrations/20261122071100_private_helpers.sql
CREATE OR REPLACE FUNCTION private.poll_id_from(raw text)
 RETURNS uuid
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  if raw is null or raw !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    raise exception using message = 'Poll not found', errcode = 'PT404';
  end if;
  return raw::uuid;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.poll_id_from(raw text) FROM PUBLIC;

-- private.poll_json(poll public.polls): last defined in supabase/migrations/20261123220000_parallel_joins.sql
CREATE OR REPLACE FUNCTION private.poll_json(poll public.polls)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
    'participantCount', private.participant_count(poll.id),
    'expiresAt', private.iso(poll.expires_at),
    'maxParticipants', poll.max_participants,
    'accountsOnly', poll.accounts_only
  )
$function$;
REVOKE EXECUTE ON FUNCTION private.poll_json(poll public.polls) FROM PUBLIC;

-- private.profile_json(profile public.profiles): last defined in supabase/migrations/20261122071300_profile_functions.sql
CREATE OR REPLACE FUNCTION private.profile_json(profile public.profiles)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'id', profile.id,
    'email', profile.email,
    'username', profile.username,
    'createdAt', private.iso(profile.created_at),
    'lastSignInAt', (select private.iso(u.last_sign_in_at) from auth.users as u where u.id = profile.id)
  )
$function$;
REVOKE EXECUTE ON FUNCTION private.profile_json(profile public.profiles) FROM PUBLIC;

-- private.random_join_code(): last defined in supabase/migrations/20261123190000_join_codes.sql
CREATE OR REPLACE FUNCTION private.random_join_code()
 RETURNS text
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select string_agg(substr(private.join_code_alphabet(), get_byte(b.bytes, i) % 32 + 1, 1), '' order by i)
    from (select uuid_send(gen_random_uuid()) as bytes) as b, generate_series(0, 5) as i
$function$;
REVOKE EXECUTE ON FUNCTION private.random_join_code() FROM PUBLIC;

-- private.ranking_is_complete(target_poll uuid, ranking text[]): last defined in supabase/migrations/20261123100100_ballot_shape.sql
CREATE OR REPLACE FUNCTION private.ranking_is_complete(target_poll uuid, ranking text[])
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select case
    when ranking is null or array_ndims(ranking) is distinct from 1 or array_lower(ranking, 1) <> 1
         or cardinality(ranking) > 100 then false
    when array_position(ranking, null) is not null then false
    else coalesce(
      (select array_agg(r.option_id collate "C" order by r.option_id collate "C") from unnest(ranking) as r (option_id))
        = (select array_agg(o.id collate "C" order by o.id collate "C") from public.poll_options as o where o.poll_id = target_poll),
      false)
  end
$function$;
REVOKE EXECUTE ON FUNCTION private.ranking_is_complete(target_poll uuid, ranking text[]) FROM PUBLIC;

-- private.require_user_id(): last defined in supabase/migrations/20261122071100_private_helpers.sql
CREATE OR REPLACE FUNCTION private.require_user_id()
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  user_id uuid := auth.uid();
begin
  if user_id is null then
    raise exception using message = 'You must be signed in to do this', errcode = '42501';
  end if;
  return user_id;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.require_user_id() FROM PUBLIC;

-- private.sanitize_text(value text, max_length integer, multiline boolean): last defined in supabase/migrations/20261123100000_text_rules.sql
CREATE OR REPLACE FUNCTION private.sanitize_text(value text, max_length integer, multiline boolean DEFAULT false)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
declare
  cleaned text;
  cut integer := max_length;
  forbidden text := case when multiline then '[\u0001-\u0008\u000B\u000C\u000E-\u001F' else '[\u0001-\u001F' end
    || '\u007F-\u009F\u00AD\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u180E\u200B\u200E\u200F'
    || '\u2028-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB\U000110BD\U000110CD'
    || '\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0001\U000E0020-\U000E007F]';
begin
  if value is null then
    return '';
  end if;
  cleaned := private.trim_text(regexp_replace(normalize(value, nfc), forbidden, '', 'g'));
  if private.has_forbidden_characters(cleaned, multiline) then
    cleaned := private.trim_text(regexp_replace(cleaned, '[\u200C\u200D]', '', 'g'));
  end if;
  -- NFC can lengthen a cut text (composition exclusions), so cut until it fits.
  loop
    cleaned := private.trim_text(normalize(left(cleaned, cut), nfc));
    exit when char_length(cleaned) <= max_length or cut <= 0;
    cut := cut - 1;
  end loop;
  if not private.is_clean_text(cleaned, multiline) then
    return '';
  end if;
  return cleaned;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.sanitize_text(value text, max_length integer, multiline boolean) FROM PUBLIC;

-- private.trim_text(value text): last defined in supabase/migrations/20261123100000_text_rules.sql
CREATE OR REPLACE FUNCTION private.trim_text(value text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select regexp_replace(value,
    '^[\s\u0085\u00A0\u1680\u180E\u2000-\u200D\u2028\u2029\u202F\u205F\u2060\u3000\uFEFF]+|[\s\u0085\u00A0\u1680\u180E\u2000-\u200D\u2028\u2029\u202F\u205F\u2060\u3000\uFEFF]+$',
    '', 'g')
$function$;
REVOKE EXECUTE ON FUNCTION private.trim_text(value text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.trim_text(value text) TO service_role;

-- private.unused_join_code(): last defined in supabase/migrations/20261123190000_join_codes.sql
CREATE OR REPLACE FUNCTION private.unused_join_code()
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
REVOKE EXECUTE ON FUNCTION private.unused_join_code() FROM PUBLIC;

-- ====================================================================================================
-- Triggers and policies on Supabase's own tables
-- ====================================================================================================

CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION private.create_profile_for_user();
CREATE TRIGGER on_auth_user_updated AFTER UPDATE OF email, is_anonymous ON auth.users FOR EACH ROW WHEN (old.email::text IS DISTINCT FROM new.email::text OR old.is_anonymous IS DISTINCT FROM new.is_anonymous) EXECUTE FUNCTION private.create_profile_for_user();
CREATE POLICY "hosts and participants receive their poll's lobby events" ON realtime.messages FOR SELECT TO authenticated
  USING (extension = 'broadcast'::text AND private.can_receive_poll_events(( SELECT realtime.topic() AS topic)));
