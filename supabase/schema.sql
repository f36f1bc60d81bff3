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
    WHEN array_ndims(ranking) = 1 AND array_lower(ranking, 1) = 1 AND cardinality(ranking) >= 1 AND cardinality(ranking) <= 100 THEN array_position(ranking, NULL::text) IS NULL AND NOT private.ranking_has_repeats(ranking)
    ELSE false
END),
  CONSTRAINT ballots_poll_id_fkey FOREIGN KEY (poll_id) REFERENCES public.polls(id) ON DELETE CASCADE
);
ALTER TABLE public.ballots ENABLE ROW LEVEL SECURITY;
CREATE TRIGGER ballots_check_ranking BEFORE INSERT OR UPDATE ON public.ballots FOR EACH ROW EXECUTE FUNCTION private.check_ballot_ranking();
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE public.ballots TO service_role;

CREATE TABLE public.participants (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  poll_id uuid NOT NULL,
  user_id uuid NOT NULL,
  name text DEFAULT 'Anonymous Participant'::text NOT NULL,
  joined_at timestamp with time zone DEFAULT now() NOT NULL,
  has_voted boolean DEFAULT false NOT NULL,
  join_order bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  CONSTRAINT participants_pkey PRIMARY KEY (id),
  CONSTRAINT participants_poll_id_user_id_key UNIQUE (poll_id, user_id),
  CONSTRAINT participants_name_clean CHECK (private.is_clean_text(name)),
  CONSTRAINT participants_name_length CHECK (name = btrim(name) AND char_length(name) >= 1 AND char_length(name) <= 50),
  CONSTRAINT participants_name_rules CHECK (name = 'Anonymous Participant'::text OR private.name_problem(name, 'Name'::text) IS NULL),
  CONSTRAINT participants_poll_id_fkey FOREIGN KEY (poll_id) REFERENCES public.polls(id) ON DELETE CASCADE,
  CONSTRAINT participants_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);
CREATE INDEX participants_poll_join_order_idx ON public.participants USING btree (poll_id, join_order);
CREATE INDEX participants_user_idx ON public.participants USING btree (user_id);
ALTER TABLE public.participants ENABLE ROW LEVEL SECURITY;
CREATE POLICY "participants read themselves, hosts read everyone" ON public.participants FOR SELECT TO authenticated
  USING (user_id = (( SELECT auth.uid() AS uid)) OR private.is_poll_host(poll_id));
CREATE TRIGGER participants_count AFTER INSERT OR DELETE ON public.participants FOR EACH ROW EXECUTE FUNCTION private.count_participants_change();
CREATE TRIGGER participants_count_storage BEFORE INSERT ON public.participants FOR EACH ROW EXECUTE FUNCTION private.count_participant_storage();
CREATE TRIGGER participants_lobby_joined AFTER INSERT ON public.participants FOR EACH ROW EXECUTE FUNCTION private.broadcast_participant_joined();
CREATE TRIGGER participants_lobby_voted AFTER UPDATE OF has_voted ON public.participants FOR EACH ROW WHEN (new.has_voted AND NOT old.has_voted) EXECUTE FUNCTION private.broadcast_participant_voted();
CREATE TRIGGER participants_name_rules BEFORE INSERT OR UPDATE OF name ON public.participants FOR EACH ROW EXECUTE FUNCTION private.check_participant_name();
CREATE TRIGGER participants_not_in_session_questions BEFORE INSERT ON public.participants FOR EACH ROW EXECUTE FUNCTION private.refuse_question_participant();
GRANT SELECT ON TABLE public.participants TO authenticated;
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE public.participants TO service_role;

CREATE TABLE public.poll_audit (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  poll_id uuid NOT NULL,
  at timestamp with time zone DEFAULT now() NOT NULL,
  actor uuid,
  action text NOT NULL,
  details jsonb DEFAULT '{}'::jsonb NOT NULL,
  CONSTRAINT poll_audit_pkey PRIMARY KEY (id),
  CONSTRAINT poll_audit_action_kind CHECK (action = ANY (ARRAY['created'::text, 'list_changed'::text, 'codes_issued'::text, 'codes_revoked'::text, 'voting_opened'::text, 'voting_closed'::text, 'participant_removed'::text, 'ballots_published'::text])),
  CONSTRAINT poll_audit_poll_id_fkey FOREIGN KEY (poll_id) REFERENCES public.polls(id) ON DELETE CASCADE
);
CREATE INDEX poll_audit_poll_idx ON public.poll_audit USING btree (poll_id, id);
ALTER TABLE public.poll_audit ENABLE ROW LEVEL SECURITY;
CREATE POLICY "hosts read their poll's audit trail" ON public.poll_audit FOR SELECT TO authenticated
  USING (private.is_poll_host(poll_id));
CREATE TRIGGER poll_audit_append_only BEFORE DELETE OR UPDATE ON public.poll_audit FOR EACH ROW EXECUTE FUNCTION private.refuse_audit_change();
CREATE TRIGGER poll_audit_no_truncate BEFORE TRUNCATE ON public.poll_audit FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_audit_change();
GRANT SELECT ON TABLE public.poll_audit TO authenticated, service_role;

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
CREATE UNIQUE INDEX poll_options_look_alike_unique ON public.poll_options USING btree (poll_id, private.option_look_alike_key(text));
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
  seats integer DEFAULT 1 NOT NULL,
  min_ranked integer,
  shuffle_ballots boolean DEFAULT true NOT NULL,
  counting_method text DEFAULT 'irv'::text NOT NULL,
  voters text DEFAULT 'anyone'::text NOT NULL,
  trackers boolean DEFAULT false NOT NULL,
  publication text DEFAULT 'none'::text NOT NULL,
  published_at timestamp with time zone,
  published_fingerprint text,
  CONSTRAINT polls_pkey PRIMARY KEY (id),
  CONSTRAINT polls_category_clean CHECK (private.is_clean_text(category)),
  CONSTRAINT polls_category_length CHECK (category = btrim(category) AND char_length(category) <= 50),
  CONSTRAINT polls_completed_is_inactive CHECK (status <> 'completed'::public.poll_status OR NOT is_active),
  CONSTRAINT polls_counting_method_known CHECK (counting_method = ANY (ARRAY['irv'::text, 'schulze'::text, 'ranked-pairs'::text, 'minimax'::text, 'copeland'::text, 'borda'::text, 'plurality'::text])),
  CONSTRAINT polls_counting_method_seats CHECK (counting_method = 'irv'::text OR seats = 1),
  CONSTRAINT polls_description_clean CHECK (private.is_clean_text(description, true)),
  CONSTRAINT polls_description_length CHECK (description = btrim(description) AND char_length(description) <= 2000),
  CONSTRAINT polls_expires_at_finite CHECK (expires_at IS NULL OR isfinite(expires_at)),
  CONSTRAINT polls_join_code_format CHECK (join_code ~ '^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$'::text),
  CONSTRAINT polls_max_participants_range CHECK (max_participants >= 1 AND max_participants <= 100000),
  CONSTRAINT polls_min_ranked_range CHECK (min_ranked IS NULL OR min_ranked >= 1 AND min_ranked <= 100),
  CONSTRAINT polls_publication_kind CHECK (publication = ANY (ARRAY['none'::text, 'participants'::text, 'everyone'::text])),
  CONSTRAINT polls_published_fingerprint_format CHECK (published_fingerprint IS NULL OR published_fingerprint ~ '^[0-9a-f]{64}$'::text),
  CONSTRAINT polls_seats_range CHECK (seats >= 1 AND seats <= 99),
  CONSTRAINT polls_title_clean CHECK (private.is_clean_text(title)),
  CONSTRAINT polls_title_length CHECK (title = btrim(title) AND char_length(title) >= 1 AND char_length(title) <= 200),
  CONSTRAINT polls_voters_kind CHECK (voters = ANY (ARRAY['anyone'::text, 'accounts'::text, 'list'::text])),
  CONSTRAINT polls_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE CASCADE
);
CREATE INDEX polls_created_by_idx ON public.polls USING btree (created_by, created_at DESC);
CREATE UNIQUE INDEX polls_open_join_code_key ON public.polls USING btree (join_code) WHERE (status <> 'completed'::public.poll_status);
ALTER TABLE public.polls ENABLE ROW LEVEL SECURITY;
CREATE POLICY "hosts and participants read the poll" ON public.polls FOR SELECT TO authenticated
  USING (private.is_poll_member(id));
CREATE TRIGGER polls_add_room_summary AFTER INSERT ON public.polls FOR EACH ROW EXECUTE FUNCTION private.add_room_summary();
CREATE TRIGGER polls_assign_join_code BEFORE INSERT ON public.polls FOR EACH ROW EXECUTE FUNCTION private.assign_join_code();
CREATE TRIGGER polls_audit_created AFTER INSERT ON public.polls FOR EACH ROW EXECUTE FUNCTION private.audit_poll_change();
CREATE TRIGGER polls_audit_status AFTER UPDATE OF status ON public.polls FOR EACH ROW WHEN (old.status IS DISTINCT FROM new.status) EXECUTE FUNCTION private.audit_poll_change();
CREATE TRIGGER polls_broadcast_deleted AFTER DELETE ON public.polls FOR EACH ROW EXECUTE FUNCTION private.broadcast_poll_deleted();
CREATE TRIGGER polls_broadcast_public_deleted AFTER DELETE ON public.polls FOR EACH ROW EXECUTE FUNCTION private.broadcast_public_poll_deleted();
CREATE TRIGGER polls_broadcast_public_status AFTER UPDATE OF status ON public.polls FOR EACH ROW WHEN (old.status IS DISTINCT FROM new.status) EXECUTE FUNCTION private.broadcast_public_status_changed();
CREATE TRIGGER polls_broadcast_status AFTER UPDATE OF status ON public.polls FOR EACH ROW WHEN (old.status IS DISTINCT FROM new.status) EXECUTE FUNCTION private.broadcast_status_changed();
CREATE TRIGGER polls_question_delete_by_session BEFORE DELETE ON public.polls FOR EACH ROW EXECUTE FUNCTION private.refuse_question_delete();
CREATE TRIGGER polls_question_status_follows_session BEFORE UPDATE OF status ON public.polls FOR EACH ROW EXECUTE FUNCTION private.keep_question_status();
CREATE TRIGGER polls_room_epoch AFTER INSERT ON public.polls FOR EACH ROW EXECUTE FUNCTION private.create_room_epoch();
CREATE TRIGGER polls_sync_voters BEFORE INSERT OR UPDATE OF voters, accounts_only ON public.polls FOR EACH ROW EXECUTE FUNCTION private.sync_poll_voters();
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
  CONSTRAINT profiles_username_rules CHECK (private.name_problem(username, 'Username'::text) IS NULL),
  CONSTRAINT profiles_id_fkey FOREIGN KEY (id) REFERENCES auth.users(id) ON DELETE CASCADE
);
ALTER TABLE public.profiles ENABLE ROW LEVEL SECURITY;
CREATE POLICY "users read their own profile" ON public.profiles FOR SELECT TO authenticated
  USING (id = (( SELECT auth.uid() AS uid)));
GRANT SELECT ON TABLE public.profiles TO authenticated;
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE public.profiles TO service_role;

CREATE TABLE public.session_cohosts (
  session_id uuid NOT NULL,
  added_at timestamp with time zone DEFAULT now() NOT NULL,
  email text NOT NULL,
  CONSTRAINT session_cohosts_pkey PRIMARY KEY (session_id, email),
  CONSTRAINT session_cohosts_email_form CHECK (email = lower(btrim(email)) AND char_length(email) <= 320 AND email ~ '^[^@[:space:]]+@[^@[:space:]]+$'::text),
  CONSTRAINT session_cohosts_session_id_fkey FOREIGN KEY (session_id) REFERENCES public.sessions(id) ON DELETE CASCADE
);
CREATE INDEX session_cohosts_email_idx ON public.session_cohosts USING btree (email);
ALTER TABLE public.session_cohosts ENABLE ROW LEVEL SECURITY;
CREATE POLICY "the host reads the co-hosts, a co-host reads themselves" ON public.session_cohosts FOR SELECT TO authenticated
  USING (email = (( SELECT private.caller_email() AS caller_email)) OR private.session_role(session_id) = 'host'::text);
GRANT SELECT ON TABLE public.session_cohosts TO authenticated;
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE public.session_cohosts TO service_role;

CREATE TABLE public.session_participants (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  session_id uuid NOT NULL,
  user_id uuid NOT NULL,
  name text DEFAULT 'Anonymous Participant'::text NOT NULL,
  joined_at timestamp with time zone DEFAULT now() NOT NULL,
  join_order bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  CONSTRAINT session_participants_pkey PRIMARY KEY (id),
  CONSTRAINT session_participants_session_user_key UNIQUE (session_id, user_id),
  CONSTRAINT session_participants_name_clean CHECK (private.is_clean_text(name)),
  CONSTRAINT session_participants_name_length CHECK (name = btrim(name) AND char_length(name) >= 1 AND char_length(name) <= 50),
  CONSTRAINT session_participants_name_rules CHECK (name = 'Anonymous Participant'::text OR private.name_problem(name, 'Name'::text) IS NULL),
  CONSTRAINT session_participants_session_id_fkey FOREIGN KEY (session_id) REFERENCES public.sessions(id) ON DELETE CASCADE,
  CONSTRAINT session_participants_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);
CREATE INDEX session_participants_joined_idx ON public.session_participants USING btree (session_id, joined_at);
CREATE INDEX session_participants_user_idx ON public.session_participants USING btree (user_id);
ALTER TABLE public.session_participants ENABLE ROW LEVEL SECURITY;
CREATE POLICY "participants read themselves, hosts and co-hosts read everyone" ON public.session_participants FOR SELECT TO authenticated
  USING (user_id = (( SELECT auth.uid() AS uid)) OR private.is_session_driver(session_id));
CREATE TRIGGER session_participants_count_storage BEFORE INSERT ON public.session_participants FOR EACH ROW EXECUTE FUNCTION private.count_session_join_storage();
CREATE TRIGGER session_participants_name_rules BEFORE INSERT OR UPDATE OF name ON public.session_participants FOR EACH ROW EXECUTE FUNCTION private.check_participant_name();
CREATE TRIGGER session_participants_push_summary AFTER INSERT ON public.session_participants FOR EACH ROW EXECUTE FUNCTION private.session_joined_push();
GRANT SELECT ON TABLE public.session_participants TO authenticated;
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE public.session_participants TO service_role;

CREATE TABLE public.session_questions (
  poll_id uuid NOT NULL,
  session_id uuid NOT NULL,
  "position" integer NOT NULL,
  voting text DEFAULT 'not_started'::text NOT NULL,
  results_shown boolean DEFAULT false NOT NULL,
  revealed_at timestamp with time zone,
  CONSTRAINT session_questions_pkey PRIMARY KEY (poll_id),
  CONSTRAINT session_questions_position_key UNIQUE (session_id, "position") DEFERRABLE INITIALLY DEFERRED,
  CONSTRAINT session_questions_session_poll_key UNIQUE (session_id, poll_id),
  CONSTRAINT session_questions_shown_after_close CHECK (NOT results_shown OR voting = 'closed'::text),
  CONSTRAINT session_questions_shown_is_revealed CHECK (NOT results_shown OR revealed_at IS NOT NULL),
  CONSTRAINT session_questions_voting_values CHECK (voting = ANY (ARRAY['not_started'::text, 'open'::text, 'closed'::text])),
  CONSTRAINT session_questions_poll_id_fkey FOREIGN KEY (poll_id) REFERENCES public.polls(id) ON DELETE CASCADE,
  CONSTRAINT session_questions_session_id_fkey FOREIGN KEY (session_id) REFERENCES public.sessions(id) ON DELETE CASCADE
);
ALTER TABLE public.session_questions ENABLE ROW LEVEL SECURITY;
CREATE POLICY "hosts read every question, participants the shown ones" ON public.session_questions FOR SELECT TO authenticated
  USING (private.can_see_session_question(poll_id));
CREATE TRIGGER session_questions_public_changed AFTER UPDATE OF voting, results_shown ON public.session_questions FOR EACH ROW WHEN (old.voting IS DISTINCT FROM new.voting OR old.results_shown IS DISTINCT FROM new.results_shown) EXECUTE FUNCTION private.broadcast_public_question_changed();
GRANT SELECT ON TABLE public.session_questions TO authenticated;
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE public.session_questions TO service_role;

CREATE TABLE public.sessions (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  host_id uuid NOT NULL,
  title text NOT NULL,
  join_code text NOT NULL,
  results_hidden_until_revealed boolean DEFAULT true NOT NULL,
  max_participants integer DEFAULT 1000 NOT NULL,
  current_question_id uuid,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT sessions_pkey PRIMARY KEY (id),
  CONSTRAINT sessions_join_code_format CHECK (join_code ~ '^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$'::text),
  CONSTRAINT sessions_max_participants_range CHECK (max_participants >= 1 AND max_participants <= 100000),
  CONSTRAINT sessions_title_clean CHECK (private.is_clean_text(title)),
  CONSTRAINT sessions_title_length CHECK (title = btrim(title) AND char_length(title) >= 1 AND char_length(title) <= 200),
  CONSTRAINT sessions_current_question_fkey FOREIGN KEY (id, current_question_id) REFERENCES public.session_questions(session_id, poll_id) ON DELETE SET NULL (current_question_id),
  CONSTRAINT sessions_host_id_fkey FOREIGN KEY (host_id) REFERENCES auth.users(id) ON DELETE CASCADE
);
CREATE INDEX sessions_host_idx ON public.sessions USING btree (host_id, created_at DESC);
CREATE UNIQUE INDEX sessions_join_code_key ON public.sessions USING btree (join_code);
ALTER TABLE public.sessions ENABLE ROW LEVEL SECURITY;
CREATE POLICY "session members read the session" ON public.sessions FOR SELECT TO authenticated
  USING (private.is_session_member(id));
CREATE TRIGGER sessions_assign_join_code BEFORE INSERT ON public.sessions FOR EACH ROW EXECUTE FUNCTION private.assign_session_join_code();
CREATE TRIGGER sessions_public_deleted AFTER DELETE ON public.sessions FOR EACH ROW EXECUTE FUNCTION private.broadcast_public_session_deleted();
CREATE TRIGGER sessions_public_moved AFTER UPDATE OF current_question_id, title ON public.sessions FOR EACH ROW WHEN (old.current_question_id IS DISTINCT FROM new.current_question_id OR old.title IS DISTINCT FROM new.title) EXECUTE FUNCTION private.broadcast_public_session_moved();
GRANT SELECT ON TABLE public.sessions TO authenticated;
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE public.sessions TO service_role;

CREATE TABLE public.tracked_ballots (
  poll_id uuid NOT NULL,
  tracker text NOT NULL,
  ranking text[] NOT NULL,
  CONSTRAINT tracked_ballots_pkey PRIMARY KEY (poll_id, tracker),
  CONSTRAINT tracked_ballots_ranking_shape CHECK (
CASE
    WHEN array_ndims(ranking) = 1 AND array_lower(ranking, 1) = 1 AND cardinality(ranking) >= 1 AND cardinality(ranking) <= 100 THEN array_position(ranking, NULL::text) IS NULL AND NOT private.ranking_has_repeats(ranking)
    ELSE false
END),
  CONSTRAINT tracked_ballots_tracker_format CHECK (tracker ~ '^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$'::text),
  CONSTRAINT tracked_ballots_poll_id_fkey FOREIGN KEY (poll_id) REFERENCES public.polls(id) ON DELETE CASCADE
);
ALTER TABLE public.tracked_ballots ENABLE ROW LEVEL SECURITY;
CREATE TRIGGER tracked_ballots_check_ranking BEFORE INSERT OR UPDATE ON public.tracked_ballots FOR EACH ROW EXECUTE FUNCTION private.check_ballot_ranking();
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE public.tracked_ballots TO service_role;

CREATE TABLE private.confusables (
  source text NOT NULL,
  prototype text NOT NULL,
  CONSTRAINT confusables_pkey PRIMARY KEY (source),
  CONSTRAINT confusables_prototype_check CHECK (prototype <> ''::text),
  CONSTRAINT confusables_source_check CHECK (char_length(source) = 1)
);

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

CREATE TABLE private.realtime_settings (
  id boolean DEFAULT true NOT NULL,
  messages_per_second integer DEFAULT 100 NOT NULL,
  CONSTRAINT realtime_settings_pkey PRIMARY KEY (id),
  CONSTRAINT realtime_settings_messages_per_second CHECK (messages_per_second >= 10 AND messages_per_second <= 1000000),
  CONSTRAINT realtime_settings_one_row CHECK (id)
);
ALTER TABLE private.realtime_settings ENABLE ROW LEVEL SECURITY;

CREATE TABLE private.removed_participants (
  poll_id uuid NOT NULL,
  user_id uuid NOT NULL,
  removed_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT removed_participants_pkey PRIMARY KEY (poll_id, user_id),
  CONSTRAINT removed_participants_poll_id_fkey FOREIGN KEY (poll_id) REFERENCES public.polls(id) ON DELETE CASCADE,
  CONSTRAINT removed_participants_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);
ALTER TABLE private.removed_participants ENABLE ROW LEVEL SECURITY;
CREATE TRIGGER removed_participants_audit AFTER INSERT ON private.removed_participants FOR EACH ROW EXECUTE FUNCTION private.audit_participant_removed();

CREATE TABLE private.room_epochs (
  poll_id uuid NOT NULL,
  epoch text DEFAULT replace((gen_random_uuid())::text, '-'::text, ''::text) NOT NULL,
  rotated_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT room_epochs_pkey PRIMARY KEY (poll_id),
  CONSTRAINT room_epochs_epoch_check CHECK (epoch ~ '^[0-9a-f]{32}$'::text)
);

CREATE TABLE private.room_summaries (
  poll_id uuid NOT NULL,
  pushed_at timestamp with time zone,
  pushed_digest text,
  public_total integer,
  pushes integer DEFAULT 0 NOT NULL,
  CONSTRAINT room_summaries_pkey PRIMARY KEY (poll_id),
  CONSTRAINT room_summaries_poll_id_fkey FOREIGN KEY (poll_id) REFERENCES public.polls(id) ON DELETE CASCADE
);
ALTER TABLE private.room_summaries ENABLE ROW LEVEL SECURITY;

CREATE TABLE private.session_summaries (
  session_id uuid NOT NULL,
  pushed_at timestamp with time zone,
  pushed_digest text,
  pushes integer DEFAULT 0 NOT NULL,
  CONSTRAINT session_summaries_pkey PRIMARY KEY (session_id),
  CONSTRAINT session_summaries_session_id_fkey FOREIGN KEY (session_id) REFERENCES public.sessions(id) ON DELETE CASCADE
);
ALTER TABLE private.session_summaries ENABLE ROW LEVEL SECURITY;

CREATE TABLE private.session_voters (
  poll_id uuid NOT NULL,
  participant_id uuid NOT NULL,
  voted_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT session_voters_pkey PRIMARY KEY (poll_id, participant_id),
  CONSTRAINT session_voters_participant_id_fkey FOREIGN KEY (participant_id) REFERENCES public.session_participants(id) ON DELETE CASCADE,
  CONSTRAINT session_voters_poll_id_fkey FOREIGN KEY (poll_id) REFERENCES public.session_questions(poll_id) ON DELETE CASCADE
);
CREATE INDEX session_voters_participant_idx ON private.session_voters USING btree (participant_id);
CREATE INDEX session_voters_voted_idx ON private.session_voters USING btree (poll_id, voted_at);
ALTER TABLE private.session_voters ENABLE ROW LEVEL SECURITY;

CREATE TABLE private.storage_limits (
  only_row boolean DEFAULT true NOT NULL,
  polls_per_address integer NOT NULL,
  poll_bytes_per_address bigint NOT NULL,
  polls_in_all integer NOT NULL,
  poll_bytes_in_all bigint NOT NULL,
  joins_per_address integer NOT NULL,
  joins_in_all integer NOT NULL,
  voter_entries_per_address integer DEFAULT 20000 NOT NULL,
  voter_entries_in_all integer DEFAULT 200000 NOT NULL,
  CONSTRAINT storage_limits_pkey PRIMARY KEY (only_row),
  CONSTRAINT storage_limits_joins_in_all_check CHECK (joins_in_all >= 0),
  CONSTRAINT storage_limits_joins_per_address_check CHECK (joins_per_address >= 0),
  CONSTRAINT storage_limits_only_row_check CHECK (only_row),
  CONSTRAINT storage_limits_poll_bytes_in_all_check CHECK (poll_bytes_in_all >= 0),
  CONSTRAINT storage_limits_poll_bytes_per_address_check CHECK (poll_bytes_per_address >= 0),
  CONSTRAINT storage_limits_polls_in_all_check CHECK (polls_in_all >= 0),
  CONSTRAINT storage_limits_polls_per_address_check CHECK (polls_per_address >= 0),
  CONSTRAINT storage_limits_voter_entries_in_all_check CHECK (voter_entries_in_all >= 0),
  CONSTRAINT storage_limits_voter_entries_per_address_check CHECK (voter_entries_per_address >= 0)
);

CREATE TABLE private.storage_use (
  address text NOT NULL,
  hour timestamp with time zone NOT NULL,
  shard smallint NOT NULL,
  polls integer DEFAULT 0 NOT NULL,
  poll_bytes bigint DEFAULT 0 NOT NULL,
  joins integer DEFAULT 0 NOT NULL,
  voter_entries integer DEFAULT 0 NOT NULL,
  CONSTRAINT storage_use_pkey PRIMARY KEY (address, hour, shard)
);
CREATE INDEX storage_use_hour_idx ON private.storage_use USING btree (hour);

CREATE TABLE private.voter_entries (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  poll_id uuid NOT NULL,
  email text,
  code_hash bytea,
  code_number integer,
  redeemed_by uuid,
  voted boolean DEFAULT false NOT NULL,
  revoked_at timestamp with time zone,
  added_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT voter_entries_pkey PRIMARY KEY (id),
  CONSTRAINT voter_entries_code_hash_length CHECK (code_hash IS NULL OR octet_length(code_hash) = 32),
  CONSTRAINT voter_entries_code_numbered CHECK ((code_hash IS NULL) = (code_number IS NULL)),
  CONSTRAINT voter_entries_email_form CHECK (email IS NULL OR email = lower(btrim(email)) AND char_length(email) >= 3 AND char_length(email) <= 254),
  CONSTRAINT voter_entries_one_kind CHECK ((email IS NULL) <> (code_hash IS NULL)),
  CONSTRAINT voter_entries_redeemed_code CHECK (redeemed_by IS NULL OR code_hash IS NOT NULL),
  CONSTRAINT voter_entries_poll_id_fkey FOREIGN KEY (poll_id) REFERENCES public.polls(id) ON DELETE CASCADE,
  CONSTRAINT voter_entries_redeemed_by_fkey FOREIGN KEY (redeemed_by) REFERENCES auth.users(id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX voter_entries_code_key ON private.voter_entries USING btree (poll_id, code_hash) WHERE (code_hash IS NOT NULL);
CREATE UNIQUE INDEX voter_entries_email_key ON private.voter_entries USING btree (poll_id, email) WHERE ((email IS NOT NULL) AND (revoked_at IS NULL));
CREATE UNIQUE INDEX voter_entries_number_key ON private.voter_entries USING btree (poll_id, code_number) WHERE (code_number IS NOT NULL);
CREATE UNIQUE INDEX voter_entries_redeemed_key ON private.voter_entries USING btree (poll_id, redeemed_by) WHERE ((redeemed_by IS NOT NULL) AND (revoked_at IS NULL));
ALTER TABLE private.voter_entries ENABLE ROW LEVEL SECURITY;

CREATE TABLE private.voting_code_limits (
  only_row boolean DEFAULT true NOT NULL,
  per_account integer NOT NULL,
  per_address integer NOT NULL,
  per_poll integer NOT NULL,
  CONSTRAINT voting_code_limits_pkey PRIMARY KEY (only_row),
  CONSTRAINT voting_code_limits_only_row_check CHECK (only_row),
  CONSTRAINT voting_code_limits_per_account_check CHECK (per_account >= 0),
  CONSTRAINT voting_code_limits_per_address_check CHECK (per_address >= 0),
  CONSTRAINT voting_code_limits_per_poll_check CHECK (per_poll >= 0)
);

CREATE TABLE private.voting_code_misses (
  scope text NOT NULL,
  window_started_at timestamp with time zone DEFAULT now() NOT NULL,
  misses integer DEFAULT 0 NOT NULL,
  CONSTRAINT voting_code_misses_pkey PRIMARY KEY (scope)
);

-- ====================================================================================================
-- Functions: the current definition of each, and who may execute it
-- ====================================================================================================

-- public.add_session_cohost(session_id text, email text): last defined in supabase/migrations/20261128235000_session_cohost_invites.sql
CREATE OR REPLACE FUNCTION public.add_session_cohost(session_id text, email text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
REVOKE EXECUTE ON FUNCTION public.add_session_cohost(session_id text, email text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.add_session_cohost(session_id text, email text) TO authenticated, service_role;

-- public.add_session_question(session_id text, title text, options text[], description text, seats integer, min_ranked integer, shuffle_ballots boolean): last defined in supabase/migrations/20261128220200_session_questions_and_driving.sql
CREATE OR REPLACE FUNCTION public.add_session_question(session_id text, title text, options text[], description text DEFAULT ''::text, seats integer DEFAULT 1, min_ranked integer DEFAULT NULL::integer, shuffle_ballots boolean DEFAULT true)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  session public.sessions := private.session_for(add_session_question.session_id, 'host', 'update');
  poll jsonb;
  question public.session_questions;
begin
  poll := public.create_poll(title => add_session_question.title, options => add_session_question.options,
                             description => add_session_question.description, seats => add_session_question.seats,
                             min_ranked => add_session_question.min_ranked,
                             shuffle_ballots => add_session_question.shuffle_ballots);
  question := private.place_question(session,
    poll, coalesce((select max(q.position) from public.session_questions as q where q.session_id = session.id), 0));
  perform private.push_session_summary(session.id, 'state');
  return private.session_question_json(question);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.add_session_question(session_id text, title text, options text[], description text, seats integer, min_ranked integer, shuffle_ballots boolean) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.add_session_question(session_id text, title text, options text[], description text, seats integer, min_ranked integer, shuffle_ballots boolean) TO authenticated, service_role;

-- public.add_voter_emails(poll_id text, addresses text): last defined in supabase/migrations/20261128233100_voter_entry_storage.sql
CREATE OR REPLACE FUNCTION public.add_voter_emails(poll_id text, addresses text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  poll public.polls := private.list_poll_for_host(add_voter_emails.poll_id);
  lines text[];
  filled integer;
  added integer;
  problems jsonb;
begin
  if add_voter_emails.addresses is null or octet_length(add_voter_emails.addresses) > 3000000 then
    raise exception using message = 'Paste at most 10000 addresses, one a line', errcode = '22023', hint = 'voters.paste_too_large',
                          detail = json_build_object('max', 10000, 'max_bytes', 3000000)::text;
  end if;
  lines := regexp_split_to_array(add_voter_emails.addresses, E'\r?\n');
  select count(*) into filled from unnest(lines) as l (text) where btrim(l.text, E' \t') <> '';
  if filled > 10000 then
    raise exception using message = 'Paste at most 10000 addresses, one a line', errcode = '22023', hint = 'voters.too_many_lines',
                          detail = json_build_object('max', 10000, 'lines', filled)::text;
  end if;

  with pasted as (
    select l.n::integer as line, btrim(l.text, E' \t') as address, lower(btrim(l.text, E' \t')) as email,
           min(l.n) over (partition by lower(btrim(l.text, E' \t')))::integer as first_line
      from unnest(lines) with ordinality as l (text, n)
     where btrim(l.text, E' \t') <> ''
  ), classified as (
    select c.*,
           case when char_length(c.address) > 254 or c.address !~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$'
                  then 'voters.email_invalid'
                when c.first_line < c.line then 'voters.email_duplicate'
                when exists (select 1 from private.voter_entries as e
                              where e.poll_id = poll.id and e.email = c.email and e.revoked_at is null) then 'voters.email_on_list'
           end as problem
      from pasted as c
  ), stored as (
    insert into private.voter_entries (poll_id, email)
    select poll.id, c.email from classified as c where c.problem is null order by c.line
    returning 1
  )
  select (select count(*)::integer from stored),
         coalesce((select jsonb_agg(jsonb_build_object('line', c.line, 'address', left(c.address, 254), 'id', c.problem)
                                    || case when c.problem = 'voters.email_duplicate' then jsonb_build_object('firstLine', c.first_line) else '{}'::jsonb end
                                    order by c.line)
                     from classified as c where c.problem is not null), '[]'::jsonb)
    into added, problems;
  -- Checked with the new rows in place: a list over its size rolls the whole paste back.
  perform private.check_list_room(poll.id, 0);
  -- Counted once the paste is classified (only added rows count); over the hour's number, the paste is rolled back.
  perform private.count_voter_entry_storage(added);
  if added > 0 then
    perform private.audit(poll.id, 'list_changed', jsonb_build_object('added', added, 'removed', 0));
  end if;
  return jsonb_build_object('added', added, 'problems', problems);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.add_voter_emails(poll_id text, addresses text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.add_voter_emails(poll_id text, addresses text) TO authenticated;

-- public.check_ballot(poll_id text, tracker text): last defined in supabase/migrations/20261128210100_ballot_trackers.sql
CREATE OR REPLACE FUNCTION public.check_ballot(poll_id text, tracker text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  poll public.polls := private.readable_ballot_list_poll(check_ballot.poll_id);
  clean text := private.normalize_join_code(left(check_ballot.tracker, 100));
  found_ranking text[];
begin
  if not poll.trackers then
    raise exception using message = 'This poll gives no ballot trackers', errcode = 'PT409', hint = 'tracker.poll_untracked';
  end if;
  if char_length(clean) <> private.tracker_length() or clean !~ ('^[' || private.join_code_alphabet() || ']+$') then
    raise exception using message = 'A tracker has 8 letters and digits', errcode = '22023', hint = 'tracker.malformed',
                          detail = json_build_object('length', private.tracker_length())::text;
  end if;
  -- By the primary key, with the count's own test of a ranking (as private.ballot_list).
  select t.ranking into found_ranking
    from public.tracked_ballots as t
   where t.poll_id = poll.id and t.tracker = clean
     and t.ranking <@ (select coalesce(array_agg(o.id), '{}') from public.poll_options as o where o.poll_id = poll.id)
     and cardinality(t.ranking) >= least(coalesce(poll.min_ranked, 100),
                                         (select count(*)::integer from public.poll_options as o where o.poll_id = poll.id));
  if found_ranking is null then
    return jsonb_build_object('pollId', poll.id, 'tracker', clean, 'found', false);
  end if;
  return jsonb_build_object('pollId', poll.id, 'tracker', clean, 'found', true, 'ranking', to_jsonb(found_ranking));
end
$function$;
REVOKE EXECUTE ON FUNCTION public.check_ballot(poll_id text, tracker text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.check_ballot(poll_id text, tracker text) TO anon, authenticated, service_role;

-- public.create_poll(title text, options text[], description text, category text, expires_at timestamp with time zone, max_participants integer, accounts_only boolean, seats integer, min_ranked integer, shuffle_ballots boolean, counting_method text, voters text, trackers boolean): last defined in supabase/migrations/20261128210100_ballot_trackers.sql
CREATE OR REPLACE FUNCTION public.create_poll(title text, options text[], description text DEFAULT ''::text, category text DEFAULT ''::text, expires_at timestamp with time zone DEFAULT NULL::timestamp with time zone, max_participants integer DEFAULT NULL::integer, accounts_only boolean DEFAULT false, seats integer DEFAULT 1, min_ranked integer DEFAULT NULL::integer, shuffle_ballots boolean DEFAULT true, counting_method text DEFAULT 'irv'::text, voters text DEFAULT NULL::text, trackers boolean DEFAULT NULL::boolean)
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
  look_alike record;
  poll public.polls;
  who text := coalesce(create_poll.voters, case when create_poll.accounts_only then 'accounts' else 'anyone' end);
begin
  if (select u.is_anonymous from auth.users as u where u.id = caller_id) is distinct from false then
    raise exception using message = 'Sign in with an account to create a poll', errcode = '42501', hint = 'poll.account_required';
  end if;
  clean_title := coalesce(private.clean_text(create_poll.title, 'Title', 200), '');
  if clean_title = '' then
    raise exception using message = 'Please enter a title', errcode = '22023', hint = 'poll.title_empty';
  end if;
  if create_poll.options is not null and array_ndims(create_poll.options) > 1 then
    raise exception using message = 'Options must be a list of texts', errcode = '22023', hint = 'poll.options_not_list';
  end if;
  if coalesce(cardinality(create_poll.options), 0) < 2 then
    raise exception using message = 'A poll must have at least 2 options', errcode = '22023', hint = 'poll.too_few_options',
                          detail = json_build_object('min', 2)::text;
  end if;
  -- Checked on the raw list too, so that a million blank entries are not cleaned one by one.
  if cardinality(create_poll.options) > 1000 then
    raise exception using message = 'A poll can have at most 100 options', errcode = '22023', hint = 'poll.too_many_options',
                          detail = json_build_object('max', 100)::text;
  end if;
  select coalesce(array_agg(t.text order by t.n), '{}') into option_texts
    from (select private.clean_text(o.text, 'Each option', 200) as text, o.n
            from unnest(create_poll.options) with ordinality as o (text, n)) as t
   where coalesce(t.text, '') <> '';
  if cardinality(option_texts) < 2 then
    raise exception using message = 'Please provide at least 2 non-empty options', errcode = '22023', hint = 'poll.too_few_filled_options',
                          detail = json_build_object('min', 2)::text;
  end if;
  if cardinality(option_texts) > 100 then
    raise exception using message = 'A poll can have at most 100 options', errcode = '22023', hint = 'poll.too_many_options',
                          detail = json_build_object('max', 100)::text;
  end if;
  if (select count(distinct private.option_key(t.text)) from unnest(option_texts) as t (text)) < cardinality(option_texts) then
    raise exception using message = 'Each option must be different', errcode = '22023', hint = 'poll.options_not_distinct';
  end if;
  -- The first pair that looks alike, in the order given: the host is told which two.
  with keyed as (
    select t.text, t.n, private.option_look_alike_key(t.text) as key
      from unnest(option_texts) with ordinality as t (text, n)
  )
  select a.text as first, b.text as second into look_alike
    from keyed as a join keyed as b on a.key = b.key and a.n < b.n
   order by b.n, a.n
   limit 1;
  if found then
    raise exception using
      message = format('Options "%s" and "%s" look the same. Each option must be different', look_alike.first, look_alike.second),
      errcode = '22023', hint = 'poll.options_look_alike',
      detail = json_build_object('first', look_alike.first, 'second', look_alike.second)::text;
  end if;
  clean_description := coalesce(private.clean_text(create_poll.description, 'Description', 2000, true), '');
  clean_category := coalesce(private.clean_text(create_poll.category, 'Category', 50), '');
  if create_poll.expires_at is not null and not isfinite(create_poll.expires_at) then
    raise exception using message = 'The closing time must be a date and time, not infinity', errcode = '22023', hint = 'poll.closing_time_infinite';
  end if;
  if create_poll.expires_at is not null and create_poll.expires_at <= now() then
    raise exception using message = 'The closing time must be in the future', errcode = '22023', hint = 'poll.closing_time_past';
  end if;
  perform private.check_max_participants(create_poll.max_participants);
  -- Checked before its length is anything: a method is one of seven short names.
  if coalesce(create_poll.counting_method, 'irv') not in ('irv', 'schulze', 'ranked-pairs', 'minimax', 'copeland', 'borda', 'plurality') then
    raise exception using message = 'The counting method must be one of irv, schulze, ranked-pairs, minimax, copeland, borda, plurality',
                          errcode = '22023', hint = 'poll.counting_method_unknown';
  end if;
  if coalesce(create_poll.counting_method, 'irv') <> 'irv' and coalesce(create_poll.seats, 1) > 1 then
    raise exception using message = 'This counting method elects one winner: choose the instant runoff for several',
                          errcode = '22023', hint = 'poll.counting_method_one_winner',
                          detail = json_build_object('method', create_poll.counting_method, 'seats', create_poll.seats)::text;
  end if;
  if who not in ('anyone', 'accounts', 'list') then
    raise exception using message = 'Who may vote is anyone, accounts or list', errcode = '22023', hint = 'poll.voters_unknown',
                          detail = json_build_object('voters', left(who, 50))::text;
  end if;
  if create_poll.accounts_only and who <> 'accounts' then
    raise exception using message = 'accounts_only and voters disagree: give one of them', errcode = '22023', hint = 'poll.voters_conflict',
                          detail = json_build_object('voters', who)::text;
  end if;
  if coalesce(create_poll.seats, 1) < 1 or coalesce(create_poll.seats, 1) >= cardinality(option_texts) then
    raise exception using message = 'The number of winners must be at least 1 and less than the number of options',
                          errcode = '22023', hint = 'poll.seats_out_of_range';
  end if;
  if create_poll.min_ranked < 1 or create_poll.min_ranked > cardinality(option_texts) then
    raise exception using message = 'The number of options to rank must be at least 1 and at most the number of options',
                          errcode = '22023', hint = 'poll.min_ranked_out_of_range';
  end if;

  -- One account creating polls in parallel is counted one request at a time.
  perform pg_advisory_xact_lock(hashtextextended('create_poll:' || caller_id::text, 0));
  if (select count(*) from public.polls as p
       where p.created_by = caller_id and p.created_at > now() - interval '1 hour') >= 100 then
    raise exception using message = 'You have created too many polls in the last hour. Please try again later',
                          errcode = 'PT429', hint = 'limit.account_polls', detail = json_build_object('max', 100)::text;
  end if;
  perform private.count_poll_storage(
    octet_length(clean_title) + octet_length(clean_description) + octet_length(clean_category)
    + (select coalesce(sum(octet_length(t.text)), 0) from unnest(option_texts) as t (text)));

  insert into public.polls (title, description, category, created_by, expires_at, max_participants, accounts_only,
                            seats, min_ranked, shuffle_ballots, counting_method, voters, trackers)
  values (clean_title, clean_description, clean_category, caller_id, create_poll.expires_at,
          coalesce(create_poll.max_participants, 1000), coalesce(create_poll.accounts_only, false),
          coalesce(create_poll.seats, 1), create_poll.min_ranked, coalesce(create_poll.shuffle_ballots, true),
          coalesce(create_poll.counting_method, 'irv'), who, coalesce(create_poll.trackers, who = 'list'))
  returning * into poll;

  insert into public.poll_options (poll_id, id, text, position)
  select poll.id, 'option_' || t.n, t.text, t.n - 1
    from unnest(option_texts) with ordinality as t (text, n);

  return private.poll_json(poll);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.create_poll(title text, options text[], description text, category text, expires_at timestamp with time zone, max_participants integer, accounts_only boolean, seats integer, min_ranked integer, shuffle_ballots boolean, counting_method text, voters text, trackers boolean) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.create_poll(title text, options text[], description text, category text, expires_at timestamp with time zone, max_participants integer, accounts_only boolean, seats integer, min_ranked integer, shuffle_ballots boolean, counting_method text, voters text, trackers boolean) TO authenticated, service_role;

-- public.create_session(title text, results_hidden_until_revealed boolean, max_participants integer): last defined in supabase/migrations/20261128220100_session_functions.sql
CREATE OR REPLACE FUNCTION public.create_session(title text, results_hidden_until_revealed boolean DEFAULT true, max_participants integer DEFAULT NULL::integer)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller_id uuid := private.require_user_id();
  clean_title text;
  session public.sessions;
begin
  if (select u.is_anonymous from auth.users as u where u.id = caller_id) is distinct from false then
    raise exception using message = 'Sign in with an account to create a session', errcode = '42501',
                          hint = 'session.account_required';
  end if;
  clean_title := coalesce(private.clean_text(create_session.title, 'Title', 200), '');
  if clean_title = '' then
    raise exception using message = 'Please enter a title', errcode = '22023', hint = 'poll.title_empty';
  end if;
  perform private.check_max_participants(create_session.max_participants);
  perform pg_advisory_xact_lock(hashtextextended('create_poll:' || caller_id::text, 0));
  if (select count(*) from public.sessions as s
       where s.host_id = caller_id and s.created_at > now() - interval '1 hour') >= 100 then
    raise exception using message = 'You have created too many sessions in the last hour. Please try again later',
                          errcode = 'PT429', hint = 'limit.account_sessions', detail = json_build_object('max', 100)::text;
  end if;
  -- A session counts as a poll in the storage limits (its questions count again, each as a poll).
  perform private.count_poll_storage(octet_length(clean_title));
  insert into public.sessions (host_id, title, results_hidden_until_revealed, max_participants)
  values (caller_id, clean_title, coalesce(create_session.results_hidden_until_revealed, true),
          coalesce(create_session.max_participants, 1000))
  returning * into session;
  return private.session_json(session) || jsonb_build_object('role', 'host', 'questions', '[]'::jsonb);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.create_session(title text, results_hidden_until_revealed boolean, max_participants integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.create_session(title text, results_hidden_until_revealed boolean, max_participants integer) TO authenticated, service_role;

-- public.delete_poll(poll_id text): last defined in supabase/migrations/20261128160000_error_ids.sql
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
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  if poll.created_by <> caller_id then
    raise exception using message = 'Only the host can delete this poll', errcode = '42501', hint = 'poll.not_host_delete';
  end if;
  delete from public.polls as p where p.id = poll.id;
end
$function$;
REVOKE EXECUTE ON FUNCTION public.delete_poll(poll_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.delete_poll(poll_id text) TO authenticated, service_role;

-- public.delete_session(session_id text): last defined in supabase/migrations/20261128220100_session_functions.sql
CREATE OR REPLACE FUNCTION public.delete_session(session_id text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  session public.sessions := private.session_for(delete_session.session_id, 'host', 'update');
  questions uuid[];
begin
  select coalesce(array_agg(q.poll_id), '{}') into questions from public.session_questions as q where q.session_id = session.id;
  perform realtime.send(jsonb_build_object('sessionId', session.id), 'session_deleted', 'session:' || session.id, true);
  delete from public.sessions as s where s.id = session.id;
  delete from public.polls as p where p.id = any (questions);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.delete_session(session_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.delete_session(session_id text) TO authenticated, service_role;

-- public.duplicate_session_question(session_id text, question_id text): last defined in supabase/migrations/20261128220200_session_questions_and_driving.sql
CREATE OR REPLACE FUNCTION public.duplicate_session_question(session_id text, question_id text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  session public.sessions := private.session_for(duplicate_session_question.session_id, 'host', 'update');
  original public.session_questions := private.question_of(session, duplicate_session_question.question_id);
  source public.polls;
  poll jsonb;
  question public.session_questions;
begin
  select * into source from public.polls as p where p.id = original.poll_id;
  poll := public.create_poll(
    title => source.title,
    options => (select array_agg(o.text order by o.position) from public.poll_options as o where o.poll_id = source.id),
    description => source.description, seats => source.seats, min_ranked => source.min_ranked,
    shuffle_ballots => source.shuffle_ballots, counting_method => source.counting_method);
  question := private.place_question(session, poll, original.position);
  perform private.push_session_summary(session.id, 'state');
  return private.session_question_json(question);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.duplicate_session_question(session_id text, question_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.duplicate_session_question(session_id text, question_id text) TO authenticated, service_role;

-- public.flush_room_summary(poll_id text): last defined in supabase/migrations/20261128160000_error_ids.sql
CREATE OR REPLACE FUNCTION public.flush_room_summary(poll_id text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  target_poll uuid := private.poll_id_from(flush_room_summary.poll_id);
  push record;
begin
  perform private.require_user_id();
  if not exists (select 1 from public.polls as p where p.id = target_poll) then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  if not private.is_poll_host(target_poll) then
    raise exception using message = 'Only the host can send the room''s summary', errcode = '42501', hint = 'poll.not_host_room_summary';
  end if;
  select * into push from private.push_room_summary(target_poll, 'flush');
  return jsonb_build_object('pushed', push.pushed, 'retryInMs', push.retry_in_ms);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.flush_room_summary(poll_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.flush_room_summary(poll_id text) TO authenticated, service_role;

-- public.flush_session_summary(session_id text): last defined in supabase/migrations/20261128220200_session_questions_and_driving.sql
CREATE OR REPLACE FUNCTION public.flush_session_summary(session_id text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  session public.sessions := private.session_for(flush_session_summary.session_id, 'drive');
  push record;
begin
  select * into push from private.push_session_summary(session.id, 'flush');
  return jsonb_build_object('pushed', push.pushed, 'retryInMs', push.retry_in_ms);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.flush_session_summary(session_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.flush_session_summary(session_id text) TO authenticated, service_role;

-- public.get_ballot_list(poll_id text): last defined in supabase/migrations/20261128233000_ballot_list_at_scale.sql
CREATE OR REPLACE FUNCTION public.get_ballot_list(poll_id text)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  poll public.polls := private.readable_ballot_list_poll(get_ballot_list.poll_id);
  parts record;
begin
  select * into parts from private.ballot_list_parts(poll.id, true);
  return json_build_object(
    'pollId', poll.id,
    'trackers', poll.trackers,
    'publication', poll.publication,
    'publishedAt', private.iso(poll.published_at),
    'publishedFingerprint', poll.published_fingerprint,
    'fingerprint', encode(sha256(convert_to(parts.canonical, 'UTF8')), 'hex'),
    'options', coalesce((select json_agg(json_build_object('id', o.id, 'text', o.text) order by o.position)
                           from public.poll_options as o where o.poll_id = poll.id), '[]'::json),
    'ballots', parts.ballots_json::json
  );
end
$function$;
REVOKE EXECUTE ON FUNCTION public.get_ballot_list(poll_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.get_ballot_list(poll_id text) TO anon, authenticated, service_role;

-- public.get_join_code(poll_id text): last defined in supabase/migrations/20261128160000_error_ids.sql
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
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  return jsonb_build_object('joinCode', case when poll.status = 'completed' then null else poll.join_code end);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.get_join_code(poll_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.get_join_code(poll_id text) TO anon, authenticated, service_role;

-- public.get_my_polls(): last defined in supabase/migrations/20261128220100_session_functions.sql
CREATE OR REPLACE FUNCTION public.get_my_polls()
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(private.poll_json(p) order by p.created_at desc, p.id), '[]'::jsonb)
    from public.polls as p
   where p.created_by = private.require_user_id()
     and not exists (select 1 from public.session_questions as q where q.poll_id = p.id)
$function$;
REVOKE EXECUTE ON FUNCTION public.get_my_polls() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.get_my_polls() TO authenticated, service_role;

-- public.get_my_sessions(): last defined in supabase/migrations/20261128235000_session_cohost_invites.sql
CREATE OR REPLACE FUNCTION public.get_my_sessions()
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(private.session_json(s) || jsonb_build_object('role',
                              case when s.host_id = private.require_user_id() then 'host' else 'cohost' end)
                            order by s.created_at desc, s.id), '[]'::jsonb)
    from public.sessions as s
   where s.host_id = private.require_user_id()
      or exists (select 1 from public.session_cohosts as c where c.session_id = s.id and c.email = private.caller_email())
$function$;
REVOKE EXECUTE ON FUNCTION public.get_my_sessions() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.get_my_sessions() TO authenticated, service_role;

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

-- public.get_participants(poll_id text): last defined in supabase/migrations/20261128160000_error_ids.sql
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
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  if not private.is_poll_member(target_poll) then
    raise exception using message = 'Only the host and participants can see who joined this poll', errcode = '42501', hint = 'poll.members_only';
  end if;
  return coalesce(
    (select jsonb_agg(private.participant_json(pa) order by pa.join_order)
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

-- public.get_poll(poll_id text): last defined in supabase/migrations/20261128160000_error_ids.sql
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
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  return private.poll_json(poll);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.get_poll(poll_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.get_poll(poll_id text) TO anon, authenticated, service_role;

-- public.get_poll_audit(poll_id text): last defined in supabase/migrations/20261128210100_ballot_trackers.sql
CREATE OR REPLACE FUNCTION public.get_poll_audit(poll_id text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller_id uuid := private.require_user_id();
  poll public.polls;
begin
  select * into poll from public.polls as p where p.id = private.poll_id_from(get_poll_audit.poll_id);
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  if poll.created_by <> caller_id then
    raise exception using message = 'Only the host can read the audit trail', errcode = '42501', hint = 'audit.not_host';
  end if;
  return coalesce((select jsonb_agg(jsonb_build_object('at', private.iso(a.at), 'action', a.action, 'details', a.details) order by a.id)
                     from public.poll_audit as a where a.poll_id = poll.id), '[]'::jsonb);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.get_poll_audit(poll_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.get_poll_audit(poll_id text) TO authenticated;

-- public.get_poll_results(poll_id text): last defined in supabase/migrations/20261128210100_ballot_trackers.sql
CREATE OR REPLACE FUNCTION public.get_poll_results(poll_id text)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  poll public.polls;
  option_ids text[];
  required integer;
  counted bigint;
  uncounted bigint;
  groups text;
  answer json;
begin
  select * into poll from public.polls as p where p.id = private.poll_id_from(get_poll_results.poll_id);
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  if poll.status <> 'completed' and poll.created_by is distinct from auth.uid() then
    raise exception using message = 'Results are available once voting has ended', errcode = '42501', hint = 'results.voting_not_ended';
  end if;

  select coalesce(array_agg(o.id), '{}') into option_ids from public.poll_options as o where o.poll_id = poll.id;
  required := least(coalesce(poll.min_ranked, cardinality(option_ids)), cardinality(option_ids));

  select coalesce(sum(b.ballot_count) filter (where b.valid), 0), coalesce(sum(b.ballot_count) filter (where not b.valid), 0)
    into counted, uncounted
    from (select g.ballot_count, cardinality(g.ranking) >= required and g.ranking <@ option_ids as valid
            from public.ballots as g where g.poll_id = poll.id) as b;
  if poll.status = 'completed' then
    -- Each group's JSON is written once and also sorts the groups: option ids are `option_<n>`, all above
    -- `"` in "C" order, so the JSON text of two rankings orders as the rankings do (a shorter id before a
    -- longer one it begins), comparing strings rather than arrays. Sorting in a subquery and joining the
    -- sorted rows took half the time of an ordered string_agg beside the sums.
    select string_agg(s.item, ',') into groups
      from (select ('{"ranking":' || array_to_json(g.ranking)::text || ',"count":' || g.ballot_count || '}') collate "C" as item
              from public.ballots as g
             where g.poll_id = poll.id and cardinality(g.ranking) >= required and g.ranking <@ option_ids
             order by g.ballot_count desc, item) as s;
  end if;
  uncounted := uncounted + (select coalesce(sum(i.ballot_count), 0) from private.invalid_ballots as i where i.poll_id = poll.id);

  answer := json_build_object(
    'poll', private.poll_json(poll),
    'ballots', ('[' || coalesce(groups, '') || ']')::json,
    'totalVotes', counted,
    'invalidBallots', uncounted,
    'generatedAt', private.iso(now())
  );
  -- Once the ballots are published, the results also give the fingerprint recorded at publication (what
  -- the panel, presenter, embed and report show). The live one, recomputed from the stored ballots, is
  -- get_ballot_list's: hashing 100,000 ballots here would risk anon's 3 s statement timeout on every read.
  -- Unpublished results stay exactly as they were.
  if poll.status = 'completed' and poll.publication <> 'none' then
    answer := (answer::jsonb || jsonb_build_object('ballotList', jsonb_build_object(
      'publication', poll.publication,
      'publishedAt', private.iso(poll.published_at),
      'fingerprint', poll.published_fingerprint)))::json;
  end if;
  return answer;
end
$function$;
REVOKE EXECUTE ON FUNCTION public.get_poll_results(poll_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.get_poll_results(poll_id text) TO anon, authenticated, service_role;

-- public.get_poll_summary(poll_id text): last defined in supabase/migrations/20261128160000_error_ids.sql
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
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
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

-- public.get_profile(): last defined in supabase/migrations/20261128160000_error_ids.sql
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
    raise exception using message = 'User not found', errcode = 'PT404', hint = 'profile.not_found';
  end if;
  return private.profile_json(profile);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.get_profile() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.get_profile() TO authenticated, service_role;

-- public.get_room_summary(poll_id text): last defined in supabase/migrations/20261128160000_error_ids.sql
CREATE OR REPLACE FUNCTION public.get_room_summary(poll_id text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller_id uuid := private.require_user_id();
  target_poll uuid := private.poll_id_from(get_room_summary.poll_id);
  push record;
  you jsonb;
begin
  if not exists (select 1 from public.polls as p where p.id = target_poll) then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  if not private.is_poll_member(target_poll) then
    if exists (select 1 from private.removed_participants as r where r.poll_id = target_poll and r.user_id = caller_id) then
      raise exception using message = 'The host removed you from this poll', errcode = '42501', hint = 'join.removed_by_host';
    end if;
    raise exception using message = 'Only the host and participants can see who joined this poll', errcode = '42501', hint = 'poll.members_only';
  end if;
  select * into push from private.push_room_summary(target_poll, 'pull');
  select private.participant_json(pa) || jsonb_build_object('number',
           case when pa.name = 'Anonymous Participant' then (
             select count(*)::integer from public.participants as other
              where other.poll_id = target_poll and other.name = 'Anonymous Participant'
                and other.join_order <= pa.join_order)
           end)
    into you
    from public.participants as pa where pa.poll_id = target_poll and pa.user_id = caller_id;
  return coalesce(push.summary, private.room_summary_json(target_poll) || jsonb_build_object('at', private.iso(clock_timestamp())))
         || jsonb_build_object('you', you, 'topic', private.room_topic(target_poll));
end
$function$;
REVOKE EXECUTE ON FUNCTION public.get_room_summary(poll_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.get_room_summary(poll_id text) TO authenticated, service_role;

-- public.get_session(session_id text): last defined in supabase/migrations/20261128237000_session_read_carries_seq.sql
CREATE OR REPLACE FUNCTION public.get_session(session_id text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  session public.sessions := private.session_for(get_session.session_id, 'read');
  role text := private.session_role(session.id);
  you public.session_participants;
begin
  select * into you from public.session_participants as sp where sp.session_id = session.id and sp.user_id = auth.uid();
  return private.session_json(session) || jsonb_build_object(
    'role', role,
    'topic', 'session:' || session.id,
    -- The summaries' seq is pushes + 1 when sent: this read is at least as new as summary `seq`.
    'state', private.session_state_json(session.id) || jsonb_build_object('seq', coalesce(
      (select r.pushes from private.session_summaries as r where r.session_id = session.id), 0)),
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
$function$;
REVOKE EXECUTE ON FUNCTION public.get_session(session_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.get_session(session_id text) TO authenticated, service_role;

-- public.get_session_embed(session_id text): last defined in supabase/migrations/20261128234000_session_embed.sql
CREATE OR REPLACE FUNCTION public.get_session_embed(session_id text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  target uuid := private.session_id_from(get_session_embed.session_id);
  session public.sessions;
  question public.session_questions;
begin
  select * into session from public.sessions as s where s.id = target;
  if not found then
    raise exception using message = 'Session not found', errcode = 'PT404', hint = 'session.not_found';
  end if;
  select * into question from public.session_questions as q where q.poll_id = session.current_question_id;
  return jsonb_build_object(
    'sessionId', session.id,
    'title', session.title,
    'topic', 'session-public:' || session.id,
    'questionCount', (select count(*)::integer from public.session_questions as q where q.session_id = session.id),
    'current', case when question.poll_id is null then null else jsonb_build_object(
      'questionId', case when question.results_shown then question.poll_id end,
      'number', (select count(*)::integer from public.session_questions as q
                  where q.session_id = session.id and q.position <= question.position),
      'title', (select p.title from public.polls as p where p.id = question.poll_id),
      'voting', question.voting,
      'resultsShown', question.results_shown) end);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.get_session_embed(session_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.get_session_embed(session_id text) TO anon, authenticated, service_role;

-- public.get_session_results(session_id text): last defined in supabase/migrations/20261128220300_session_results.sql
CREATE OR REPLACE FUNCTION public.get_session_results(session_id text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  session public.sessions := private.session_for(get_session_results.session_id, 'read');
  role text := private.session_role(session.id);
begin
  return coalesce((
    select jsonb_agg(jsonb_build_object(
             'questionId', q.poll_id,
             'number', q.number,
             'title', p.title,
             'voting', q.voting,
             'resultsShown', q.results_shown,
             'results', case
               when q.revealed_at is not null or (role = 'host' and q.voting = 'closed')
               then public.get_poll_results(q.poll_id::text)::jsonb
             end)
           order by q.number)
      from (select sq.*, row_number() over (order by sq.position)::integer as number
              from public.session_questions as sq where sq.session_id = session.id) as q
      join public.polls as p on p.id = q.poll_id
     where private.can_see_session_question(q.poll_id)),
    '[]'::jsonb);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.get_session_results(session_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.get_session_results(session_id text) TO authenticated, service_role;

-- public.get_voter_list(poll_id text): last defined in supabase/migrations/20261128210000_who_may_vote.sql
CREATE OR REPLACE FUNCTION public.get_voter_list(poll_id text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller_id uuid := private.require_user_id();
  poll public.polls;
begin
  select * into poll from public.polls as p where p.id = private.poll_id_from(get_voter_list.poll_id);
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  if poll.created_by <> caller_id then
    raise exception using message = 'Only the host can see the voter list', errcode = '42501', hint = 'voters.not_host_read';
  end if;
  return jsonb_build_object(
    'pollId', poll.id,
    'voters', poll.voters,
    'listed', (select count(*) from private.voter_entries as e where e.poll_id = poll.id and e.revoked_at is null),
    'voted', (select count(*) from private.voter_entries as e where e.poll_id = poll.id and e.voted),
    'entries', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', e.id,
               'kind', case when e.email is not null then 'email' else 'code' end,
               'email', e.email,
               'number', e.code_number,
               'redeemed', e.redeemed_by is not null,
               'voted', e.voted,
               'revoked', e.revoked_at is not null)
             order by e.email nulls last, e.code_number)
        from private.voter_entries as e where e.poll_id = poll.id), '[]'::jsonb)
  );
end
$function$;
REVOKE EXECUTE ON FUNCTION public.get_voter_list(poll_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.get_voter_list(poll_id text) TO authenticated;

-- public.issue_voting_codes(poll_id text, count integer): last defined in supabase/migrations/20261128210000_who_may_vote.sql
CREATE OR REPLACE FUNCTION public.issue_voting_codes(poll_id text, count integer)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  poll public.polls;
begin
  if issue_voting_codes.count is null or issue_voting_codes.count < 1 or issue_voting_codes.count > 10000 then
    raise exception using message = 'Ask for 1 to 10000 codes at a time', errcode = '22023', hint = 'voting_codes.count_out_of_range',
                          detail = json_build_object('min', 1, 'max', 10000)::text;
  end if;
  poll := private.list_poll_for_host(issue_voting_codes.poll_id);
  return jsonb_build_object('codes', private.issue_codes(poll.id, issue_voting_codes.count));
end
$function$;
REVOKE EXECUTE ON FUNCTION public.issue_voting_codes(poll_id text, count integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.issue_voting_codes(poll_id text, count integer) TO authenticated;

-- public.join_poll(poll_id text, name text): last defined in supabase/migrations/20261128210100_ballot_trackers.sql
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
    raise exception using message = 'Please enter a name or click "Join Anonymously"', errcode = '22023', hint = 'join.name_empty';
  end if;

  -- Shares the lock update_poll_status takes, so nobody joins a poll in the instant it closes.
  select * into poll from public.polls as p where p.id = private.poll_id_from(join_poll.poll_id) for share;
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  if not poll.is_active or (poll.expires_at is not null and poll.expires_at <= now()) then
    raise exception using message = 'This poll is no longer active', errcode = 'PT409', hint = 'join.poll_inactive';
  end if;

  select * into participant from public.participants as pa where pa.poll_id = poll.id and pa.user_id = caller_id;
  if found then
    return private.participant_json(participant);
  end if;
  if exists (select 1 from private.removed_participants as r where r.poll_id = poll.id and r.user_id = caller_id) then
    raise exception using message = 'The host removed you from this poll', errcode = '42501', hint = 'join.removed_by_host';
  end if;
  if poll.voters = 'list' and (private.my_voter_entry(poll.id)).id is null then
    raise exception using message = 'Only people on the voter list can join this poll', errcode = '42501', hint = 'join.not_on_list';
  end if;
  if poll.accounts_only
     and (select u.is_anonymous from auth.users as u where u.id = caller_id) is distinct from false then
    raise exception using message = 'Sign in with an account to join this poll', errcode = '42501', hint = 'join.account_required';
  end if;

  lock_key := hashtextextended('join_poll:' || poll.id::text, 0);
  begin
    perform pg_advisory_xact_lock_shared(lock_key);
    if private.participant_count(poll.id) + current_setting('max_connections')::integer >= poll.max_participants then
      -- Near the cap: roll this block back, which releases the shared lock, and count exactly below.
      raise exception using errcode = 'RJ001', hint = 'join.count_exactly';
    end if;
  exception when sqlstate 'RJ001' then
    exact := true;
  end;
  if exact then
    perform pg_advisory_xact_lock(lock_key);
    if private.participant_count(poll.id) >= poll.max_participants then
      raise exception using message = format('This poll is full: it admits at most %s participants', poll.max_participants),
                            errcode = 'PT409', hint = 'join.poll_full', detail = json_build_object('max', poll.max_participants)::text;
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

-- public.join_session(session_id text, name text): last defined in supabase/migrations/20261128220200_session_questions_and_driving.sql
CREATE OR REPLACE FUNCTION public.join_session(session_id text, name text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller_id uuid := private.require_user_id();
  clean_name text := private.clean_text(join_session.name, 'Name', 50);
  session public.sessions := private.session_for(join_session.session_id, 'join', 'share');
  participant public.session_participants;
  lock_key bigint := hashtextextended('join_session:' || session.id::text, 0);
begin
  if join_session.name is not null and clean_name = '' then
    raise exception using message = 'Please enter a name or click "Join Anonymously"', errcode = '22023', hint = 'join.name_empty';
  end if;
  select * into participant from public.session_participants as sp where sp.session_id = session.id and sp.user_id = caller_id;
  if participant.id is null then
    -- Joins run side by side; near the cap one at a time, counted exactly (as join_poll).
    if (select count(*) from public.session_participants as sp where sp.session_id = session.id)
       + current_setting('max_connections')::integer >= session.max_participants then
      perform pg_advisory_xact_lock(lock_key);
      if (select count(*) from public.session_participants as sp where sp.session_id = session.id) >= session.max_participants then
        raise exception using message = format('This session is full: it admits at most %s participants', session.max_participants),
                              errcode = 'PT409', hint = 'session.full', detail = json_build_object('max', session.max_participants)::text;
      end if;
    end if;
    insert into public.session_participants (session_id, user_id, name)
    values (session.id, caller_id, coalesce(clean_name, 'Anonymous Participant'))
    on conflict on constraint session_participants_session_user_key do nothing
    returning * into participant;
    if participant.id is null then
      select * into participant from public.session_participants as sp where sp.session_id = session.id and sp.user_id = caller_id;
    end if;
  end if;
  return jsonb_build_object('id', participant.id, 'sessionId', participant.session_id, 'name', participant.name,
                            'joinedAt', private.iso(participant.joined_at), 'joinOrder', participant.join_order);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.join_session(session_id text, name text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.join_session(session_id text, name text) TO authenticated, service_role;

-- public.move_session(session_id text, direction text): last defined in supabase/migrations/20261128220200_session_questions_and_driving.sql
CREATE OR REPLACE FUNCTION public.move_session(session_id text, direction text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  session public.sessions := private.session_for(move_session.session_id, 'drive', 'update');
  here integer := (select q.position from public.session_questions as q where q.poll_id = session.current_question_id);
  target uuid;
begin
  if move_session.direction is null or move_session.direction not in ('next', 'previous') then
    raise exception using message = 'Move to the next or the previous question', errcode = '22023',
                          hint = 'session.direction_unknown',
                          detail = json_build_object('direction', left(move_session.direction, 20))::text;
  end if;
  if move_session.direction = 'next' then
    select q.poll_id into target from public.session_questions as q
     where q.session_id = session.id and (here is null or q.position > here) order by q.position limit 1;
    if target is null then
      raise exception using message = 'This is the last question', errcode = 'PT409', hint = 'session.no_next_question';
    end if;
  else
    select q.poll_id into target from public.session_questions as q
     where q.session_id = session.id and here is not null and q.position < here order by q.position desc limit 1;
    if target is null then
      raise exception using message = 'This is the first question', errcode = 'PT409', hint = 'session.no_previous_question';
    end if;
  end if;
  update public.sessions as s set current_question_id = target, updated_at = now() where s.id = session.id;
  perform private.push_session_summary(session.id, 'state');
  return private.session_state_json(session.id);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.move_session(session_id text, direction text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.move_session(session_id text, direction text) TO authenticated, service_role;

-- public.publish_ballots(poll_id text, audience text): last defined in supabase/migrations/20261128233200_ballots_not_completed_ids.sql
CREATE OR REPLACE FUNCTION public.publish_ballots(poll_id text, audience text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller_id uuid := private.require_user_id();
  poll public.polls;
  fingerprint text;
begin
  if publish_ballots.audience is null or publish_ballots.audience not in ('participants', 'everyone') then
    raise exception using message = 'Publish the ballots to participants or to everyone', errcode = '22023', hint = 'ballots.audience_unknown',
                          detail = json_build_object('audience', left(publish_ballots.audience, 50))::text;
  end if;
  select * into poll from public.polls as p where p.id = private.poll_id_from(publish_ballots.poll_id) for update;
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  if poll.created_by <> caller_id then
    raise exception using message = 'Only the host can publish the ballots', errcode = '42501', hint = 'ballots.not_host_publish';
  end if;
  if poll.status <> 'completed' then
    raise exception using message = 'The ballots can be published once voting has ended', errcode = 'PT409', hint = 'ballots.publish_not_completed';
  end if;
  if poll.publication = 'everyone' and publish_ballots.audience = 'participants' then
    raise exception using message = 'Ballots published to everyone cannot be taken back', errcode = 'PT409', hint = 'ballots.publication_narrowing';
  end if;
  fingerprint := private.ballot_list_fingerprint(poll.id);
  update public.polls as p
     set publication = publish_ballots.audience,
         published_at = coalesce(p.published_at, now()),
         published_fingerprint = coalesce(p.published_fingerprint, fingerprint)
   where p.id = poll.id
  returning * into poll;
  perform private.audit(poll.id, 'ballots_published', jsonb_build_object('audience', poll.publication, 'fingerprint', fingerprint));
  return jsonb_build_object('pollId', poll.id, 'publication', poll.publication, 'publishedAt', private.iso(poll.published_at),
                            'publishedFingerprint', poll.published_fingerprint, 'fingerprint', fingerprint);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.publish_ballots(poll_id text, audience text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.publish_ballots(poll_id text, audience text) TO authenticated;

-- public.redeem_voting_code(poll_id text, code text): last defined in supabase/migrations/20261128210000_who_may_vote.sql
CREATE OR REPLACE FUNCTION public.redeem_voting_code(poll_id text, code text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller_id uuid := private.require_user_id();
  clean text := private.normalize_join_code(redeem_voting_code.code);
  poll public.polls;
  entry private.voter_entries;
  outcome text;
  miss integer;
  limits private.voting_code_limits;
  address text := private.request_address();
  over boolean;
begin
  select * into poll from public.polls as p where p.id = private.poll_id_from(redeem_voting_code.poll_id);
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  if char_length(clean) <> private.voting_code_length() or clean !~ ('^[' || private.join_code_alphabet() || ']+$') then
    raise exception using message = 'A voting code has 12 letters and digits', errcode = '22023', hint = 'voting_code.malformed',
                          detail = json_build_object('length', private.voting_code_length())::text;
  end if;
  if poll.voters <> 'list' or poll.status = 'completed' then
    raise exception using message = 'This poll takes no voting codes now', errcode = 'PT409', hint = 'voting_code.not_accepted',
                          detail = json_build_object('voters', poll.voters, 'status', poll.status)::text;
  end if;

  select * into entry from private.voter_entries as e
   where e.poll_id = poll.id and e.code_hash = private.voting_code_hash(poll.id, clean)
     for update;
  outcome := case when entry.id is null then 'voting_code.unknown'
                  when entry.revoked_at is not null then 'voting_code.revoked'
                  when entry.redeemed_by is not null and entry.redeemed_by <> caller_id then 'voting_code.used' end;
  miss := case when outcome is null then 0 else 1 end;

  select * into limits from private.voting_code_limits;
  over := private.voting_code_over('account:' || caller_id, miss, limits.per_account);
  over := private.voting_code_over('poll:' || poll.id, miss, limits.per_poll) or over;
  if address is not null then
    over := private.voting_code_over('address:' || address, miss, limits.per_address) or over;
  end if;
  if over then
    raise exception using message = 'Too many wrong codes. Please wait a few minutes and try again.', errcode = 'PT429',
                          hint = 'voting_code.too_many_misses', detail = json_build_object('minutes', 10)::text;
  end if;
  if outcome is not null then
    return jsonb_build_object('pollId', poll.id, 'redeemed', false, 'id', outcome, 'message',
      case outcome when 'voting_code.unknown' then 'This code is not on the voter list of this poll. Check it and try again.'
                   when 'voting_code.revoked' then 'This code was withdrawn by the host. Ask the host for a new one.'
                   else 'This code has already been used by someone else.' end);
  end if;
  if entry.redeemed_by is null then
    if exists (select 1 from private.voter_entries as e
                where e.poll_id = poll.id and e.redeemed_by = caller_id and e.revoked_at is null) then
      raise exception using message = 'You already hold a voting code for this poll', errcode = 'PT409', hint = 'voting_code.already_holding';
    end if;
    update private.voter_entries as e set redeemed_by = caller_id where e.id = entry.id;
  end if;
  return jsonb_build_object('pollId', poll.id, 'redeemed', true);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.redeem_voting_code(poll_id text, code text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.redeem_voting_code(poll_id text, code text) TO authenticated;

-- public.remove_participant(poll_id text, participant_id text): last defined in supabase/migrations/20261128160000_error_ids.sql
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
  removal jsonb;
begin
  select * into poll from public.polls as p where p.id = private.poll_id_from(remove_participant.poll_id) for update;
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  if poll.created_by <> caller_id then
    raise exception using message = 'Only the host can remove participants', errcode = '42501', hint = 'poll.not_host_remove_participant';
  end if;
  if poll.status <> 'waiting' then
    raise exception using message = 'Participants can only be removed before voting starts', errcode = 'PT409', hint = 'participant.remove_after_start';
  end if;
  if remove_participant.participant_id is not null
     and remove_participant.participant_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    select * into participant from public.participants as pa
     where pa.id = remove_participant.participant_id::uuid and pa.poll_id = poll.id;
  end if;
  if participant.id is null then
    raise exception using message = 'Participant not found', errcode = 'PT404', hint = 'participant.not_found';
  end if;

  insert into private.removed_participants (poll_id, user_id) values (poll.id, participant.user_id)
  on conflict do nothing;
  delete from public.participants as pa where pa.id = participant.id;
  removal := jsonb_build_object('pollId', poll.id, 'participantId', participant.id);
  perform realtime.send(removal, 'participant_removed', 'poll-host:' || poll.id, true);
  perform realtime.send(removal, 'participant_removed', 'user:' || participant.user_id, true);
  -- Before the summary: it and everything after go to a topic the removed person does not know.
  perform private.rotate_room_topic(poll.id);
  perform private.push_room_summary(poll.id, 'change');
end
$function$;
REVOKE EXECUTE ON FUNCTION public.remove_participant(poll_id text, participant_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.remove_participant(poll_id text, participant_id text) TO authenticated, service_role;

-- public.remove_session_cohost(session_id text, email text): last defined in supabase/migrations/20261128235000_session_cohost_invites.sql
CREATE OR REPLACE FUNCTION public.remove_session_cohost(session_id text, email text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
REVOKE EXECUTE ON FUNCTION public.remove_session_cohost(session_id text, email text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.remove_session_cohost(session_id text, email text) TO authenticated, service_role;

-- public.remove_session_question(session_id text, question_id text): last defined in supabase/migrations/20261128220200_session_questions_and_driving.sql
CREATE OR REPLACE FUNCTION public.remove_session_question(session_id text, question_id text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  session public.sessions := private.session_for(remove_session_question.session_id, 'host', 'update');
  question public.session_questions := private.question_of(session, remove_session_question.question_id);
begin
  if question.voting <> 'not_started' then
    raise exception using message = 'A question whose voting was opened is kept', errcode = 'PT409',
                          hint = 'session.question_answered';
  end if;
  delete from public.session_questions as q where q.poll_id = question.poll_id;
  delete from public.polls as p where p.id = question.poll_id;
  update public.sessions as s set updated_at = now() where s.id = session.id;
  perform private.push_session_summary(session.id, 'state');
end
$function$;
REVOKE EXECUTE ON FUNCTION public.remove_session_question(session_id text, question_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.remove_session_question(session_id text, question_id text) TO authenticated, service_role;

-- public.reorder_session_questions(session_id text, question_ids text[]): last defined in supabase/migrations/20261128220200_session_questions_and_driving.sql
CREATE OR REPLACE FUNCTION public.reorder_session_questions(session_id text, question_ids text[])
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  session public.sessions := private.session_for(reorder_session_questions.session_id, 'host', 'update');
  given text[];
begin
  if reorder_session_questions.question_ids is null or array_ndims(reorder_session_questions.question_ids) > 1
     or cardinality(reorder_session_questions.question_ids) > 50
     or exists (select 1 from unnest(reorder_session_questions.question_ids) as i (id)
                 where i.id is null or i.id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$') then
    raise exception using message = 'The new order must list every question of the session once', errcode = '22023',
                          hint = 'session.order_mismatch';
  end if;
  select array_agg(lower(i.id) order by lower(i.id)) into given from unnest(reorder_session_questions.question_ids) as i (id);
  if given is distinct from (select array_agg(q.poll_id::text order by q.poll_id::text)
                               from public.session_questions as q where q.session_id = session.id) then
    raise exception using message = 'The new order must list every question of the session once', errcode = '22023',
                          hint = 'session.order_mismatch';
  end if;
  update public.session_questions as q set position = o.n
    from unnest(reorder_session_questions.question_ids) with ordinality as o (id, n)
   where q.session_id = session.id and q.poll_id = o.id::uuid;
  update public.sessions as s set updated_at = now() where s.id = session.id;
  perform private.push_session_summary(session.id, 'state');
  return public.get_session(session.id::text);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.reorder_session_questions(session_id text, question_ids text[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.reorder_session_questions(session_id text, question_ids text[]) TO authenticated, service_role;

-- public.replace_voting_code(poll_id text, entry_id text): last defined in supabase/migrations/20261128210000_who_may_vote.sql
CREATE OR REPLACE FUNCTION public.replace_voting_code(poll_id text, entry_id text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  poll public.polls := private.list_poll_for_host(replace_voting_code.poll_id);
  entry private.voter_entries;
begin
  if replace_voting_code.entry_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    select * into entry from private.voter_entries as e
     where e.id = replace_voting_code.entry_id::uuid and e.poll_id = poll.id and e.code_hash is not null and e.revoked_at is null
       for update;
  end if;
  if entry.id is null then
    raise exception using message = 'That code is not on this list', errcode = 'PT404', hint = 'voters.entry_not_found';
  end if;
  if entry.voted then
    raise exception using message = 'That code has already been used to vote', errcode = 'PT409', hint = 'voters.entry_voted';
  end if;
  update private.voter_entries as e set revoked_at = now() where e.id = entry.id;
  perform private.audit(poll.id, 'codes_revoked', jsonb_build_object('count', 1));
  return jsonb_build_object('replaced', entry.id, 'code', private.issue_codes(poll.id, 1) -> 0);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.replace_voting_code(poll_id text, entry_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.replace_voting_code(poll_id text, entry_id text) TO authenticated;

-- public.resolve_join_code(code text): last defined in supabase/migrations/20261128220200_session_questions_and_driving.sql
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
  session public.sessions;
  answer jsonb;
  miss integer;
  counted integer;
begin
  if char_length(clean) <> 6 or clean !~ ('^[' || private.join_code_alphabet() || ']{6}$') then
    raise exception using message = 'A join code has 6 letters and digits', errcode = '22023', hint = 'join_code.malformed',
                          detail = json_build_object('length', 6)::text;
  end if;
  select * into session from public.sessions as s where s.join_code = clean;
  select * into hit from public.polls as p
   where p.join_code = clean and p.status <> 'completed'
     and not exists (select 1 from public.session_questions as q where q.poll_id = p.id);
  if session.id is not null then
    miss := 0;
    answer := jsonb_build_object('pollId', null, 'sessionId', session.id, 'joinCode', clean,
                                 'session', jsonb_build_object('id', session.id, 'title', session.title));
  elsif hit.id is not null then
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
      raise exception using message = 'Too many wrong codes without a session. Sign in and try again.', errcode = 'PT429', hint = 'join_code.too_many_misses_without_session';
    end if;
  else
    insert into private.join_code_misses as m (user_id, window_started_at, misses)
    values (caller_id, now(), miss)
    on conflict (user_id) do update
      set window_started_at = case when m.window_started_at > now() - interval '10 minutes' then m.window_started_at else now() end,
          misses = case when m.window_started_at > now() - interval '10 minutes' then m.misses + miss else miss end
    returning m.misses into counted;
    if counted > 10 - 1 + miss then
      raise exception using message = 'Too many wrong codes. Please wait a few minutes and try again.', errcode = 'PT429', hint = 'join_code.too_many_misses';
    end if;
  end if;
  return answer;
end
$function$;
REVOKE EXECUTE ON FUNCTION public.resolve_join_code(code text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.resolve_join_code(code text) TO anon, authenticated, service_role;

-- public.revoke_voter_entries(poll_id text, entry_ids text[]): last defined in supabase/migrations/20261128210000_who_may_vote.sql
CREATE OR REPLACE FUNCTION public.revoke_voter_entries(poll_id text, entry_ids text[])
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  poll public.polls := private.list_poll_for_host(revoke_voter_entries.poll_id);
  emails integer;
  codes integer;
  problems jsonb;
begin
  if revoke_voter_entries.entry_ids is null or cardinality(revoke_voter_entries.entry_ids) > private.voter_list_max() then
    raise exception using message = format('Give at most %s entries at a time', private.voter_list_max()),
                          errcode = '22023', hint = 'voters.too_many_entries', detail = json_build_object('max', private.voter_list_max())::text;
  end if;
  with asked as (
    select distinct r.raw from unnest(revoke_voter_entries.entry_ids) as r (raw)
  ), found as (
    select a.raw, e.id, e.voted, e.revoked_at
      from asked as a
      left join private.voter_entries as e
        on a.raw ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
       and e.id = a.raw::uuid and e.poll_id = poll.id
  )
  select coalesce(jsonb_agg(jsonb_build_object('entryId', left(f.raw, 40),
                                               'id', case when f.id is null or f.revoked_at is not null then 'voters.entry_not_found' else 'voters.entry_voted' end)
                            order by f.raw), '[]'::jsonb)
    into problems
    from found as f where f.id is null or f.voted or f.revoked_at is not null;

  with gone as (
    update private.voter_entries as e set revoked_at = now()
     where e.poll_id = poll.id and e.revoked_at is null and not e.voted
       and e.id::text in (select lower(r.raw) from unnest(revoke_voter_entries.entry_ids) as r (raw))
    returning e.email
  )
  select count(*) filter (where g.email is not null), count(*) filter (where g.email is null) into emails, codes from gone as g;
  if emails > 0 then
    perform private.audit(poll.id, 'list_changed', jsonb_build_object('added', 0, 'removed', emails));
  end if;
  if codes > 0 then
    perform private.audit(poll.id, 'codes_revoked', jsonb_build_object('count', codes));
  end if;
  return jsonb_build_object('removed', emails, 'revoked', codes, 'problems', problems);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.revoke_voter_entries(poll_id text, entry_ids text[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.revoke_voter_entries(poll_id text, entry_ids text[]) TO authenticated;

-- public.set_session_results(session_id text, shown boolean): last defined in supabase/migrations/20261128220200_session_questions_and_driving.sql
CREATE OR REPLACE FUNCTION public.set_session_results(session_id text, shown boolean)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  session public.sessions := private.session_for(set_session_results.session_id, 'drive', 'update');
  question public.session_questions := private.current_question(session);
begin
  if set_session_results.shown is null then
    raise exception using message = 'Say whether to show or hide the results', errcode = '22023', hint = 'session.results_unknown';
  end if;
  if question.voting <> 'closed' then
    raise exception using message = 'Close voting on this question before showing its results', errcode = 'PT409',
                          hint = 'session.results_before_close';
  end if;
  question.results_shown := set_session_results.shown;
  if set_session_results.shown then
    question.revealed_at := coalesce(question.revealed_at, now());
  end if;
  perform private.set_question_state(question);
  return private.session_state_json(session.id);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.set_session_results(session_id text, shown boolean) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.set_session_results(session_id text, shown boolean) TO authenticated, service_role;

-- public.set_session_voting(session_id text, open boolean): last defined in supabase/migrations/20261128220200_session_questions_and_driving.sql
CREATE OR REPLACE FUNCTION public.set_session_voting(session_id text, open boolean)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  session public.sessions := private.session_for(set_session_voting.session_id, 'drive', 'update');
  question public.session_questions := private.current_question(session);
begin
  if set_session_voting.open is null then
    raise exception using message = 'Say whether to open or close voting', errcode = '22023', hint = 'session.voting_unknown';
  end if;
  if set_session_voting.open then
    if question.voting = 'closed' then
      raise exception using message = 'Voting on this question has closed and cannot open again', errcode = 'PT409',
                            hint = 'session.voting_closed';
    end if;
    question.voting := 'open';
  else
    if question.voting = 'not_started' then
      raise exception using message = 'Voting on this question has not opened yet', errcode = 'PT409',
                            hint = 'session.voting_not_started';
    end if;
    question.voting := 'closed';
    if not session.results_hidden_until_revealed then
      question.results_shown := true;
      question.revealed_at := coalesce(question.revealed_at, now());
    end if;
  end if;
  perform private.set_question_state(question);
  return private.session_state_json(session.id);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.set_session_voting(session_id text, open boolean) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.set_session_voting(session_id text, open boolean) TO authenticated, service_role;

-- public.submit_session_vote(session_id text, question_id text, ranking text[]): last defined in supabase/migrations/20261128220200_session_questions_and_driving.sql
CREATE OR REPLACE FUNCTION public.submit_session_vote(session_id text, question_id text, ranking text[])
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  -- Shares the lock the drivers take: a vote racing the close either commits first or then sees it closed.
  session public.sessions := private.session_for(submit_session_vote.session_id, 'read', 'share');
  question public.session_questions := private.question_of(session, submit_session_vote.question_id);
  participant public.session_participants;
  failure jsonb;
begin
  select * into participant from public.session_participants as sp where sp.session_id = session.id and sp.user_id = auth.uid();
  if not found then
    raise exception using message = 'Join this session before voting', errcode = 'PT409', hint = 'session.not_joined';
  end if;
  if session.current_question_id is distinct from question.poll_id then
    raise exception using message = 'This is not the current question', errcode = 'PT409', hint = 'session.question_not_current';
  end if;
  if question.voting <> 'open' then
    raise exception using message = 'Voting is not currently open for this poll', errcode = 'PT409', hint = 'vote.not_open';
  end if;
  failure := private.ranking_failure(question.poll_id, submit_session_vote.ranking);
  if failure is not null then
    raise exception using message = failure ->> 'message', errcode = '22023', hint = failure ->> 'id',
                          detail = coalesce(failure -> 'values', '{}')::text;
  end if;
  insert into private.session_voters (poll_id, participant_id) values (question.poll_id, participant.id)
  on conflict do nothing;
  if not found then
    raise exception using message = 'You have already voted in this poll', errcode = 'PT409', hint = 'vote.already_voted';
  end if;
  insert into public.ballots as b (poll_id, ranking, ballot_count)
  values (question.poll_id, submit_session_vote.ranking, 1)
  on conflict on constraint ballots_pkey do update set ballot_count = b.ballot_count + 1;
  perform private.push_session_summary(session.id, 'change');
  return jsonb_build_object('sessionId', session.id, 'questionId', question.poll_id, 'participantId', participant.id,
                            'hasVoted', true);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.submit_session_vote(session_id text, question_id text, ranking text[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.submit_session_vote(session_id text, question_id text, ranking text[]) TO authenticated, service_role;

-- public.submit_vote(poll_id text, ranking text[], participant_id text): last defined in supabase/migrations/20261128210100_ballot_trackers.sql
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
  failure jsonb;
  entry private.voter_entries;
  tracker text;
begin
  -- Shares the lock update_poll_status takes: a vote racing the end of voting either commits before
  -- the status changes or waits and then sees "completed". No ballot lands after the end.
  select * into poll from public.polls as p where p.id = private.poll_id_from(submit_vote.poll_id) for share;
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  if poll.status <> 'voting' then
    raise exception using message = 'Voting is not currently open for this poll', errcode = 'PT409', hint = 'vote.not_open';
  end if;
  if poll.expires_at is not null and poll.expires_at <= now() then
    raise exception using message = 'Voting has closed: the closing time of this poll has passed', errcode = 'PT409', hint = 'vote.closing_time_passed';
  end if;

  select * into participant from public.participants as pa
   where pa.poll_id = poll.id and pa.user_id = caller_id
   for update;
  if not found
     or (submit_vote.participant_id is not null and participant.id::text <> lower(submit_vote.participant_id)) then
    raise exception using message = 'Join this poll before voting', errcode = 'PT409', hint = 'vote.not_joined';
  end if;
  if participant.has_voted then
    raise exception using message = 'You have already voted in this poll', errcode = 'PT409', hint = 'vote.already_voted';
  end if;

  -- A list poll: the caller's entry, locked, so that one entry casts one ballot whichever session or
  -- account votes with it. It is marked voted below; nothing records which ballot.
  if poll.voters = 'list' then
    select * into entry from private.voter_entries as e where e.id = (private.my_voter_entry(poll.id)).id for update;
    if entry.id is null or entry.revoked_at is not null then
      raise exception using message = 'Only people on the voter list can vote in this poll', errcode = '42501', hint = 'vote.not_on_list';
    end if;
    if entry.voted then
      raise exception using message = 'This voter on the list has already voted', errcode = 'PT409', hint = 'vote.list_entry_voted';
    end if;
  end if;

  failure := private.ranking_failure(poll.id, submit_vote.ranking);
  if failure is not null then
    raise exception using message = failure ->> 'message', errcode = '22023', hint = failure ->> 'id',
                          detail = coalesce(failure -> 'values', '{}')::text;
  end if;

  insert into public.ballots as b (poll_id, ranking, ballot_count)
  values (poll.id, submit_vote.ranking, 1)
  on conflict on constraint ballots_pkey do update set ballot_count = b.ballot_count + 1;

  if poll.trackers then
    -- A fresh tracker, unique in the poll (a repeat among 2^40 is drawn again); stored with the ballot only.
    loop
      tracker := private.random_code(private.tracker_length());
      insert into public.tracked_ballots (poll_id, tracker, ranking) values (poll.id, tracker, submit_vote.ranking)
      on conflict do nothing;
      exit when found;
    end loop;
  end if;
  if entry.id is not null then
    update private.voter_entries as e set voted = true where e.id = entry.id;
  end if;

  update public.participants as pa set has_voted = true where pa.id = participant.id;
  return jsonb_build_object('pollId', poll.id, 'participantId', participant.id, 'hasVoted', true)
         || case when tracker is null then '{}'::jsonb else jsonb_build_object('tracker', tracker) end;
end
$function$;
REVOKE EXECUTE ON FUNCTION public.submit_vote(poll_id text, ranking text[], participant_id text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.submit_vote(poll_id text, ranking text[], participant_id text) TO authenticated, service_role;

-- public.update_poll_settings(poll_id text, max_participants integer, accounts_only boolean): last defined in supabase/migrations/20261128160000_error_ids.sql
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
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  if poll.created_by <> caller_id then
    raise exception using message = 'Only the host can change the settings of this poll', errcode = '42501', hint = 'poll.not_host_settings';
  end if;
  if poll.status = 'completed' then
    raise exception using message = 'The settings of a completed poll cannot change', errcode = 'PT409', hint = 'poll.settings_completed';
  end if;
  select count(*) into joined from public.participants as pa where pa.poll_id = poll.id;
  if update_poll_settings.max_participants < joined then
    raise exception using
      message = format('The participant limit cannot be lower than the %s people who already joined', joined),
      errcode = '22023', hint = 'poll.max_participants_below_joined', detail = json_build_object('joined', joined)::text;
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

-- public.update_poll_status(poll_id text, status text): last defined in supabase/migrations/20261128160000_error_ids.sql
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
                          errcode = '22023', hint = 'poll.status_unknown',
                          detail = json_build_object('status', left(update_poll_status.status, 50))::text;
  end if;
  next_status := update_poll_status.status::public.poll_status;

  select * into poll from public.polls as p where p.id = private.poll_id_from(update_poll_status.poll_id) for update;
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  if poll.created_by <> caller_id then
    raise exception using message = 'Only the host can change the status of this poll', errcode = '42501', hint = 'poll.not_host_status';
  end if;
  if not ((poll.status = 'waiting' and next_status = 'voting') or (poll.status = 'voting' and next_status = 'completed')) then
    raise exception using
      message = format('A poll that is %s cannot move to %s', poll.status, next_status),
      errcode = 'PT409', hint = 'poll.status_transition',
      detail = json_build_object('from', poll.status, 'to', next_status)::text;
  end if;
  if next_status = 'voting' and poll.expires_at is not null and poll.expires_at <= now() then
    raise exception using message = 'The closing time of this poll has passed: voting can no longer start',
                          errcode = 'PT409', hint = 'poll.closing_time_passed';
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

-- public.update_profile(username text): last defined in supabase/migrations/20261128160000_error_ids.sql
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
    raise exception using message = 'Username cannot be empty', errcode = '22023', hint = 'profile.username_empty';
  end if;
  perform private.check_name(new_username, 'Username');
  update public.profiles as p set username = new_username where p.id = caller_id returning * into profile;
  if not found then
    raise exception using message = 'User not found', errcode = 'PT404', hint = 'profile.not_found';
  end if;
  return private.profile_json(profile);
end
$function$;
REVOKE EXECUTE ON FUNCTION public.update_profile(username text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.update_profile(username text) TO authenticated, service_role;

-- private.add_room_summary(): last defined in supabase/migrations/20261125100000_room_summaries.sql
CREATE OR REPLACE FUNCTION private.add_room_summary()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into private.room_summaries (poll_id) values (new.id) on conflict do nothing;
  return null;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.add_room_summary() FROM PUBLIC;

-- private.address_key(raw text): last defined in supabase/migrations/20261125120300_storage_limits.sql
CREATE OR REPLACE FUNCTION private.address_key(raw text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  ip inet;
begin
  -- A dotted IPv4 address without leading zeros is already its own key: no cast (and no subtransaction).
  if raw ~ '^(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])([.](25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])){3}$' then
    return raw;
  end if;
  if raw is null or raw !~ '^[0-9A-Fa-f:.]{2,45}$' or raw !~ ':' then
    return null;
  end if;
  begin
    ip := raw::inet;
  exception when others then
    return null;
  end;
  if family(ip) = 6 and ip << '::ffff:0:0/96'::inet then
    ip := substr(host(ip), 8)::inet;
  end if;
  if family(ip) = 4 then
    return host(ip);
  end if;
  return host(network(set_masklen(ip, 64))) || '/64';
end
$function$;
REVOKE EXECUTE ON FUNCTION private.address_key(raw text) FROM PUBLIC;

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

-- private.assign_session_join_code(): last defined in supabase/migrations/20261128220000_sessions.sql
CREATE OR REPLACE FUNCTION private.assign_session_join_code()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  new.join_code := private.unused_join_code();
  return new;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.assign_session_join_code() FROM PUBLIC;

-- private.audit(target_poll uuid, action text, details jsonb): last defined in supabase/migrations/20261128210000_who_may_vote.sql
CREATE OR REPLACE FUNCTION private.audit(target_poll uuid, action text, details jsonb DEFAULT '{}'::jsonb)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  insert into public.poll_audit (poll_id, actor, action, details) values (target_poll, auth.uid(), action, details)
$function$;
REVOKE EXECUTE ON FUNCTION private.audit(target_poll uuid, action text, details jsonb) FROM PUBLIC;

-- private.audit_participant_removed(): last defined in supabase/migrations/20261128210000_who_may_vote.sql
CREATE OR REPLACE FUNCTION private.audit_participant_removed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.audit(new.poll_id, 'participant_removed');
  return null;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.audit_participant_removed() FROM PUBLIC;

-- private.audit_poll_change(): last defined in supabase/migrations/20261128210000_who_may_vote.sql
CREATE OR REPLACE FUNCTION private.audit_poll_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' then
    perform private.audit(new.id, 'created', jsonb_build_object('voters', new.voters, 'trackers', new.trackers));
  elsif new.status = 'voting' and old.status = 'waiting' then
    perform private.audit(new.id, 'voting_opened');
  elsif new.status = 'completed' and old.status <> 'completed' then
    perform private.audit(new.id, 'voting_closed');
  end if;
  return null;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.audit_poll_change() FROM PUBLIC;

-- private.ballot_list(target_poll uuid): last defined in supabase/migrations/20261128210100_ballot_trackers.sql
CREATE OR REPLACE FUNCTION private.ballot_list(target_poll uuid)
 RETURNS TABLE(tracker text, ranking text[], ballot_count integer)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  poll public.polls;
  option_ids text[];
  required integer;
begin
  select * into poll from public.polls as p where p.id = target_poll;
  select coalesce(array_agg(o.id), '{}') into option_ids from public.poll_options as o where o.poll_id = target_poll;
  required := least(coalesce(poll.min_ranked, cardinality(option_ids)), cardinality(option_ids));
  if poll.trackers then
    return query
      select t.tracker, t.ranking, 1 from public.tracked_ballots as t
       where t.poll_id = target_poll and cardinality(t.ranking) >= required and t.ranking <@ option_ids
       order by t.tracker collate "C";
  else
    return query
      select null::text, g.ranking, g.ballot_count from public.ballots as g
       where g.poll_id = target_poll and cardinality(g.ranking) >= required and g.ranking <@ option_ids
       order by g.ranking;
  end if;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.ballot_list(target_poll uuid) FROM PUBLIC;

-- private.ballot_list_fingerprint(target_poll uuid): last defined in supabase/migrations/20261128210100_ballot_trackers.sql
CREATE OR REPLACE FUNCTION private.ballot_list_fingerprint(target_poll uuid)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select encode(sha256(convert_to(private.ballot_list_text(target_poll), 'UTF8')), 'hex')
$function$;
REVOKE EXECUTE ON FUNCTION private.ballot_list_fingerprint(target_poll uuid) FROM PUBLIC;

-- private.ballot_list_parts(target_poll uuid, with_json boolean): last defined in supabase/migrations/20261128233000_ballot_list_at_scale.sql
CREATE OR REPLACE FUNCTION private.ballot_list_parts(target_poll uuid, with_json boolean)
 RETURNS TABLE(canonical text, ballots_json text)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
 SET work_mem TO '32MB'
AS $function$
declare
  poll public.polls;
  option_ids text[];
  names jsonb;
  required integer;
begin
  select * into poll from public.polls as p where p.id = target_poll;
  select coalesce(array_agg(o.id), '{}'), coalesce(jsonb_object_agg(o.id, o.text), '{}'::jsonb)
    into option_ids, names
    from public.poll_options as o where o.poll_id = target_poll;
  required := least(coalesce(poll.min_ranked, cardinality(option_ids)), cardinality(option_ids));
  if poll.trackers then
    return query
      with counted as materialized (
        select t.tracker, t.ranking from public.tracked_ballots as t
         where t.poll_id = target_poll and cardinality(t.ranking) >= required and t.ranking <@ option_ids
      ), written as materialized (
        select d.ranking,
               (select string_agg(names ->> r.id, E'\t' order by r.n) from unnest(d.ranking) with ordinality as r (id, n)) as line,
               case when with_json then array_to_json(d.ranking)::text end as json
          from (select distinct c.ranking from counted as c) as d
      )
      select 'runoff ballot list 1' || E'\n' || coalesce(string_agg(c.tracker || E'\t' || w.line || E'\n', '' order by c.tracker collate "C"), ''),
             case when with_json then
               '[' || coalesce(string_agg('{"tracker":"' || c.tracker || '","ranking":' || w.json || ',"count":1}', ',' order by c.tracker collate "C"), '') || ']'
             end
        from counted as c join written as w on w.ranking = c.ranking;
  else
    return query
      with written as materialized (
        select g.ranking, g.ballot_count,
               (select string_agg(names ->> r.id, E'\t' order by r.n) from unnest(g.ranking) with ordinality as r (id, n)) as line
          from public.ballots as g
         where g.poll_id = target_poll and cardinality(g.ranking) >= required and g.ranking <@ option_ids
      )
      select 'runoff ballot list 1' || E'\n' || coalesce(string_agg(repeat(E'\t' || w.line || E'\n', w.ballot_count), '' order by w.line collate "C"), ''),
             case when with_json then
               '[' || coalesce(string_agg('{"tracker":null,"ranking":' || array_to_json(w.ranking)::text || ',"count":' || w.ballot_count || '}', ','
                                          order by w.line collate "C"), '') || ']'
             end
        from written as w;
  end if;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.ballot_list_parts(target_poll uuid, with_json boolean) FROM PUBLIC;

-- private.ballot_list_text(target_poll uuid): last defined in supabase/migrations/20261128233000_ballot_list_at_scale.sql
CREATE OR REPLACE FUNCTION private.ballot_list_text(target_poll uuid)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select p.canonical from private.ballot_list_parts(target_poll, false) as p
$function$;
REVOKE EXECUTE ON FUNCTION private.ballot_list_text(target_poll uuid) FROM PUBLIC;

-- private.broadcast_participant_joined(): last defined in supabase/migrations/20261125100000_room_summaries.sql
CREATE OR REPLACE FUNCTION private.broadcast_participant_joined()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform realtime.send(
    jsonb_build_object('participant', private.participant_json(new)),
    'participant_joined', 'poll-host:' || new.poll_id, true);
  perform private.push_room_summary(new.poll_id, 'change');
  return null;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.broadcast_participant_joined() FROM PUBLIC;

-- private.broadcast_participant_voted(): last defined in supabase/migrations/20261125100000_room_summaries.sql
CREATE OR REPLACE FUNCTION private.broadcast_participant_voted()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform realtime.send(
    jsonb_build_object('pollId', new.poll_id, 'participantId', new.id),
    'participant_voted', 'poll-host:' || new.poll_id, true);
  perform private.push_room_summary(new.poll_id, 'change');
  return null;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.broadcast_participant_voted() FROM PUBLIC;

-- private.broadcast_poll_deleted(): last defined in supabase/migrations/20261128140100_room_topic_epoch.sql
CREATE OR REPLACE FUNCTION private.broadcast_poll_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  topic text;
begin
  delete from private.room_epochs as e where e.poll_id = old.id
  returning 'poll:' || e.poll_id::text || ':' || e.epoch into topic;
  if topic is not null then
    perform realtime.send(jsonb_build_object('pollId', old.id), 'poll_deleted', topic, true);
  end if;
  return null;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.broadcast_poll_deleted() FROM PUBLIC;

-- private.broadcast_public_poll_deleted(): last defined in supabase/migrations/20261125130000_public_topic_read_only.sql
CREATE OR REPLACE FUNCTION private.broadcast_public_poll_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform realtime.send(jsonb_build_object('pollId', old.id), 'poll_deleted', 'poll-public:' || old.id, true);
  return null;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.broadcast_public_poll_deleted() FROM PUBLIC;

-- private.broadcast_public_question_changed(): last defined in supabase/migrations/20261128234000_session_embed.sql
CREATE OR REPLACE FUNCTION private.broadcast_public_question_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if exists (select 1 from public.sessions as s where s.id = new.session_id and s.current_question_id = new.poll_id) then
    perform realtime.send(jsonb_build_object('sessionId', new.session_id), 'session_changed', 'session-public:' || new.session_id, true);
  end if;
  return null;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.broadcast_public_question_changed() FROM PUBLIC;

-- private.broadcast_public_session_deleted(): last defined in supabase/migrations/20261128234000_session_embed.sql
CREATE OR REPLACE FUNCTION private.broadcast_public_session_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform realtime.send(jsonb_build_object('sessionId', old.id), 'session_deleted', 'session-public:' || old.id, true);
  return null;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.broadcast_public_session_deleted() FROM PUBLIC;

-- private.broadcast_public_session_moved(): last defined in supabase/migrations/20261128234000_session_embed.sql
CREATE OR REPLACE FUNCTION private.broadcast_public_session_moved()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform realtime.send(jsonb_build_object('sessionId', new.id), 'session_changed', 'session-public:' || new.id, true);
  return null;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.broadcast_public_session_moved() FROM PUBLIC;

-- private.broadcast_public_status_changed(): last defined in supabase/migrations/20261125130000_public_topic_read_only.sql
CREATE OR REPLACE FUNCTION private.broadcast_public_status_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform realtime.send(jsonb_build_object('pollId', new.id, 'status', new.status),
                        'status_changed', 'poll-public:' || new.id, true);
  return null;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.broadcast_public_status_changed() FROM PUBLIC;

-- private.broadcast_public_votes_cast(): last defined in supabase/migrations/20261125130000_public_topic_read_only.sql
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
    'votes_cast', 'poll-public:' || new.poll_id, true);
  return null;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.broadcast_public_votes_cast() FROM PUBLIC;

-- private.broadcast_status_changed(): last defined in supabase/migrations/20261128140100_room_topic_epoch.sql
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
    'status_changed', private.room_topic(new.id), true);
  return null;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.broadcast_status_changed() FROM PUBLIC;

-- private.caller_email(): last defined in supabase/migrations/20261128235000_session_cohost_invites.sql
CREATE OR REPLACE FUNCTION private.caller_email()
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select lower(u.email) from auth.users as u
   where u.id = auth.uid() and u.is_anonymous is not true and u.email_confirmed_at is not null and u.email is not null
$function$;
REVOKE EXECUTE ON FUNCTION private.caller_email() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.caller_email() TO authenticated;

-- private.can_receive_poll_events(topic text): last defined in supabase/migrations/20261128140100_room_topic_epoch.sql
CREATE OR REPLACE FUNCTION private.can_receive_poll_events(topic text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  uuid_pattern constant text := '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
begin
  if topic is null then
    return false;
  elsif topic ~* ('^poll:' || uuid_pattern || ':[0-9a-f]{32}$') then
    -- The room: a member, and the current epoch (an old one is a room the reader may have been removed from).
    return private.is_poll_member(substr(topic, 6, 36)::uuid)
       and topic = private.room_topic(substr(topic, 6, 36)::uuid);
  elsif topic ~* ('^poll:' || uuid_pattern || '$') then
    -- The room's topic before 20261128140100: nothing is sent there any more.
    return private.is_poll_member(substr(topic, 6)::uuid);
  elsif topic ~* ('^poll-host:' || uuid_pattern || '$') then
    return private.is_poll_host(substr(topic, 11)::uuid);
  elsif topic ~* ('^user:' || uuid_pattern || '$') then
    return substr(topic, 6)::uuid = auth.uid();
  end if;
  return false;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.can_receive_poll_events(topic text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.can_receive_poll_events(topic text) TO authenticated;

-- private.can_receive_session_events(topic text): last defined in supabase/migrations/20261128220000_sessions.sql
CREATE OR REPLACE FUNCTION private.can_receive_session_events(topic text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if topic is null
     or topic !~* '^session:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  return private.is_session_member(substr(topic, 9)::uuid);
end
$function$;
REVOKE EXECUTE ON FUNCTION private.can_receive_session_events(topic text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.can_receive_session_events(topic text) TO authenticated;

-- private.can_see_session_question(target_poll uuid): last defined in supabase/migrations/20261128220000_sessions.sql
CREATE OR REPLACE FUNCTION private.can_see_session_question(target_poll uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.session_questions as q join public.sessions as s on s.id = q.session_id
     where q.poll_id = target_poll
       and case private.session_role(s.id)
             when 'host' then true
             when 'cohost' then true
             when 'participant' then q.voting <> 'not_started' or s.current_question_id = q.poll_id
             else false
           end)
$function$;
REVOKE EXECUTE ON FUNCTION private.can_see_session_question(target_poll uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.can_see_session_question(target_poll uuid) TO authenticated;

-- private.check_ballot_ranking(): last defined in supabase/migrations/20261128160000_error_ids.sql
CREATE OR REPLACE FUNCTION private.check_ballot_ranking()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  failure jsonb := private.ranking_failure(new.poll_id, new.ranking);
begin
  if failure is not null then
    raise exception using message = failure ->> 'message', errcode = '22023', hint = failure ->> 'id',
                          detail = coalesce(failure -> 'values', '{}')::text;
  end if;
  if (select p.status from public.polls as p where p.id = new.poll_id) is distinct from 'voting' then
    raise exception using message = 'Voting is not currently open for this poll', errcode = 'PT409', hint = 'vote.not_open';
  end if;
  return new;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.check_ballot_ranking() FROM PUBLIC;

-- private.check_list_room(target_poll uuid, adding integer): last defined in supabase/migrations/20261128210000_who_may_vote.sql
CREATE OR REPLACE FUNCTION private.check_list_room(target_poll uuid, adding integer)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  listed integer;
begin
  select count(*) into listed from private.voter_entries as e where e.poll_id = target_poll and e.revoked_at is null;
  if listed + adding > private.voter_list_max() then
    raise exception using message = format('A voter list holds at most %s entries', private.voter_list_max()),
                          errcode = '22023', hint = 'voters.list_full',
                          detail = json_build_object('max', private.voter_list_max(), 'listed', listed, 'adding', adding)::text;
  end if;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.check_list_room(target_poll uuid, adding integer) FROM PUBLIC;

-- private.check_max_participants(value integer): last defined in supabase/migrations/20261128160000_error_ids.sql
CREATE OR REPLACE FUNCTION private.check_max_participants(value integer)
 RETURNS void
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  if value is not null and (value < 1 or value > 100000) then
    raise exception using message = 'The participant limit must be between 1 and 100,000', errcode = '22023', hint = 'poll.max_participants_out_of_range',
                          detail = json_build_object('min', 1, 'max', 100000)::text;
  end if;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.check_max_participants(value integer) FROM PUBLIC;

-- private.check_name(value text, field text): last defined in supabase/migrations/20261128160000_error_ids.sql
CREATE OR REPLACE FUNCTION private.check_name(value text, field text)
 RETURNS void
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
declare
  failure jsonb := private.name_failure(value, field);
begin
  if failure is not null then
    raise exception using message = failure ->> 'message', errcode = '22023', hint = failure ->> 'id',
                          detail = coalesce(failure -> 'values', '{}')::text;
  end if;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.check_name(value text, field text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.check_name(value text, field text) TO service_role;

-- private.check_participant_name(): last defined in supabase/migrations/20261125120100_name_rules.sql
CREATE OR REPLACE FUNCTION private.check_participant_name()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.name <> 'Anonymous Participant' then
    perform private.check_name(new.name, 'Name');
  end if;
  return new;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.check_participant_name() FROM PUBLIC;

-- private.clean_text(value text, field text, max_length integer, multiline boolean): last defined in supabase/migrations/20261128160000_error_ids.sql
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
      errcode = '22023', hint = 'text.forbidden_characters',
      detail = json_build_object('field', lower(replace(field, ' ', '_')))::text;
  end if;
  if char_length(cleaned) > max_length then
    raise exception using message = format('%s must be %s characters or less', field, max_length), errcode = '22023',
                          hint = 'text.too_long', detail = json_build_object('field', lower(replace(field, ' ', '_')), 'max', max_length)::text;
  end if;
  return cleaned;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.clean_text(value text, field text, max_length integer, multiline boolean) FROM PUBLIC;

-- private.cohost_email(raw text): last defined in supabase/migrations/20261128235000_session_cohost_invites.sql
CREATE OR REPLACE FUNCTION private.cohost_email(raw text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  clean text := lower(btrim(coalesce(raw, '')));
begin
  if char_length(clean) > 320 or clean !~ '^[^@[:space:]]+@[^@[:space:]]+$' then
    raise exception using message = 'Enter an e-mail address', errcode = '22023',
                          hint = 'session.cohost_email_invalid', detail = json_build_object('max', 320)::text;
  end if;
  return clean;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.cohost_email(raw text) FROM PUBLIC;

-- private.cohost_list(target_session uuid): last defined in supabase/migrations/20261128235000_session_cohost_invites.sql
CREATE OR REPLACE FUNCTION private.cohost_list(target_session uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(jsonb_build_object('email', c.email, 'addedAt', private.iso(c.added_at))
                            order by c.added_at, c.email), '[]'::jsonb)
    from public.session_cohosts as c
   where c.session_id = target_session
$function$;
REVOKE EXECUTE ON FUNCTION private.cohost_list(target_session uuid) FROM PUBLIC;

-- private.count_participant_storage(): last defined in supabase/migrations/20261128160000_error_ids.sql
CREATE OR REPLACE FUNCTION private.count_participant_storage()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  buckets text[] := private.storage_buckets(new.poll_id);
  bucket text;
  this_hour timestamptz := date_trunc('hour', now());
  this_shard smallint := pg_backend_pid() % 64;
  limits private.storage_limits;
  joined bigint;
  new_hour boolean;
begin
  if buckets is null then
    return new;
  end if;
  select * into limits from private.storage_limits;
  foreach bucket in array buckets loop
    insert into private.storage_use as u (address, hour, shard, joins) values (bucket, this_hour, this_shard, 1)
    on conflict (address, hour, shard) do update set joins = u.joins + 1;
    select sum(u.joins) into joined from private.storage_use as u where u.address = bucket and u.hour = this_hour;
    if joined > limits.joins_per_address then
      if bucket like 'poll:%' then
        raise exception using
          message = 'Too many people have joined this poll in the last hour. Please try again later',
          errcode = 'PT429', hint = 'limit.poll_joins', detail = json_build_object('max', limits.joins_per_address)::text;
      elsif bucket like 'user:%' then
        raise exception using
          message = 'You have joined too many polls in the last hour. Please try again later',
          errcode = 'PT429', hint = 'limit.account_joins', detail = json_build_object('max', limits.joins_per_address)::text;
      end if;
      raise exception using
        message = 'Too many people have joined polls from your network in the last hour. Please try again later',
        errcode = 'PT429', hint = 'limit.network_joins', detail = json_build_object('max', limits.joins_per_address)::text;
    end if;
  end loop;
  insert into private.storage_use as u (address, hour, shard, joins) values ('', this_hour, this_shard, 1)
  on conflict (address, hour, shard) do update set joins = u.joins + 1
  returning (xmax = 0) into new_hour;
  select sum(u.joins) into joined from private.storage_use as u where u.address = '' and u.hour = this_hour;
  if joined > limits.joins_in_all then
    raise exception using
      message = 'Runoff is taking no new participants for now: too many joined in the last hour. Please try again later',
      errcode = 'PT429', hint = 'limit.all_joins', detail = json_build_object('max', limits.joins_in_all)::text;
  end if;
  if new_hour then
    perform private.prune_storage_use();
  end if;
  return new;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.count_participant_storage() FROM PUBLIC;

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

-- private.count_poll_storage(bytes bigint): last defined in supabase/migrations/20261128160000_error_ids.sql
CREATE OR REPLACE FUNCTION private.count_poll_storage(bytes bigint)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  buckets text[] := private.storage_buckets(null);
  bucket text;
  this_hour timestamptz := date_trunc('hour', now());
  limits private.storage_limits;
  polls_now integer;
  bytes_now bigint;
  new_hour boolean;
begin
  if buckets is null then
    return;
  end if;
  select * into limits from private.storage_limits;
  perform pg_advisory_xact_lock(hashtextextended('storage:polls', 0));
  foreach bucket in array buckets loop
    insert into private.storage_use as u (address, hour, shard, polls, poll_bytes)
    values (bucket, this_hour, 0, 1, bytes)
    on conflict (address, hour, shard) do update set polls = u.polls + 1, poll_bytes = u.poll_bytes + excluded.poll_bytes
    returning u.polls, u.poll_bytes into polls_now, bytes_now;
    if polls_now > limits.polls_per_address or bytes_now > limits.poll_bytes_per_address then
      if bucket like 'user:%' then
        raise exception using
          message = 'You have created too many polls in the last hour. Please try again later',
          errcode = 'PT429', hint = 'limit.account_polls',
          detail = json_build_object('max', limits.polls_per_address, 'max_bytes', limits.poll_bytes_per_address)::text;
      end if;
      raise exception using
        message = 'Too many polls have been created from your network in the last hour. Please try again later',
        errcode = 'PT429', hint = 'limit.network_polls',
        detail = json_build_object('max', limits.polls_per_address, 'max_bytes', limits.poll_bytes_per_address)::text;
    end if;
  end loop;
  insert into private.storage_use as u (address, hour, shard, polls, poll_bytes)
  values ('', this_hour, 0, 1, bytes)
  on conflict (address, hour, shard) do update set polls = u.polls + 1, poll_bytes = u.poll_bytes + excluded.poll_bytes
  returning u.polls, u.poll_bytes, (xmax = 0) into polls_now, bytes_now, new_hour;
  if polls_now > limits.polls_in_all or bytes_now > limits.poll_bytes_in_all then
    raise exception using
      message = 'Runoff is taking no new polls for now: too many were created in the last hour. Please try again later',
      errcode = 'PT429', hint = 'limit.all_polls',
      detail = json_build_object('max', limits.polls_in_all, 'max_bytes', limits.poll_bytes_in_all)::text;
  end if;
  if new_hour then
    perform private.prune_storage_use();
  end if;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.count_poll_storage(bytes bigint) FROM PUBLIC;

-- private.count_session_join_storage(): last defined in supabase/migrations/20261128220000_sessions.sql
CREATE OR REPLACE FUNCTION private.count_session_join_storage()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  buckets text[] := private.storage_buckets(new.session_id);
  bucket text;
  this_hour timestamptz := date_trunc('hour', now());
  this_shard smallint := pg_backend_pid() % 64;
  limits private.storage_limits;
  joined bigint;
begin
  if buckets is null then
    return new;
  end if;
  select * into limits from private.storage_limits;
  foreach bucket in array buckets || ''::text loop
    insert into private.storage_use as u (address, hour, shard, joins) values (bucket, this_hour, this_shard, 1)
    on conflict (address, hour, shard) do update set joins = u.joins + 1;
    select sum(u.joins) into joined from private.storage_use as u where u.address = bucket and u.hour = this_hour;
    if bucket = '' and joined > limits.joins_in_all then
      raise exception using
        message = 'Runoff is taking no new participants for now: too many joined in the last hour. Please try again later',
        errcode = 'PT429', hint = 'limit.all_joins', detail = json_build_object('max', limits.joins_in_all)::text;
    elsif bucket <> '' and joined > limits.joins_per_address then
      if bucket like 'poll:%' then
        raise exception using
          message = 'Too many people have joined this poll in the last hour. Please try again later',
          errcode = 'PT429', hint = 'limit.poll_joins', detail = json_build_object('max', limits.joins_per_address)::text;
      elsif bucket like 'user:%' then
        raise exception using
          message = 'You have joined too many polls in the last hour. Please try again later',
          errcode = 'PT429', hint = 'limit.account_joins', detail = json_build_object('max', limits.joins_per_address)::text;
      end if;
      raise exception using
        message = 'Too many people have joined polls from your network in the last hour. Please try again later',
        errcode = 'PT429', hint = 'limit.network_joins', detail = json_build_object('max', limits.joins_per_address)::text;
    end if;
  end loop;
  return new;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.count_session_join_storage() FROM PUBLIC;

-- private.count_voter_entry_storage(entries integer): last defined in supabase/migrations/20261128233100_voter_entry_storage.sql
CREATE OR REPLACE FUNCTION private.count_voter_entry_storage(entries integer)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  buckets text[] := private.storage_buckets(null);
  bucket text;
  this_hour timestamptz := date_trunc('hour', now());
  limits private.storage_limits;
  stored integer;
  new_hour boolean;
begin
  if buckets is null or coalesce(entries, 0) <= 0 then
    return;
  end if;
  select * into limits from private.storage_limits;
  foreach bucket in array buckets loop
    insert into private.storage_use as u (address, hour, shard, voter_entries) values (bucket, this_hour, 0, entries)
    on conflict (address, hour, shard) do update set voter_entries = u.voter_entries + excluded.voter_entries
    returning u.voter_entries into stored;
    if stored > limits.voter_entries_per_address then
      if bucket like 'user:%' then
        raise exception using
          message = 'You have added too many voter list entries in the last hour. Please try again later',
          errcode = 'PT429', hint = 'limit.account_voter_entries',
          detail = json_build_object('max', limits.voter_entries_per_address, 'adding', entries)::text;
      end if;
      raise exception using
        message = 'Too many voter list entries have been added from your network in the last hour. Please try again later',
        errcode = 'PT429', hint = 'limit.network_voter_entries',
        detail = json_build_object('max', limits.voter_entries_per_address, 'adding', entries)::text;
    end if;
  end loop;
  insert into private.storage_use as u (address, hour, shard, voter_entries) values ('', this_hour, 0, entries)
  on conflict (address, hour, shard) do update set voter_entries = u.voter_entries + excluded.voter_entries
  returning u.voter_entries, (xmax = 0) into stored, new_hour;
  if stored > limits.voter_entries_in_all then
    raise exception using
      message = 'Runoff is taking no new voter list entries for now: too many were added in the last hour. Please try again later',
      errcode = 'PT429', hint = 'limit.all_voter_entries',
      detail = json_build_object('max', limits.voter_entries_in_all, 'adding', entries)::text;
  end if;
  if new_hour then
    perform private.prune_storage_use();
  end if;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.count_voter_entry_storage(entries integer) FROM PUBLIC;

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

-- private.create_room_epoch(): last defined in supabase/migrations/20261128140100_room_topic_epoch.sql
CREATE OR REPLACE FUNCTION private.create_room_epoch()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into private.room_epochs (poll_id) values (new.id) on conflict do nothing;
  return null;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.create_room_epoch() FROM PUBLIC;

-- private.current_question(session public.sessions): last defined in supabase/migrations/20261128220200_session_questions_and_driving.sql
CREATE OR REPLACE FUNCTION private.current_question(session public.sessions)
 RETURNS public.session_questions
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  question public.session_questions;
begin
  select * into question from public.session_questions as q where q.poll_id = session.current_question_id;
  if not found then
    raise exception using message = 'The session has no current question yet', errcode = 'PT409',
                          hint = 'session.no_current_question';
  end if;
  return question;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.current_question(session public.sessions) FROM PUBLIC;

-- private.from_code_points(hex text): last defined in supabase/migrations/20261128120100_look_alike_options.sql
CREATE OR REPLACE FUNCTION private.from_code_points(hex text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select string_agg(chr(('x' || lpad(h.code, 8, '0'))::bit(32)::integer), '' order by h.n)
    from unnest(string_to_array(hex, ' ')) with ordinality as h (code, n)
$function$;
REVOKE EXECUTE ON FUNCTION private.from_code_points(hex text) FROM PUBLIC;

-- private.has_forbidden_characters(value text, multiline boolean): last defined in supabase/migrations/20261125110000_helpers_planned_once.sql
CREATE OR REPLACE FUNCTION private.has_forbidden_characters(value text, multiline boolean DEFAULT false)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
begin
  return value ~ (
      case when multiline then '[\u0001-\u0008\u000B\u000C\u000E-\u001F' else '[\u0001-\u001F' end
      || '\u007F-\u009F\u00AD\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u180E\u200B\u200E\u200F'
      || '\u2028-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB\U000110BD\U000110CD'
      || '\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0001\U000E0020-\U000E007F]'
      || '|[\s\u00A0\u1680\u2000-\u200D\u202F\u205F\u3000][\u200C\u200D]|[\u200C\u200D][\s\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]'
      || '|^[\u200C\u200D]|[\u200C\u200D]$');
end
$function$;
REVOKE EXECUTE ON FUNCTION private.has_forbidden_characters(value text, multiline boolean) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.has_forbidden_characters(value text, multiline boolean) TO service_role;

-- private.initial_username(metadata jsonb, email text): last defined in supabase/migrations/20261125120100_name_rules.sql
CREATE OR REPLACE FUNCTION private.initial_username(metadata jsonb, email text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(
    nullif(private.sanitize_name(metadata ->> 'username'), ''),
    nullif(private.sanitize_name(split_part(coalesce(email, ''), '@', 1)), ''),
    'user')
$function$;
REVOKE EXECUTE ON FUNCTION private.initial_username(metadata jsonb, email text) FROM PUBLIC;

-- private.is_clean_text(value text, multiline boolean): last defined in supabase/migrations/20261125110000_helpers_planned_once.sql
CREATE OR REPLACE FUNCTION private.is_clean_text(value text, multiline boolean DEFAULT false)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
begin
  return value is nfc normalized
     and value = private.trim_text(value)
     and not private.has_forbidden_characters(value, multiline);
end
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

-- private.is_public_poll_topic(topic text): last defined in supabase/migrations/20261125130000_public_topic_read_only.sql
CREATE OR REPLACE FUNCTION private.is_public_poll_topic(topic text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select coalesce(topic ~* '^poll-public:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', false)
$function$;
REVOKE EXECUTE ON FUNCTION private.is_public_poll_topic(topic text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.is_public_poll_topic(topic text) TO anon, authenticated;

-- private.is_public_session_topic(topic text): last defined in supabase/migrations/20261128234000_session_embed.sql
CREATE OR REPLACE FUNCTION private.is_public_session_topic(topic text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select coalesce(topic ~* '^session-public:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', false)
$function$;
REVOKE EXECUTE ON FUNCTION private.is_public_session_topic(topic text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.is_public_session_topic(topic text) TO anon, authenticated;

-- private.is_question_on_screen(target_poll uuid): last defined in supabase/migrations/20261128234000_session_embed.sql
CREATE OR REPLACE FUNCTION private.is_question_on_screen(target_poll uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.session_questions as q join public.sessions as s on s.current_question_id = q.poll_id
     where q.poll_id = target_poll and q.results_shown)
$function$;
REVOKE EXECUTE ON FUNCTION private.is_question_on_screen(target_poll uuid) FROM PUBLIC;

-- private.is_reserved_name(value text): last defined in supabase/migrations/20261125120200_name_rules_planned_once.sql
CREATE OR REPLACE FUNCTION private.is_reserved_name(value text)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
begin
  return private.name_label_key(value) ~ '^((the)?host|participant[0-9]*|anonymousparticipant|runoff)$';
end
$function$;
REVOKE EXECUTE ON FUNCTION private.is_reserved_name(value text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.is_reserved_name(value text) TO service_role;

-- private.is_session_driver(target_session uuid): last defined in supabase/migrations/20261128220000_sessions.sql
CREATE OR REPLACE FUNCTION private.is_session_driver(target_session uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(private.session_role(target_session) in ('host', 'cohost'), false)
$function$;
REVOKE EXECUTE ON FUNCTION private.is_session_driver(target_session uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.is_session_driver(target_session uuid) TO authenticated;

-- private.is_session_member(target_session uuid): last defined in supabase/migrations/20261128220000_sessions.sql
CREATE OR REPLACE FUNCTION private.is_session_member(target_session uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.session_role(target_session) is not null
$function$;
REVOKE EXECUTE ON FUNCTION private.is_session_member(target_session uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.is_session_member(target_session uuid) TO authenticated;

-- private.iso(ts timestamp with time zone): last defined in supabase/migrations/20261125110000_helpers_planned_once.sql
CREATE OR REPLACE FUNCTION private.iso(ts timestamp with time zone)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  return to_char(ts at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
end
$function$;
REVOKE EXECUTE ON FUNCTION private.iso(ts timestamp with time zone) FROM PUBLIC;

-- private.issue_codes(target_poll uuid, wanted integer): last defined in supabase/migrations/20261128233100_voter_entry_storage.sql
CREATE OR REPLACE FUNCTION private.issue_codes(target_poll uuid, wanted integer)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  issued jsonb := '[]'::jsonb;
  batch jsonb;
  missing integer := wanted;
  next_number integer;
begin
  perform private.check_list_room(target_poll, wanted);
  perform private.count_voter_entry_storage(wanted);
  -- A repeat among 2^60 codes is all but impossible; should one come, it is drawn again.
  while missing > 0 loop
    select coalesce(max(e.code_number), 0) + 1 into next_number from private.voter_entries as e where e.poll_id = target_poll;
    with drawn as (
      select private.random_code(12) as code, g.n
        from generate_series(0, missing - 1) as g (n)
    ), stored as (
      insert into private.voter_entries (poll_id, code_hash, code_number)
      select target_poll, private.voting_code_hash(target_poll, d.code), next_number + d.n from drawn as d
      on conflict do nothing
      returning id, code_hash, code_number
    )
    select coalesce(jsonb_agg(jsonb_build_object('id', s.id, 'number', s.code_number, 'code', private.shown_code(d.code))
                              order by s.code_number), '[]'::jsonb)
      into batch
      from stored as s join drawn as d on s.code_number = next_number + d.n;
    issued := issued || batch;
    missing := wanted - jsonb_array_length(issued);
  end loop;
  perform private.audit(target_poll, 'codes_issued', jsonb_build_object('count', wanted));
  return issued;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.issue_codes(target_poll uuid, wanted integer) FROM PUBLIC;

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

-- private.keep_question_status(): last defined in supabase/migrations/20261128220000_sessions.sql
CREATE OR REPLACE FUNCTION private.keep_question_status()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  question public.session_questions;
begin
  select * into question from public.session_questions as q where q.poll_id = new.id;
  if found and new.status is distinct from private.question_poll_status(question) then
    raise exception using message = 'This question belongs to a session: drive it from the session',
                          errcode = 'PT409', hint = 'session.question_driven_by_session';
  end if;
  return new;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.keep_question_status() FROM PUBLIC;

-- private.list_poll_for_host(raw_poll_id text): last defined in supabase/migrations/20261128210000_who_may_vote.sql
CREATE OR REPLACE FUNCTION private.list_poll_for_host(raw_poll_id text)
 RETURNS public.polls
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller_id uuid := private.require_user_id();
  poll public.polls;
begin
  select * into poll from public.polls as p where p.id = private.poll_id_from(raw_poll_id) for update;
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  if poll.created_by <> caller_id then
    raise exception using message = 'Only the host can change the voter list', errcode = '42501', hint = 'voters.not_host';
  end if;
  if poll.voters <> 'list' then
    raise exception using message = 'This poll is open to voters without a list', errcode = 'PT409', hint = 'voters.not_list_poll',
                          detail = json_build_object('voters', poll.voters)::text;
  end if;
  if poll.status = 'completed' then
    raise exception using message = 'The voter list of a completed poll cannot change', errcode = 'PT409', hint = 'voters.poll_completed';
  end if;
  return poll;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.list_poll_for_host(raw_poll_id text) FROM PUBLIC;

-- private.my_voter_entry(target_poll uuid): last defined in supabase/migrations/20261128210000_who_may_vote.sql
CREATE OR REPLACE FUNCTION private.my_voter_entry(target_poll uuid)
 RETURNS private.voter_entries
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select e.* from private.voter_entries as e
   where e.poll_id = target_poll and e.revoked_at is null
     and (e.redeemed_by = auth.uid() or (e.email is not null and e.email = private.proven_email()))
   order by e.voted, e.added_at
   limit 1
$function$;
REVOKE EXECUTE ON FUNCTION private.my_voter_entry(target_poll uuid) FROM PUBLIC;

-- private.name_failure(value text, field text): last defined in supabase/migrations/20261128160000_error_ids.sql
CREATE OR REPLACE FUNCTION private.name_failure(value text, field text)
 RETURNS jsonb
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
begin
  if value is null then
    return null;
  end if;
  if value !~ '^[ -~]*$' then
    if value ~ '[\uFDD0-\uFDEF\uFFFE\uFFFF\U0001FFFE\U0001FFFF\U0002FFFE\U0002FFFF\U0003FFFE\U0003FFFF\U0004FFFE\U0004FFFF\U0005FFFE\U0005FFFF\U0006FFFE\U0006FFFF\U0007FFFE\U0007FFFF\U0008FFFE\U0008FFFF\U0009FFFE\U0009FFFF\U000AFFFE\U000AFFFF\U000BFFFE\U000BFFFF\U000CFFFE\U000CFFFF\U000DFFFE\U000DFFFF\U000EFFFE\U000EFFFF\U000FFFFE\U000FFFFF\U0010FFFE\U0010FFFF\uFFFC\u115F\u1160\u17B4\u17B5\u2800\u3164\uFFA0]' then
      return jsonb_build_object('id', 'text.forbidden_characters',
        'message', format('%s must not contain control characters or invisible formatting characters', field),
        'values', jsonb_build_object('field', lower(replace(field, ' ', '_'))));
    end if;
    if value !~ '[\u0021-\u007E\u00A1-\u00AC\u00AE-\u02FF\u0370-\u0377\u037A-\u037F\u0384-\u038A\u038C\u038E-\u03A1\u03A3-\u0482\u048A-\u052F\u0531-\u0556\u0559-\u058A\u058D-\u058F\u05BE\u05C0\u05C3\u05C6\u05D0-\u05EA\u05EF-\u05F4\u0606-\u060F\u061B\u061D-\u064A\u0660-\u066F\u0671-\u06D5\u06DE\u06E5\u06E6\u06E9\u06EE-\u070D\u0710\u0712-\u072F\u074D-\u07A5\u07B1\u07C0-\u07EA\u07F4-\u07FA\u07FE-\u0815\u081A\u0824\u0828\u0830-\u083E\u0840-\u0858\u085E\u0860-\u086A\u0870-\u088F\u08A0-\u08C9\u0904-\u0939\u093D\u0950\u0958-\u0961\u0964-\u0980\u0985-\u098C\u098F\u0990\u0993-\u09A8\u09AA-\u09B0\u09B2\u09B6-\u09B9\u09BD\u09CE\u09DC\u09DD\u09DF-\u09E1\u09E6-\u09FD\u0A05-\u0A0A\u0A0F\u0A10\u0A13-\u0A28\u0A2A-\u0A30\u0A32\u0A33\u0A35\u0A36\u0A38\u0A39\u0A59-\u0A5C\u0A5E\u0A66-\u0A6F\u0A72-\u0A74\u0A76\u0A85-\u0A8D\u0A8F-\u0A91\u0A93-\u0AA8\u0AAA-\u0AB0\u0AB2\u0AB3\u0AB5-\u0AB9\u0ABD\u0AD0\u0AE0\u0AE1\u0AE6-\u0AF1\u0AF9\u0B05-\u0B0C\u0B0F\u0B10\u0B13-\u0B28\u0B2A-\u0B30\u0B32\u0B33\u0B35-\u0B39\u0B3D\u0B5C\u0B5D\u0B5F-\u0B61\u0B66-\u0B77\u0B83\u0B85-\u0B8A\u0B8E-\u0B90\u0B92-\u0B95\u0B99\u0B9A\u0B9C\u0B9E\u0B9F\u0BA3\u0BA4\u0BA8-\u0BAA\u0BAE-\u0BB9\u0BD0\u0BE6-\u0BFA\u0C05-\u0C0C\u0C0E-\u0C10\u0C12-\u0C28\u0C2A-\u0C39\u0C3D\u0C58-\u0C5A\u0C5C\u0C5D\u0C60\u0C61\u0C66-\u0C6F\u0C77-\u0C80\u0C84-\u0C8C\u0C8E-\u0C90\u0C92-\u0CA8\u0CAA-\u0CB3\u0CB5-\u0CB9\u0CBD\u0CDC-\u0CDE\u0CE0\u0CE1\u0CE6-\u0CEF\u0CF1\u0CF2\u0D04-\u0D0C\u0D0E-\u0D10\u0D12-\u0D3A\u0D3D\u0D4E\u0D4F\u0D54-\u0D56\u0D58-\u0D61\u0D66-\u0D7F\u0D85-\u0D96\u0D9A-\u0DB1\u0DB3-\u0DBB\u0DBD\u0DC0-\u0DC6\u0DE6-\u0DEF\u0DF4\u0E01-\u0E30\u0E32\u0E33\u0E3F-\u0E46\u0E4F-\u0E5B\u0E81\u0E82\u0E84\u0E86-\u0E8A\u0E8C-\u0EA3\u0EA5\u0EA7-\u0EB0\u0EB2\u0EB3\u0EBD\u0EC0-\u0EC4\u0EC6\u0ED0-\u0ED9\u0EDC-\u0EDF\u0F00-\u0F17\u0F1A-\u0F34\u0F36\u0F38\u0F3A-\u0F3D\u0F40-\u0F47\u0F49-\u0F6C\u0F85\u0F88-\u0F8C\u0FBE-\u0FC5\u0FC7-\u0FCC\u0FCE-\u0FDA\u1000-\u102A\u103F-\u1055\u105A-\u105D\u1061\u1065\u1066\u106E-\u1070\u1075-\u1081\u108E\u1090-\u1099\u109E-\u10C5\u10C7\u10CD\u10D0-\u115E\u1161-\u1248\u124A-\u124D\u1250-\u1256\u1258\u125A-\u125D\u1260-\u1288\u128A-\u128D\u1290-\u12B0\u12B2-\u12B5\u12B8-\u12BE\u12C0\u12C2-\u12C5\u12C8-\u12D6\u12D8-\u1310\u1312-\u1315\u1318-\u135A\u1360-\u137C\u1380-\u1399\u13A0-\u13F5\u13F8-\u13FD\u1400-\u167F\u1681-\u169C\u16A0-\u16F8\u1700-\u1711\u171F-\u1731\u1735\u1736\u1740-\u1751\u1760-\u176C\u176E-\u1770\u1780-\u17B3\u17D4-\u17DC\u17E0-\u17E9\u17F0-\u17F9\u1800-\u180A\u1810-\u1819\u1820-\u1878\u1880-\u1884\u1887-\u18A8\u18AA\u18B0-\u18F5\u1900-\u191E\u1940\u1944-\u196D\u1970-\u1974\u1980-\u19AB\u19B0-\u19C9\u19D0-\u19DA\u19DE-\u1A16\u1A1E-\u1A54\u1A80-\u1A89\u1A90-\u1A99\u1AA0-\u1AAD\u1B05-\u1B33\u1B45-\u1B4C\u1B4E-\u1B6A\u1B74-\u1B7F\u1B83-\u1BA0\u1BAE-\u1BE5\u1BFC-\u1C23\u1C3B-\u1C49\u1C4D-\u1C8A\u1C90-\u1CBA\u1CBD-\u1CC7\u1CD3\u1CE9-\u1CEC\u1CEE-\u1CF3\u1CF5\u1CF6\u1CFA\u1D00-\u1DBF\u1E00-\u1F15\u1F18-\u1F1D\u1F20-\u1F45\u1F48-\u1F4D\u1F50-\u1F57\u1F59\u1F5B\u1F5D\u1F5F-\u1F7D\u1F80-\u1FB4\u1FB6-\u1FC4\u1FC6-\u1FD3\u1FD6-\u1FDB\u1FDD-\u1FEF\u1FF2-\u1FF4\u1FF6-\u1FFE\u2010-\u2027\u2030-\u205E\u2070\u2071\u2074-\u208E\u2090-\u209C\u20A0-\u20C1\u2100-\u218B\u2190-\u2429\u2440-\u244A\u2460-\u27FF\u2801-\u2B73\u2B76-\u2CEE\u2CF2\u2CF3\u2CF9-\u2D25\u2D27\u2D2D\u2D30-\u2D67\u2D6F\u2D70\u2D80-\u2D96\u2DA0-\u2DA6\u2DA8-\u2DAE\u2DB0-\u2DB6\u2DB8-\u2DBE\u2DC0-\u2DC6\u2DC8-\u2DCE\u2DD0-\u2DD6\u2DD8-\u2DDE\u2E00-\u2E5D\u2E80-\u2E99\u2E9B-\u2EF3\u2F00-\u2FD5\u2FF0-\u2FFF\u3001-\u3029\u3030-\u303F\u3041-\u3096\u309B-\u30FF\u3105-\u312F\u3131-\u3163\u3165-\u318E\u3190-\u31E5\u31EF-\u321E\u3220-\uA48C\uA490-\uA4C6\uA4D0-\uA62B\uA640-\uA66E\uA673\uA67E-\uA69D\uA6A0-\uA6EF\uA6F2-\uA6F7\uA700-\uA7DC\uA7F1-\uA801\uA803-\uA805\uA807-\uA80A\uA80C-\uA822\uA828-\uA82B\uA830-\uA839\uA840-\uA877\uA882-\uA8B3\uA8CE-\uA8D9\uA8F2-\uA8FE\uA900-\uA925\uA92E-\uA946\uA95F-\uA97C\uA984-\uA9B2\uA9C1-\uA9CD\uA9CF-\uA9D9\uA9DE-\uA9E4\uA9E6-\uA9FE\uAA00-\uAA28\uAA40-\uAA42\uAA44-\uAA4B\uAA50-\uAA59\uAA5C-\uAA7A\uAA7E-\uAAAF\uAAB1\uAAB5\uAAB6\uAAB9-\uAABD\uAAC0\uAAC2\uAADB-\uAAEA\uAAF0-\uAAF4\uAB01-\uAB06\uAB09-\uAB0E\uAB11-\uAB16\uAB20-\uAB26\uAB28-\uAB2E\uAB30-\uAB6B\uAB70-\uABE2\uABEB\uABF0-\uABF9\uAC00-\uD7A3\uD7B0-\uD7C6\uD7CB-\uD7FB\uF900-\uFA6D\uFA70-\uFAD9\uFB00-\uFB06\uFB13-\uFB17\uFB1D\uFB1F-\uFB36\uFB38-\uFB3C\uFB3E\uFB40\uFB41\uFB43\uFB44\uFB46-\uFDCF\uFDF0-\uFDFF\uFE10-\uFE19\uFE30-\uFE52\uFE54-\uFE66\uFE68-\uFE6B\uFE70-\uFE74\uFE76-\uFEFC\uFF01-\uFF9F\uFFA1-\uFFBE\uFFC2-\uFFC7\uFFCA-\uFFCF\uFFD2-\uFFD7\uFFDA-\uFFDC\uFFE0-\uFFE6\uFFE8-\uFFEE\uFFFD\U00010000-\U0001000B\U0001000D-\U00010026\U00010028-\U0001003A\U0001003C\U0001003D\U0001003F-\U0001004D\U00010050-\U0001005D\U00010080-\U000100FA\U00010100-\U00010102\U00010107-\U00010133\U00010137-\U0001018E\U00010190-\U0001019C\U000101A0\U000101D0-\U000101FC\U00010280-\U0001029C\U000102A0-\U000102D0\U000102E1-\U000102FB\U00010300-\U00010323\U0001032D-\U0001034A\U00010350-\U00010375\U00010380-\U0001039D\U0001039F-\U000103C3\U000103C8-\U000103D5\U00010400-\U0001049D\U000104A0-\U000104A9\U000104B0-\U000104D3\U000104D8-\U000104FB\U00010500-\U00010527\U00010530-\U00010563\U0001056F-\U0001057A\U0001057C-\U0001058A\U0001058C-\U00010592\U00010594\U00010595\U00010597-\U000105A1\U000105A3-\U000105B1\U000105B3-\U000105B9\U000105BB\U000105BC\U000105C0-\U000105F3\U00010600-\U00010736\U00010740-\U00010755\U00010760-\U00010767\U00010780-\U00010785\U00010787-\U000107B0\U000107B2-\U000107BA\U00010800-\U00010805\U00010808\U0001080A-\U00010835\U00010837\U00010838\U0001083C\U0001083F-\U00010855\U00010857-\U0001089E\U000108A7-\U000108AF\U000108E0-\U000108F2\U000108F4\U000108F5\U000108FB-\U0001091B\U0001091F-\U00010939\U0001093F-\U00010959\U00010980-\U000109B7\U000109BC-\U000109CF\U000109D2-\U00010A00\U00010A10-\U00010A13\U00010A15-\U00010A17\U00010A19-\U00010A35\U00010A40-\U00010A48\U00010A50-\U00010A58\U00010A60-\U00010A9F\U00010AC0-\U00010AE4\U00010AEB-\U00010AF6\U00010B00-\U00010B35\U00010B39-\U00010B55\U00010B58-\U00010B72\U00010B78-\U00010B91\U00010B99-\U00010B9C\U00010BA9-\U00010BAF\U00010C00-\U00010C48\U00010C80-\U00010CB2\U00010CC0-\U00010CF2\U00010CFA-\U00010D23\U00010D30-\U00010D39\U00010D40-\U00010D65\U00010D6E-\U00010D85\U00010D8E\U00010D8F\U00010E60-\U00010E7E\U00010E80-\U00010EA9\U00010EAD\U00010EB0\U00010EB1\U00010EC2-\U00010EC7\U00010ED0-\U00010ED8\U00010F00-\U00010F27\U00010F30-\U00010F45\U00010F51-\U00010F59\U00010F70-\U00010F81\U00010F86-\U00010F89\U00010FB0-\U00010FCB\U00010FE0-\U00010FF6\U00011003-\U00011037\U00011047-\U0001104D\U00011052-\U0001106F\U00011071\U00011072\U00011075\U00011083-\U000110AF\U000110BB\U000110BC\U000110BE-\U000110C1\U000110D0-\U000110E8\U000110F0-\U000110F9\U00011103-\U00011126\U00011136-\U00011144\U00011147\U00011150-\U00011172\U00011174-\U00011176\U00011183-\U000111B2\U000111C1-\U000111C8\U000111CD\U000111D0-\U000111DF\U000111E1-\U000111F4\U00011200-\U00011211\U00011213-\U0001122B\U00011238-\U0001123D\U0001123F\U00011240\U00011280-\U00011286\U00011288\U0001128A-\U0001128D\U0001128F-\U0001129D\U0001129F-\U000112A9\U000112B0-\U000112DE\U000112F0-\U000112F9\U00011305-\U0001130C\U0001130F\U00011310\U00011313-\U00011328\U0001132A-\U00011330\U00011332\U00011333\U00011335-\U00011339\U0001133D\U00011350\U0001135D-\U00011361\U00011380-\U00011389\U0001138B\U0001138E\U00011390-\U000113B5\U000113B7\U000113D1\U000113D3-\U000113D5\U000113D7\U000113D8\U00011400-\U00011434\U00011447-\U0001145B\U0001145D\U0001145F-\U00011461\U00011480-\U000114AF\U000114C4-\U000114C7\U000114D0-\U000114D9\U00011580-\U000115AE\U000115C1-\U000115DB\U00011600-\U0001162F\U00011641-\U00011644\U00011650-\U00011659\U00011660-\U0001166C\U00011680-\U000116AA\U000116B8\U000116B9\U000116C0-\U000116C9\U000116D0-\U000116E3\U00011700-\U0001171A\U00011730-\U00011746\U00011800-\U0001182B\U0001183B\U000118A0-\U000118F2\U000118FF-\U00011906\U00011909\U0001190C-\U00011913\U00011915\U00011916\U00011918-\U0001192F\U0001193F\U00011941\U00011944-\U00011946\U00011950-\U00011959\U000119A0-\U000119A7\U000119AA-\U000119D0\U000119E1-\U000119E3\U00011A00\U00011A0B-\U00011A32\U00011A3A\U00011A3F-\U00011A46\U00011A50\U00011A5C-\U00011A89\U00011A9A-\U00011AA2\U00011AB0-\U00011AF8\U00011B00-\U00011B09\U00011BC0-\U00011BE1\U00011BF0-\U00011BF9\U00011C00-\U00011C08\U00011C0A-\U00011C2E\U00011C40-\U00011C45\U00011C50-\U00011C6C\U00011C70-\U00011C8F\U00011D00-\U00011D06\U00011D08\U00011D09\U00011D0B-\U00011D30\U00011D46\U00011D50-\U00011D59\U00011D60-\U00011D65\U00011D67\U00011D68\U00011D6A-\U00011D89\U00011D98\U00011DA0-\U00011DA9\U00011DB0-\U00011DDB\U00011DE0-\U00011DE9\U00011EE0-\U00011EF2\U00011EF7\U00011EF8\U00011F02\U00011F04-\U00011F10\U00011F12-\U00011F33\U00011F43-\U00011F59\U00011FB0\U00011FC0-\U00011FF1\U00011FFF-\U00012399\U00012400-\U0001246E\U00012470-\U00012474\U00012480-\U00012543\U00012F90-\U00012FF2\U00013000-\U0001342F\U00013441-\U00013446\U00013460-\U000143FA\U00014400-\U00014646\U00016100-\U0001611D\U00016130-\U00016139\U00016800-\U00016A38\U00016A40-\U00016A5E\U00016A60-\U00016A69\U00016A6E-\U00016ABE\U00016AC0-\U00016AC9\U00016AD0-\U00016AED\U00016AF5\U00016B00-\U00016B2F\U00016B37-\U00016B45\U00016B50-\U00016B59\U00016B5B-\U00016B61\U00016B63-\U00016B77\U00016B7D-\U00016B8F\U00016D40-\U00016D79\U00016E40-\U00016E9A\U00016EA0-\U00016EB8\U00016EBB-\U00016ED3\U00016F00-\U00016F4A\U00016F50\U00016F93-\U00016F9F\U00016FE0-\U00016FE3\U00016FF2-\U00016FF6\U00017000-\U00018CD5\U00018CFF-\U00018D1E\U00018D80-\U00018DF2\U0001AFF0-\U0001AFF3\U0001AFF5-\U0001AFFB\U0001AFFD\U0001AFFE\U0001B000-\U0001B122\U0001B132\U0001B150-\U0001B152\U0001B155\U0001B164-\U0001B167\U0001B170-\U0001B2FB\U0001BC00-\U0001BC6A\U0001BC70-\U0001BC7C\U0001BC80-\U0001BC88\U0001BC90-\U0001BC99\U0001BC9C\U0001BC9F\U0001CC00-\U0001CCFC\U0001CD00-\U0001CEB3\U0001CEBA-\U0001CED0\U0001CEE0-\U0001CEF0\U0001CF50-\U0001CFC3\U0001D000-\U0001D0F5\U0001D100-\U0001D126\U0001D129-\U0001D164\U0001D16A-\U0001D16C\U0001D183\U0001D184\U0001D18C-\U0001D1A9\U0001D1AE-\U0001D1EA\U0001D200-\U0001D241\U0001D245\U0001D2C0-\U0001D2D3\U0001D2E0-\U0001D2F3\U0001D300-\U0001D356\U0001D360-\U0001D378\U0001D400-\U0001D454\U0001D456-\U0001D49C\U0001D49E\U0001D49F\U0001D4A2\U0001D4A5\U0001D4A6\U0001D4A9-\U0001D4AC\U0001D4AE-\U0001D4B9\U0001D4BB\U0001D4BD-\U0001D4C3\U0001D4C5-\U0001D505\U0001D507-\U0001D50A\U0001D50D-\U0001D514\U0001D516-\U0001D51C\U0001D51E-\U0001D539\U0001D53B-\U0001D53E\U0001D540-\U0001D544\U0001D546\U0001D54A-\U0001D550\U0001D552-\U0001D6A5\U0001D6A8-\U0001D7CB\U0001D7CE-\U0001D9FF\U0001DA37-\U0001DA3A\U0001DA6D-\U0001DA74\U0001DA76-\U0001DA83\U0001DA85-\U0001DA8B\U0001DF00-\U0001DF1E\U0001DF25-\U0001DF2A\U0001E030-\U0001E06D\U0001E100-\U0001E12C\U0001E137-\U0001E13D\U0001E140-\U0001E149\U0001E14E\U0001E14F\U0001E290-\U0001E2AD\U0001E2C0-\U0001E2EB\U0001E2F0-\U0001E2F9\U0001E2FF\U0001E4D0-\U0001E4EB\U0001E4F0-\U0001E4F9\U0001E5D0-\U0001E5ED\U0001E5F0-\U0001E5FA\U0001E5FF\U0001E6C0-\U0001E6DE\U0001E6E0-\U0001E6E2\U0001E6E4\U0001E6E5\U0001E6E7-\U0001E6ED\U0001E6F0-\U0001E6F4\U0001E6FE\U0001E6FF\U0001E7E0-\U0001E7E6\U0001E7E8-\U0001E7EB\U0001E7ED\U0001E7EE\U0001E7F0-\U0001E7FE\U0001E800-\U0001E8C4\U0001E8C7-\U0001E8CF\U0001E900-\U0001E943\U0001E94B\U0001E950-\U0001E959\U0001E95E\U0001E95F\U0001EC71-\U0001ECB4\U0001ED01-\U0001ED3D\U0001EE00-\U0001EE03\U0001EE05-\U0001EE1F\U0001EE21\U0001EE22\U0001EE24\U0001EE27\U0001EE29-\U0001EE32\U0001EE34-\U0001EE37\U0001EE39\U0001EE3B\U0001EE42\U0001EE47\U0001EE49\U0001EE4B\U0001EE4D-\U0001EE4F\U0001EE51\U0001EE52\U0001EE54\U0001EE57\U0001EE59\U0001EE5B\U0001EE5D\U0001EE5F\U0001EE61\U0001EE62\U0001EE64\U0001EE67-\U0001EE6A\U0001EE6C-\U0001EE72\U0001EE74-\U0001EE77\U0001EE79-\U0001EE7C\U0001EE7E\U0001EE80-\U0001EE89\U0001EE8B-\U0001EE9B\U0001EEA1-\U0001EEA3\U0001EEA5-\U0001EEA9\U0001EEAB-\U0001EEBB\U0001EEF0\U0001EEF1\U0001F000-\U0001F02B\U0001F030-\U0001F093\U0001F0A0-\U0001F0AE\U0001F0B1-\U0001F0BF\U0001F0C1-\U0001F0CF\U0001F0D1-\U0001F0F5\U0001F100-\U0001F1AD\U0001F1E6-\U0001F202\U0001F210-\U0001F23B\U0001F240-\U0001F248\U0001F250\U0001F251\U0001F260-\U0001F265\U0001F300-\U0001F6D8\U0001F6DC-\U0001F6EC\U0001F6F0-\U0001F6FC\U0001F700-\U0001F7D9\U0001F7E0-\U0001F7EB\U0001F7F0\U0001F800-\U0001F80B\U0001F810-\U0001F847\U0001F850-\U0001F859\U0001F860-\U0001F887\U0001F890-\U0001F8AD\U0001F8B0-\U0001F8BB\U0001F8C0\U0001F8C1\U0001F8D0-\U0001F8D8\U0001F900-\U0001FA57\U0001FA60-\U0001FA6D\U0001FA70-\U0001FA7C\U0001FA80-\U0001FA8A\U0001FA8E-\U0001FAC6\U0001FAC8\U0001FACD-\U0001FADC\U0001FADF-\U0001FAEA\U0001FAEF-\U0001FAF8\U0001FB00-\U0001FB92\U0001FB94-\U0001FBFA\U00020000-\U0002A6DF\U0002A700-\U0002B81D\U0002B820-\U0002CEAD\U0002CEB0-\U0002EBE0\U0002EBF0-\U0002EE5D\U0002F800-\U0002FA1D\U00030000-\U0003134A\U00031350-\U00033479]' then
      return jsonb_build_object('id', 'name.not_visible',
        'message', format('%s must contain at least one visible letter, digit or symbol', field),
        'values', jsonb_build_object('field', lower(replace(field, ' ', '_'))));
    end if;
    if value ~ '^[\u0300-\u036F\u0483-\u0489\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED\u0711\u0730-\u074A\u07A6-\u07B0\u07EB-\u07F3\u07FD\u0816-\u0819\u081B-\u0823\u0825-\u0827\u0829-\u082D\u0859-\u085B\u0897-\u089F\u08CA-\u08E1\u08E3-\u0903\u093A-\u093C\u093E-\u094F\u0951-\u0957\u0962\u0963\u0981-\u0983\u09BC\u09BE-\u09C4\u09C7\u09C8\u09CB-\u09CD\u09D7\u09E2\u09E3\u09FE\u0A01-\u0A03\u0A3C\u0A3E-\u0A42\u0A47\u0A48\u0A4B-\u0A4D\u0A51\u0A70\u0A71\u0A75\u0A81-\u0A83\u0ABC\u0ABE-\u0AC5\u0AC7-\u0AC9\u0ACB-\u0ACD\u0AE2\u0AE3\u0AFA-\u0AFF\u0B01-\u0B03\u0B3C\u0B3E-\u0B44\u0B47\u0B48\u0B4B-\u0B4D\u0B55-\u0B57\u0B62\u0B63\u0B82\u0BBE-\u0BC2\u0BC6-\u0BC8\u0BCA-\u0BCD\u0BD7\u0C00-\u0C04\u0C3C\u0C3E-\u0C44\u0C46-\u0C48\u0C4A-\u0C4D\u0C55\u0C56\u0C62\u0C63\u0C81-\u0C83\u0CBC\u0CBE-\u0CC4\u0CC6-\u0CC8\u0CCA-\u0CCD\u0CD5\u0CD6\u0CE2\u0CE3\u0CF3\u0D00-\u0D03\u0D3B\u0D3C\u0D3E-\u0D44\u0D46-\u0D48\u0D4A-\u0D4D\u0D57\u0D62\u0D63\u0D81-\u0D83\u0DCA\u0DCF-\u0DD4\u0DD6\u0DD8-\u0DDF\u0DF2\u0DF3\u0E31\u0E34-\u0E3A\u0E47-\u0E4E\u0EB1\u0EB4-\u0EBC\u0EC8-\u0ECE\u0F18\u0F19\u0F35\u0F37\u0F39\u0F3E\u0F3F\u0F71-\u0F84\u0F86\u0F87\u0F8D-\u0F97\u0F99-\u0FBC\u0FC6\u102B-\u103E\u1056-\u1059\u105E-\u1060\u1062-\u1064\u1067-\u106D\u1071-\u1074\u1082-\u108D\u108F\u109A-\u109D\u135D-\u135F\u1712-\u1715\u1732-\u1734\u1752\u1753\u1772\u1773\u17B4-\u17D3\u17DD\u180B-\u180D\u180F\u1885\u1886\u18A9\u1920-\u192B\u1930-\u193B\u1A17-\u1A1B\u1A55-\u1A5E\u1A60-\u1A7C\u1A7F\u1AB0-\u1ADD\u1AE0-\u1AEB\u1B00-\u1B04\u1B34-\u1B44\u1B6B-\u1B73\u1B80-\u1B82\u1BA1-\u1BAD\u1BE6-\u1BF3\u1C24-\u1C37\u1CD0-\u1CD2\u1CD4-\u1CE8\u1CED\u1CF4\u1CF7-\u1CF9\u1DC0-\u1DFF\u20D0-\u20F0\u2CEF-\u2CF1\u2D7F\u2DE0-\u2DFF\u302A-\u302F\u3099\u309A\uA66F-\uA672\uA674-\uA67D\uA69E\uA69F\uA6F0\uA6F1\uA802\uA806\uA80B\uA823-\uA827\uA82C\uA880\uA881\uA8B4-\uA8C5\uA8E0-\uA8F1\uA8FF\uA926-\uA92D\uA947-\uA953\uA980-\uA983\uA9B3-\uA9C0\uA9E5\uAA29-\uAA36\uAA43\uAA4C\uAA4D\uAA7B-\uAA7D\uAAB0\uAAB2-\uAAB4\uAAB7\uAAB8\uAABE\uAABF\uAAC1\uAAEB-\uAAEF\uAAF5\uAAF6\uABE3-\uABEA\uABEC\uABED\uFB1E\uFE00-\uFE0F\uFE20-\uFE2F\U000101FD\U000102E0\U00010376-\U0001037A\U00010A01-\U00010A03\U00010A05\U00010A06\U00010A0C-\U00010A0F\U00010A38-\U00010A3A\U00010A3F\U00010AE5\U00010AE6\U00010D24-\U00010D27\U00010D69-\U00010D6D\U00010EAB\U00010EAC\U00010EFA-\U00010EFF\U00010F46-\U00010F50\U00010F82-\U00010F85\U00011000-\U00011002\U00011038-\U00011046\U00011070\U00011073\U00011074\U0001107F-\U00011082\U000110B0-\U000110BA\U000110C2\U00011100-\U00011102\U00011127-\U00011134\U00011145\U00011146\U00011173\U00011180-\U00011182\U000111B3-\U000111C0\U000111C9-\U000111CC\U000111CE\U000111CF\U0001122C-\U00011237\U0001123E\U00011241\U000112DF-\U000112EA\U00011300-\U00011303\U0001133B\U0001133C\U0001133E-\U00011344\U00011347\U00011348\U0001134B-\U0001134D\U00011357\U00011362\U00011363\U00011366-\U0001136C\U00011370-\U00011374\U000113B8-\U000113C0\U000113C2\U000113C5\U000113C7-\U000113CA\U000113CC-\U000113D0\U000113D2\U000113E1\U000113E2\U00011435-\U00011446\U0001145E\U000114B0-\U000114C3\U000115AF-\U000115B5\U000115B8-\U000115C0\U000115DC\U000115DD\U00011630-\U00011640\U000116AB-\U000116B7\U0001171D-\U0001172B\U0001182C-\U0001183A\U00011930-\U00011935\U00011937\U00011938\U0001193B-\U0001193E\U00011940\U00011942\U00011943\U000119D1-\U000119D7\U000119DA-\U000119E0\U000119E4\U00011A01-\U00011A0A\U00011A33-\U00011A39\U00011A3B-\U00011A3E\U00011A47\U00011A51-\U00011A5B\U00011A8A-\U00011A99\U00011B60-\U00011B67\U00011C2F-\U00011C36\U00011C38-\U00011C3F\U00011C92-\U00011CA7\U00011CA9-\U00011CB6\U00011D31-\U00011D36\U00011D3A\U00011D3C\U00011D3D\U00011D3F-\U00011D45\U00011D47\U00011D8A-\U00011D8E\U00011D90\U00011D91\U00011D93-\U00011D97\U00011EF3-\U00011EF6\U00011F00\U00011F01\U00011F03\U00011F34-\U00011F3A\U00011F3E-\U00011F42\U00011F5A\U00013440\U00013447-\U00013455\U0001611E-\U0001612F\U00016AF0-\U00016AF4\U00016B30-\U00016B36\U00016F4F\U00016F51-\U00016F87\U00016F8F-\U00016F92\U00016FE4\U00016FF0\U00016FF1\U0001BC9D\U0001BC9E\U0001CF00-\U0001CF2D\U0001CF30-\U0001CF46\U0001D165-\U0001D169\U0001D16D-\U0001D172\U0001D17B-\U0001D182\U0001D185-\U0001D18B\U0001D1AA-\U0001D1AD\U0001D242-\U0001D244\U0001DA00-\U0001DA36\U0001DA3B-\U0001DA6C\U0001DA75\U0001DA84\U0001DA9B-\U0001DA9F\U0001DAA1-\U0001DAAF\U0001E000-\U0001E006\U0001E008-\U0001E018\U0001E01B-\U0001E021\U0001E023\U0001E024\U0001E026-\U0001E02A\U0001E08F\U0001E130-\U0001E136\U0001E2AE\U0001E2EC-\U0001E2EF\U0001E4EC-\U0001E4EF\U0001E5EE\U0001E5EF\U0001E6E3\U0001E6E6\U0001E6EE\U0001E6EF\U0001E6F5\U0001E8D0-\U0001E8D6\U0001E944-\U0001E94A\U000E0100-\U000E01EF]' then
      return jsonb_build_object('id', 'name.starts_with_mark',
        'message', format('%s must not start with an accent or other combining mark', field),
        'values', jsonb_build_object('field', lower(replace(field, ' ', '_'))));
    end if;
    if value ~ '[\u0300-\u036F\u0483-\u0489\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED\u0711\u0730-\u074A\u07A6-\u07B0\u07EB-\u07F3\u07FD\u0816-\u0819\u081B-\u0823\u0825-\u0827\u0829-\u082D\u0859-\u085B\u0897-\u089F\u08CA-\u08E1\u08E3-\u0903\u093A-\u093C\u093E-\u094F\u0951-\u0957\u0962\u0963\u0981-\u0983\u09BC\u09BE-\u09C4\u09C7\u09C8\u09CB-\u09CD\u09D7\u09E2\u09E3\u09FE\u0A01-\u0A03\u0A3C\u0A3E-\u0A42\u0A47\u0A48\u0A4B-\u0A4D\u0A51\u0A70\u0A71\u0A75\u0A81-\u0A83\u0ABC\u0ABE-\u0AC5\u0AC7-\u0AC9\u0ACB-\u0ACD\u0AE2\u0AE3\u0AFA-\u0AFF\u0B01-\u0B03\u0B3C\u0B3E-\u0B44\u0B47\u0B48\u0B4B-\u0B4D\u0B55-\u0B57\u0B62\u0B63\u0B82\u0BBE-\u0BC2\u0BC6-\u0BC8\u0BCA-\u0BCD\u0BD7\u0C00-\u0C04\u0C3C\u0C3E-\u0C44\u0C46-\u0C48\u0C4A-\u0C4D\u0C55\u0C56\u0C62\u0C63\u0C81-\u0C83\u0CBC\u0CBE-\u0CC4\u0CC6-\u0CC8\u0CCA-\u0CCD\u0CD5\u0CD6\u0CE2\u0CE3\u0CF3\u0D00-\u0D03\u0D3B\u0D3C\u0D3E-\u0D44\u0D46-\u0D48\u0D4A-\u0D4D\u0D57\u0D62\u0D63\u0D81-\u0D83\u0DCA\u0DCF-\u0DD4\u0DD6\u0DD8-\u0DDF\u0DF2\u0DF3\u0E31\u0E34-\u0E3A\u0E47-\u0E4E\u0EB1\u0EB4-\u0EBC\u0EC8-\u0ECE\u0F18\u0F19\u0F35\u0F37\u0F39\u0F3E\u0F3F\u0F71-\u0F84\u0F86\u0F87\u0F8D-\u0F97\u0F99-\u0FBC\u0FC6\u102B-\u103E\u1056-\u1059\u105E-\u1060\u1062-\u1064\u1067-\u106D\u1071-\u1074\u1082-\u108D\u108F\u109A-\u109D\u135D-\u135F\u1712-\u1715\u1732-\u1734\u1752\u1753\u1772\u1773\u17B4-\u17D3\u17DD\u180B-\u180D\u180F\u1885\u1886\u18A9\u1920-\u192B\u1930-\u193B\u1A17-\u1A1B\u1A55-\u1A5E\u1A60-\u1A7C\u1A7F\u1AB0-\u1ADD\u1AE0-\u1AEB\u1B00-\u1B04\u1B34-\u1B44\u1B6B-\u1B73\u1B80-\u1B82\u1BA1-\u1BAD\u1BE6-\u1BF3\u1C24-\u1C37\u1CD0-\u1CD2\u1CD4-\u1CE8\u1CED\u1CF4\u1CF7-\u1CF9\u1DC0-\u1DFF\u20D0-\u20F0\u2CEF-\u2CF1\u2D7F\u2DE0-\u2DFF\u302A-\u302F\u3099\u309A\uA66F-\uA672\uA674-\uA67D\uA69E\uA69F\uA6F0\uA6F1\uA802\uA806\uA80B\uA823-\uA827\uA82C\uA880\uA881\uA8B4-\uA8C5\uA8E0-\uA8F1\uA8FF\uA926-\uA92D\uA947-\uA953\uA980-\uA983\uA9B3-\uA9C0\uA9E5\uAA29-\uAA36\uAA43\uAA4C\uAA4D\uAA7B-\uAA7D\uAAB0\uAAB2-\uAAB4\uAAB7\uAAB8\uAABE\uAABF\uAAC1\uAAEB-\uAAEF\uAAF5\uAAF6\uABE3-\uABEA\uABEC\uABED\uFB1E\uFE00-\uFE0F\uFE20-\uFE2F\U000101FD\U000102E0\U00010376-\U0001037A\U00010A01-\U00010A03\U00010A05\U00010A06\U00010A0C-\U00010A0F\U00010A38-\U00010A3A\U00010A3F\U00010AE5\U00010AE6\U00010D24-\U00010D27\U00010D69-\U00010D6D\U00010EAB\U00010EAC\U00010EFA-\U00010EFF\U00010F46-\U00010F50\U00010F82-\U00010F85\U00011000-\U00011002\U00011038-\U00011046\U00011070\U00011073\U00011074\U0001107F-\U00011082\U000110B0-\U000110BA\U000110C2\U00011100-\U00011102\U00011127-\U00011134\U00011145\U00011146\U00011173\U00011180-\U00011182\U000111B3-\U000111C0\U000111C9-\U000111CC\U000111CE\U000111CF\U0001122C-\U00011237\U0001123E\U00011241\U000112DF-\U000112EA\U00011300-\U00011303\U0001133B\U0001133C\U0001133E-\U00011344\U00011347\U00011348\U0001134B-\U0001134D\U00011357\U00011362\U00011363\U00011366-\U0001136C\U00011370-\U00011374\U000113B8-\U000113C0\U000113C2\U000113C5\U000113C7-\U000113CA\U000113CC-\U000113D0\U000113D2\U000113E1\U000113E2\U00011435-\U00011446\U0001145E\U000114B0-\U000114C3\U000115AF-\U000115B5\U000115B8-\U000115C0\U000115DC\U000115DD\U00011630-\U00011640\U000116AB-\U000116B7\U0001171D-\U0001172B\U0001182C-\U0001183A\U00011930-\U00011935\U00011937\U00011938\U0001193B-\U0001193E\U00011940\U00011942\U00011943\U000119D1-\U000119D7\U000119DA-\U000119E0\U000119E4\U00011A01-\U00011A0A\U00011A33-\U00011A39\U00011A3B-\U00011A3E\U00011A47\U00011A51-\U00011A5B\U00011A8A-\U00011A99\U00011B60-\U00011B67\U00011C2F-\U00011C36\U00011C38-\U00011C3F\U00011C92-\U00011CA7\U00011CA9-\U00011CB6\U00011D31-\U00011D36\U00011D3A\U00011D3C\U00011D3D\U00011D3F-\U00011D45\U00011D47\U00011D8A-\U00011D8E\U00011D90\U00011D91\U00011D93-\U00011D97\U00011EF3-\U00011EF6\U00011F00\U00011F01\U00011F03\U00011F34-\U00011F3A\U00011F3E-\U00011F42\U00011F5A\U00013440\U00013447-\U00013455\U0001611E-\U0001612F\U00016AF0-\U00016AF4\U00016B30-\U00016B36\U00016F4F\U00016F51-\U00016F87\U00016F8F-\U00016F92\U00016FE4\U00016FF0\U00016FF1\U0001BC9D\U0001BC9E\U0001CF00-\U0001CF2D\U0001CF30-\U0001CF46\U0001D165-\U0001D169\U0001D16D-\U0001D172\U0001D17B-\U0001D182\U0001D185-\U0001D18B\U0001D1AA-\U0001D1AD\U0001D242-\U0001D244\U0001DA00-\U0001DA36\U0001DA3B-\U0001DA6C\U0001DA75\U0001DA84\U0001DA9B-\U0001DA9F\U0001DAA1-\U0001DAAF\U0001E000-\U0001E006\U0001E008-\U0001E018\U0001E01B-\U0001E021\U0001E023\U0001E024\U0001E026-\U0001E02A\U0001E08F\U0001E130-\U0001E136\U0001E2AE\U0001E2EC-\U0001E2EF\U0001E4EC-\U0001E4EF\U0001E5EE\U0001E5EF\U0001E6E3\U0001E6E6\U0001E6EE\U0001E6EF\U0001E6F5\U0001E8D0-\U0001E8D6\U0001E944-\U0001E94A\U000E0100-\U000E01EF]{7}' then
      return jsonb_build_object('id', 'name.too_many_marks',
        'message', format('%s must not stack more than 6 accents or other combining marks on one character', field),
        'values', jsonb_build_object('field', lower(replace(field, ' ', '_')), 'max', 6));
    end if;
  elsif value !~ '[!-~]' then
    -- Spaces only (a caller that did not trim): nothing visible.
    return jsonb_build_object('id', 'name.not_visible',
      'message', format('%s must contain at least one visible letter, digit or symbol', field),
      'values', jsonb_build_object('field', lower(replace(field, ' ', '_'))));
  end if;
  if private.is_reserved_name(value) then
    return jsonb_build_object('id', 'name.reserved',
      'message', format('%s cannot be "%s": Runoff shows that label itself. Please choose another name', field, value),
      'values', jsonb_build_object('field', lower(replace(field, ' ', '_')), 'name', value));
  end if;
  return null;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.name_failure(value text, field text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.name_failure(value text, field text) TO service_role;

-- private.name_label_key(value text): last defined in supabase/migrations/20261125120200_name_rules_planned_once.sql
CREATE OR REPLACE FUNCTION private.name_label_key(value text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
begin
  if value ~ '^[ -~]*$' then
    return regexp_replace(lower(value), '[^a-z0-9]+', '', 'g');
  end if;
  return regexp_replace(lower(normalize(value, nfkc)),
    '[\s\u00A0\u1680\u2000-\u200D\u202F\u205F\u3000\uFEFF!-/:-@\[-`{-~\u00A1-\u00BF\u00D7\u00F7\u2010-\u2027\u2030-\u205E\u3001-\u3003\u3008-\u3011]',
    '', 'g');
end
$function$;
REVOKE EXECUTE ON FUNCTION private.name_label_key(value text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.name_label_key(value text) TO service_role;

-- private.name_problem(value text, field text): last defined in supabase/migrations/20261128160000_error_ids.sql
CREATE OR REPLACE FUNCTION private.name_problem(value text, field text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
begin
  return private.name_failure(value, field) ->> 'message';
end
$function$;
REVOKE EXECUTE ON FUNCTION private.name_problem(value text, field text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.name_problem(value text, field text) TO service_role;

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

-- private.numbered_participants(target_poll uuid, listed integer): last defined in supabase/migrations/20261128100000_joining_order.sql
CREATE OR REPLACE FUNCTION private.numbered_participants(target_poll uuid, listed integer)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with picked as (
    select pa from public.participants as pa
     where pa.poll_id = target_poll
     order by pa.join_order desc
     limit listed
  ), first_picked as (
    select min((p.pa).join_order) as join_order from picked as p
  ), unnamed_before as (
    select count(*)::integer as n
      from public.participants as pa, first_picked as f
     where pa.poll_id = target_poll and pa.name = 'Anonymous Participant'
       and pa.join_order < f.join_order
  ), numbered as (
    select p.pa,
           case when (p.pa).name = 'Anonymous Participant'
                then u.n + count(*) filter (where (p.pa).name = 'Anonymous Participant')
                             over (order by (p.pa).join_order)
           end as number
      from picked as p, unnamed_before as u
  )
  select coalesce(
    jsonb_agg(private.participant_json(n.pa) || jsonb_build_object('number', n.number)
              order by (n.pa).join_order),
    '[]'::jsonb)
  from numbered as n
$function$;
REVOKE EXECUTE ON FUNCTION private.numbered_participants(target_poll uuid, listed integer) FROM PUBLIC;

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

-- private.option_look_alike_key(value text): last defined in supabase/migrations/20261128120100_look_alike_options.sql
CREATE OR REPLACE FUNCTION private.option_look_alike_key(value text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  skeleton text;
begin
  select string_agg(coalesce(c.prototype, s.ch), '' order by s.n) into skeleton
    from regexp_split_to_table(normalize(normalize(regexp_replace(value, '[\u200C\u200D]', '', 'g'), nfkc), nfd), '')
           with ordinality as s (ch, n)
    left join private.confusables as c on c.source = s.ch;
  return lower(normalize(coalesce(skeleton, ''), nfd));
end
$function$;
REVOKE EXECUTE ON FUNCTION private.option_look_alike_key(value text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.option_look_alike_key(value text) TO service_role;

-- private.participant_count(poll_id uuid): last defined in supabase/migrations/20261125110000_helpers_planned_once.sql
CREATE OR REPLACE FUNCTION private.participant_count(poll_id uuid)
 RETURNS integer
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return (select coalesce(sum(c.participants), 0)::integer from private.poll_participant_counts as c
           where c.poll_id = participant_count.poll_id);
end
$function$;
REVOKE EXECUTE ON FUNCTION private.participant_count(poll_id uuid) FROM PUBLIC;

-- private.participant_json(participant public.participants): last defined in supabase/migrations/20261128100000_joining_order.sql
CREATE OR REPLACE FUNCTION private.participant_json(participant public.participants)
 RETURNS jsonb
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  return jsonb_build_object(
    'id', participant.id,
    'pollId', participant.poll_id,
    'name', participant.name,
    'joinedAt', private.iso(participant.joined_at),
    'joinOrder', participant.join_order,
    'hasVoted', participant.has_voted
  );
end
$function$;
REVOKE EXECUTE ON FUNCTION private.participant_json(participant public.participants) FROM PUBLIC;

-- private.place_question(session public.sessions, poll jsonb, after_position integer): last defined in supabase/migrations/20261128220200_session_questions_and_driving.sql
CREATE OR REPLACE FUNCTION private.place_question(session public.sessions, poll jsonb, after_position integer)
 RETURNS public.session_questions
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  question public.session_questions;
begin
  if (select count(*) from public.session_questions as q where q.session_id = session.id) >= 50 then
    raise exception using message = 'A session can have at most 50 questions', errcode = '22023',
                          hint = 'session.too_many_questions', detail = json_build_object('max', 50)::text;
  end if;
  -- Positions are unique once the transaction ends (the constraint is deferred), so a shift may pass through
  -- duplicates.
  update public.session_questions as q set position = q.position + 1
   where q.session_id = session.id and q.position > after_position;
  insert into public.session_questions (poll_id, session_id, position)
  values ((poll ->> 'id')::uuid, session.id, after_position + 1)
  returning * into question;
  update public.sessions as s set updated_at = now() where s.id = session.id;
  return question;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.place_question(session public.sessions, poll jsonb, after_position integer) FROM PUBLIC;

-- private.poll_id_from(raw text): last defined in supabase/migrations/20261128234000_session_embed.sql
CREATE OR REPLACE FUNCTION private.poll_id_from(raw text)
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  target uuid;
begin
  if raw is null or raw !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  target := raw::uuid;
  if exists (select 1 from public.session_questions as q where q.poll_id = target)
     and not private.can_see_session_question(target)
     and not private.is_question_on_screen(target) then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  return target;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.poll_id_from(raw text) FROM PUBLIC;

-- private.poll_json(poll public.polls): last defined in supabase/migrations/20261128210100_ballot_trackers.sql
CREATE OR REPLACE FUNCTION private.poll_json(poll public.polls)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return jsonb_build_object(
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
    'accountsOnly', poll.accounts_only,
    'seats', poll.seats,
    'minRanked', poll.min_ranked,
    'shuffleBallots', poll.shuffle_ballots,
    'countingMethod', poll.counting_method,
    'voters', poll.voters,
    'trackers', poll.trackers,
    'publication', poll.publication,
    'publishedAt', private.iso(poll.published_at)
  );
end
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

-- private.proven_email(): last defined in supabase/migrations/20261128210000_who_may_vote.sql
CREATE OR REPLACE FUNCTION private.proven_email()
 RETURNS text
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  claims jsonb := auth.jwt();
  address text;
begin
  if claims is null or coalesce((claims ->> 'is_anonymous')::boolean, false) then
    return null;
  end if;
  if jsonb_typeof(claims -> 'amr') is distinct from 'array'
     or not exists (select 1 from jsonb_array_elements(claims -> 'amr') as a (entry)
                     where jsonb_typeof(a.entry) = 'object' and a.entry ->> 'method' in ('otp', 'magiclink')) then
    return null;
  end if;
  select lower(u.email) into address
    from auth.users as u
   where u.id = auth.uid() and u.email_confirmed_at is not null and not coalesce(u.is_anonymous, false)
     and lower(u.email) = lower(claims ->> 'email');
  return address;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.proven_email() FROM PUBLIC;

-- private.prune_storage_use(): last defined in supabase/migrations/20261125120300_storage_limits.sql
CREATE OR REPLACE FUNCTION private.prune_storage_use()
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  delete from private.storage_use as u
   where u.ctid in (select s.ctid from private.storage_use as s
                     where s.hour < date_trunc('hour', now()) limit 10000);
end
$function$;
REVOKE EXECUTE ON FUNCTION private.prune_storage_use() FROM PUBLIC;

-- private.push_room_summary(target_poll uuid, reason text, OUT pushed boolean, OUT retry_in_ms integer, OUT summary jsonb): last defined in supabase/migrations/20261128140100_room_topic_epoch.sql
CREATE OR REPLACE FUNCTION private.push_room_summary(target_poll uuid, reason text, OUT pushed boolean, OUT retry_in_ms integer, OUT summary jsonb)
 RETURNS record
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  state private.room_summaries;
  people integer := private.participant_count(target_poll);
  -- The host's flush: the budget's spacing, and 4 ms a person up to 8 s (a large room's burst that pauses
  -- for a second on the host's side is not over: it waits a little longer than a small room's).
  wait interval := case when reason = 'flush'
                        then greatest(private.room_push_spacing(people), make_interval(secs => least(people * 0.004, 8)))
                        else private.room_max_wait(people) end;
  now_at timestamptz := clock_timestamp();
  digest text;
begin
  pushed := false;
  select * into state from private.room_summaries as r where r.poll_id = target_poll;
  if found and state.pushed_at is not null and now_at - state.pushed_at < wait then
    retry_in_ms := ceil(extract(epoch from state.pushed_at + wait - now_at) * 1000)::integer;
    return;
  end if;
  if not found then
    insert into private.room_summaries (poll_id) values (target_poll) on conflict do nothing;
  end if;
  -- One pusher at a time; whoever finds the row taken leaves this push to it.
  select * into state from private.room_summaries as r where r.poll_id = target_poll for update skip locked;
  if not found then
    retry_in_ms := 100;
    return;
  end if;
  now_at := clock_timestamp();
  if state.pushed_at is not null and now_at - state.pushed_at < wait then
    retry_in_ms := ceil(extract(epoch from state.pushed_at + wait - now_at) * 1000)::integer;
    return;
  end if;
  summary := private.room_summary_json(target_poll);
  if summary is null then
    return; -- the poll is gone
  end if;
  digest := md5((summary - 'status')::text);
  summary := summary || jsonb_build_object('at', private.iso(now_at));
  if digest is not distinct from state.pushed_digest then
    return; -- nothing changed since the last push
  end if;
  summary := summary || jsonb_build_object('seq', state.pushes + 1);
  perform realtime.send(summary, 'room_summary', private.room_topic(target_poll), true);
  if (summary ->> 'totalVotes')::integer is distinct from coalesce(state.public_total, 0) then
    perform realtime.send(
      jsonb_build_object('pollId', target_poll, 'status', summary ->> 'status', 'totalVotes', (summary ->> 'totalVotes')::integer),
      'votes_cast', 'poll-public:' || target_poll, true);
  end if;
  update private.room_summaries as r
     set pushed_at = now_at, pushed_digest = digest, public_total = (summary ->> 'totalVotes')::integer, pushes = r.pushes + 1
   where r.poll_id = target_poll;
  pushed := true;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.push_room_summary(target_poll uuid, reason text, OUT pushed boolean, OUT retry_in_ms integer, OUT summary jsonb) FROM PUBLIC;

-- private.push_session_summary(target_session uuid, reason text, OUT pushed boolean, OUT retry_in_ms integer): last defined in supabase/migrations/20261128236000_session_summary_carries_question.sql
CREATE OR REPLACE FUNCTION private.push_session_summary(target_session uuid, reason text, OUT pushed boolean, OUT retry_in_ms integer)
 RETURNS record
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  state private.session_summaries;
  summary jsonb;
  people integer;
  wait interval;
  now_at timestamptz;
  last_change timestamptz;
  digest text;
  current_question public.session_questions;
begin
  pushed := false;
  insert into private.session_summaries (session_id) values (target_session) on conflict do nothing;
  if reason = 'state' then
    -- The host's move must reach the room: wait for a push under way rather than skip.
    select * into state from private.session_summaries as r where r.session_id = target_session for update;
  else
    select * into state from private.session_summaries as r where r.session_id = target_session for update skip locked;
    if not found then
      retry_in_ms := 100;
      return;
    end if;
  end if;
  if not found then
    return; -- the session is gone
  end if;
  summary := private.session_state_json(target_session);
  if summary is null then
    return;
  end if;
  now_at := clock_timestamp();
  if reason <> 'state' then
    people := (summary ->> 'joined')::integer;
    wait := case when reason = 'flush'
                 then greatest(private.room_push_spacing(people), make_interval(secs => least(people * 0.004, 8)))
                 else private.room_max_wait(people) end;
    if state.pushed_at is not null and now_at - state.pushed_at < wait then
      retry_in_ms := ceil(extract(epoch from state.pushed_at + wait - now_at) * 1000)::integer;
      return;
    end if;
    if reason = 'flush' then
      -- The trailing turnout of a burst: once the room is quiet, or when it has waited its max wait.
      last_change := greatest(
        (select max(sp.joined_at) from public.session_participants as sp where sp.session_id = target_session),
        (select max(v.voted_at) from private.session_voters as v
          where v.poll_id = (summary #>> '{current,questionId}')::uuid));
      if last_change is not null and now_at - last_change < interval '1 second'
         and state.pushed_at is not null and now_at - state.pushed_at < private.room_max_wait(people) then
        retry_in_ms := ceil(extract(epoch from last_change + interval '1 second' - now_at) * 1000)::integer;
        return;
      end if;
    end if;
  end if;
  digest := md5(summary::text);
  if digest is not distinct from state.pushed_digest then
    return;
  end if;
  summary := summary || jsonb_build_object('seq', state.pushes + 1, 'at', private.iso(now_at));
  if reason = 'state' and summary -> 'current' <> 'null'::jsonb then
    select * into current_question from public.session_questions as q where q.poll_id = (summary #>> '{current,questionId}')::uuid;
    summary := jsonb_set(summary, '{current,question}',
                         private.session_question_json(current_question) - 'voted' - 'createdBy' - 'createdAt' - 'updatedAt');
  end if;
  perform realtime.send(summary, 'session_summary', 'session:' || target_session, true);
  update private.session_summaries as r
     set pushed_at = now_at, pushed_digest = digest, pushes = r.pushes + 1
   where r.session_id = target_session;
  pushed := true;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.push_session_summary(target_session uuid, reason text, OUT pushed boolean, OUT retry_in_ms integer) FROM PUBLIC;

-- private.question_of(session public.sessions, raw text): last defined in supabase/migrations/20261128220100_session_functions.sql
CREATE OR REPLACE FUNCTION private.question_of(session public.sessions, raw text)
 RETURNS public.session_questions
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  question public.session_questions;
begin
  if raw is not null and raw ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    select * into question from public.session_questions as q where q.poll_id = raw::uuid and q.session_id = session.id;
  end if;
  if question.poll_id is null or not private.can_see_session_question(question.poll_id) then
    raise exception using message = 'Question not found', errcode = 'PT404', hint = 'session.question_not_found';
  end if;
  return question;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.question_of(session public.sessions, raw text) FROM PUBLIC;

-- private.question_poll_status(question public.session_questions): last defined in supabase/migrations/20261128220000_sessions.sql
CREATE OR REPLACE FUNCTION private.question_poll_status(question public.session_questions)
 RETURNS public.poll_status
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case
    when question.voting = 'not_started' then 'waiting'::public.poll_status
    when question.revealed_at is null then 'voting'::public.poll_status
    else 'completed'::public.poll_status
  end
$function$;
REVOKE EXECUTE ON FUNCTION private.question_poll_status(question public.session_questions) FROM PUBLIC;

-- private.random_code(length integer): last defined in supabase/migrations/20261128210000_who_may_vote.sql
CREATE OR REPLACE FUNCTION private.random_code(length integer)
 RETURNS text
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  bits bigint := ('x' || encode(extensions.gen_random_bytes(8), 'hex'))::bit(64)::bigint;
  code text := '';
begin
  for i in 0 .. least(length, 12) - 1 loop
    code := code || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (bits >> (5 * i) & 31)::integer + 1, 1);
  end loop;
  return code;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.random_code(length integer) FROM PUBLIC;

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

-- private.ranking_failure(target_poll uuid, ranking text[]): last defined in supabase/migrations/20261128160000_error_ids.sql
CREATE OR REPLACE FUNCTION private.ranking_failure(target_poll uuid, ranking text[])
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  option_ids text[];
  minimum integer;
  required integer;
  too_short jsonb;
begin
  select coalesce(array_agg(o.id), '{}') into option_ids from public.poll_options as o where o.poll_id = target_poll;
  select p.min_ranked into minimum from public.polls as p where p.id = target_poll;
  required := least(coalesce(minimum, cardinality(option_ids)), cardinality(option_ids));
  too_short := case when minimum is null
                    then jsonb_build_object('id', 'vote.ranking_incomplete', 'message', 'A ballot must rank every option of this poll exactly once')
                    else jsonb_build_object('id', 'vote.ranking_too_short',
                           'message', format('Please rank at least %s %s', required, case when required = 1 then 'option' else 'options' end),
                           'values', jsonb_build_object('min', required)) end;
  if ranking is null or cardinality(ranking) = 0 then
    return too_short;
  end if;
  if array_ndims(ranking) <> 1 or array_lower(ranking, 1) <> 1 then
    return jsonb_build_object('id', 'vote.ranking_not_flat', 'message', 'A ranking must be a plain list of option ids, first choice first');
  end if;
  if array_position(ranking, null) is not null then
    return jsonb_build_object('id', 'vote.ranking_empty_entry', 'message', 'A ranking cannot hold empty entries');
  end if;
  -- A list longer than any poll's options is foreign whatever it holds: not worth looking for repeats in.
  if cardinality(ranking) > 1000 then
    return jsonb_build_object('id', 'vote.ranking_foreign_option', 'message', 'The ranking holds an option that is not in this poll');
  end if;
  if private.ranking_has_repeats(ranking) then
    return jsonb_build_object('id', 'vote.ranking_repeats', 'message', 'Each option can be ranked only once');
  end if;
  if not ranking <@ option_ids then
    return jsonb_build_object('id', 'vote.ranking_foreign_option', 'message', 'The ranking holds an option that is not in this poll');
  end if;
  if cardinality(ranking) < required then
    return too_short;
  end if;
  return null;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.ranking_failure(target_poll uuid, ranking text[]) FROM PUBLIC;

-- private.ranking_has_repeats(ranking text[]): last defined in supabase/migrations/20261126110000_elections.sql
CREATE OR REPLACE FUNCTION private.ranking_has_repeats(ranking text[])
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
begin
  return cardinality(ranking) > 1
     and (select count(distinct r.option_id) from unnest(ranking) as r (option_id)) < cardinality(ranking);
end
$function$;
REVOKE EXECUTE ON FUNCTION private.ranking_has_repeats(ranking text[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.ranking_has_repeats(ranking text[]) TO service_role;

-- private.ranking_problem(target_poll uuid, ranking text[]): last defined in supabase/migrations/20261128160000_error_ids.sql
CREATE OR REPLACE FUNCTION private.ranking_problem(target_poll uuid, ranking text[])
 RETURNS text
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  return private.ranking_failure(target_poll, ranking) ->> 'message';
end
$function$;
REVOKE EXECUTE ON FUNCTION private.ranking_problem(target_poll uuid, ranking text[]) FROM PUBLIC;

-- private.readable_ballot_list_poll(raw_poll_id text): last defined in supabase/migrations/20261128233200_ballots_not_completed_ids.sql
CREATE OR REPLACE FUNCTION private.readable_ballot_list_poll(raw_poll_id text)
 RETURNS public.polls
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  poll public.polls;
begin
  select * into poll from public.polls as p where p.id = private.poll_id_from(raw_poll_id);
  if not found then
    raise exception using message = 'Poll not found', errcode = 'PT404', hint = 'poll.not_found';
  end if;
  if poll.status <> 'completed' then
    raise exception using message = 'The ballots can be read once voting has ended', errcode = 'PT409', hint = 'ballots.read_not_completed';
  end if;
  if poll.created_by is not distinct from auth.uid() or poll.publication = 'everyone'
     or (poll.publication = 'participants'
         and exists (select 1 from public.participants as pa where pa.poll_id = poll.id and pa.user_id = auth.uid())) then
    return poll;
  end if;
  raise exception using message = 'The host has not published the ballots of this poll to you', errcode = '42501', hint = 'ballots.not_published',
                        detail = json_build_object('publication', poll.publication)::text;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.readable_ballot_list_poll(raw_poll_id text) FROM PUBLIC;

-- private.refuse_audit_change(): last defined in supabase/migrations/20261128210000_who_may_vote.sql
CREATE OR REPLACE FUNCTION private.refuse_audit_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'DELETE' and not exists (select 1 from public.polls as p where p.id = old.poll_id) then
    return old;
  end if;
  raise exception using message = 'The audit trail cannot be changed', errcode = '42501', hint = 'audit.append_only',
                        detail = json_build_object('operation', tg_op)::text;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.refuse_audit_change() FROM PUBLIC;

-- private.refuse_question_delete(): last defined in supabase/migrations/20261128220000_sessions.sql
CREATE OR REPLACE FUNCTION private.refuse_question_delete()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if pg_trigger_depth() = 1 and exists (select 1 from public.session_questions as q where q.poll_id = old.id) then
    raise exception using message = 'This question belongs to a session: remove it from the session',
                          errcode = 'PT409', hint = 'session.question_removed_by_session';
  end if;
  return old;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.refuse_question_delete() FROM PUBLIC;

-- private.refuse_question_participant(): last defined in supabase/migrations/20261128220000_sessions.sql
CREATE OR REPLACE FUNCTION private.refuse_question_participant()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if exists (select 1 from public.session_questions as q where q.poll_id = new.poll_id) then
    raise exception using message = 'This question belongs to a session: join the session instead',
                          errcode = 'PT409', hint = 'session.join_the_session';
  end if;
  return new;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.refuse_question_participant() FROM PUBLIC;

-- private.request_address(): last defined in supabase/migrations/20261128140000_storage_limits_without_address.sql
CREATE OR REPLACE FUNCTION private.request_address()
 RETURNS text
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  headers json;
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::json;
  exception when others then
    return null;
  end;
  return private.address_key(btrim(headers ->> 'cf-connecting-ip'));
end
$function$;
REVOKE EXECUTE ON FUNCTION private.request_address() FROM PUBLIC;

-- private.require_user_id(): last defined in supabase/migrations/20261128160000_error_ids.sql
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
    raise exception using message = 'You must be signed in to do this', errcode = '42501', hint = 'auth.sign_in_required';
  end if;
  return user_id;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.require_user_id() FROM PUBLIC;

-- private.room_max_wait(people integer): last defined in supabase/migrations/20261125100000_room_summaries.sql
CREATE OR REPLACE FUNCTION private.room_max_wait(people integer)
 RETURNS interval
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select greatest(make_interval(secs => least(greatest(people * 0.06, 2), 60)), private.room_push_spacing(people))
$function$;
REVOKE EXECUTE ON FUNCTION private.room_max_wait(people integer) FROM PUBLIC;

-- private.room_push_spacing(people integer): last defined in supabase/migrations/20261125100000_room_summaries.sql
CREATE OR REPLACE FUNCTION private.room_push_spacing(people integer)
 RETURNS interval
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select make_interval(secs => (greatest(people, 0) + 3)::float8 / (0.75 * s.messages_per_second))
    from private.realtime_settings as s
$function$;
REVOKE EXECUTE ON FUNCTION private.room_push_spacing(people integer) FROM PUBLIC;

-- private.room_summary_json(target_poll uuid): last defined in supabase/migrations/20261125100000_room_summaries.sql
CREATE OR REPLACE FUNCTION private.room_summary_json(target_poll uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  poll public.polls;
  joined integer;
  voted integer;
begin
  select * into poll from public.polls as p where p.id = target_poll;
  if not found then
    return null;
  end if;
  select count(*)::integer, (count(*) filter (where pa.has_voted))::integer into joined, voted
    from public.participants as pa where pa.poll_id = target_poll;
  return jsonb_build_object(
    'pollId', poll.id,
    'status', poll.status,
    'joined', joined,
    'voted', voted,
    'totalVotes', (select coalesce(sum(b.ballot_count), 0)::integer from public.ballots as b where b.poll_id = poll.id),
    -- Up to 30 people everyone is listed; above, the newest 10 (docs/decisions.md, "A participant's list").
    'complete', joined <= 30,
    'newest', private.numbered_participants(poll.id, case when joined <= 30 then joined else 10 end)
  );
end
$function$;
REVOKE EXECUTE ON FUNCTION private.room_summary_json(target_poll uuid) FROM PUBLIC;

-- private.room_topic(target_poll uuid): last defined in supabase/migrations/20261128140100_room_topic_epoch.sql
CREATE OR REPLACE FUNCTION private.room_topic(target_poll uuid)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select 'poll:' || e.poll_id::text || ':' || e.epoch from private.room_epochs as e where e.poll_id = target_poll
$function$;
REVOKE EXECUTE ON FUNCTION private.room_topic(target_poll uuid) FROM PUBLIC;

-- private.rotate_room_topic(target_poll uuid): last defined in supabase/migrations/20261128140100_room_topic_epoch.sql
CREATE OR REPLACE FUNCTION private.rotate_room_topic(target_poll uuid)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  topic text;
  told jsonb;
begin
  insert into private.room_epochs as e (poll_id) values (target_poll)
  on conflict (poll_id) do update set epoch = replace(gen_random_uuid()::text, '-', ''), rotated_at = now()
  returning 'poll:' || e.poll_id::text || ':' || e.epoch into topic;
  told := jsonb_build_object('pollId', target_poll, 'topic', topic);
  perform realtime.send(told, 'room_topic', 'poll-host:' || target_poll, true);
  perform realtime.send(told, 'room_topic', 'user:' || pa.user_id, true)
     from public.participants as pa where pa.poll_id = target_poll;
  return topic;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.rotate_room_topic(target_poll uuid) FROM PUBLIC;

-- private.sanitize_name(value text): last defined in supabase/migrations/20261125120200_name_rules_planned_once.sql
CREATE OR REPLACE FUNCTION private.sanitize_name(value text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
declare
  cleaned text := private.sanitize_text(value, 50);
begin
  return case when private.name_problem(cleaned, 'Name') is null then cleaned else '' end;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.sanitize_name(value text) FROM PUBLIC;

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

-- private.session_for(raw text, may text, lock_mode text): last defined in supabase/migrations/20261128220100_session_functions.sql
CREATE OR REPLACE FUNCTION private.session_for(raw text, may text, lock_mode text DEFAULT 'none'::text)
 RETURNS public.sessions
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  target uuid := private.session_id_from(raw);
  session public.sessions;
  role text;
begin
  perform private.require_user_id();
  -- Who may act is settled before any lock: a refused caller never holds the row the room votes under.
  select * into session from public.sessions as s where s.id = target;
  role := private.session_role(target);
  -- To a stranger a session does not exist (its id is the link to it, not a secret to confirm).
  if session.id is null or (role is null and may <> 'join') then
    raise exception using message = 'Session not found', errcode = 'PT404', hint = 'session.not_found';
  end if;
  if may = 'drive' and role not in ('host', 'cohost') then
    raise exception using message = 'Only the host and co-hosts can drive this session', errcode = '42501',
                          hint = 'session.not_driver';
  end if;
  if may = 'host' and role <> 'host' then
    raise exception using message = 'Only the host can do this', errcode = '42501', hint = 'session.not_host';
  end if;
  if lock_mode = 'update' then
    select * into session from public.sessions as s where s.id = target for update;
  elsif lock_mode = 'share' then
    select * into session from public.sessions as s where s.id = target for share;
  end if;
  if session.id is null then
    raise exception using message = 'Session not found', errcode = 'PT404', hint = 'session.not_found';
  end if;
  -- A co-host removed while this call waited for the lock drives no more.
  if may = 'drive' and lock_mode <> 'none' and coalesce(private.session_role(target) not in ('host', 'cohost'), true) then
    raise exception using message = 'Only the host and co-hosts can drive this session', errcode = '42501',
                          hint = 'session.not_driver';
  end if;
  return session;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.session_for(raw text, may text, lock_mode text) FROM PUBLIC;

-- private.session_id_from(raw text): last defined in supabase/migrations/20261128220000_sessions.sql
CREATE OR REPLACE FUNCTION private.session_id_from(raw text)
 RETURNS uuid
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  if raw is null or raw !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    raise exception using message = 'Session not found', errcode = 'PT404', hint = 'session.not_found';
  end if;
  return raw::uuid;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.session_id_from(raw text) FROM PUBLIC;

-- private.session_joined_push(): last defined in supabase/migrations/20261128220100_session_functions.sql
CREATE OR REPLACE FUNCTION private.session_joined_push()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.push_session_summary(new.session_id, 'change');
  return null;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.session_joined_push() FROM PUBLIC;

-- private.session_json(session public.sessions): last defined in supabase/migrations/20261128220100_session_functions.sql
CREATE OR REPLACE FUNCTION private.session_json(session public.sessions)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return jsonb_build_object(
    'id', session.id,
    'title', session.title,
    'hostId', session.host_id,
    'joinCode', session.join_code,
    'resultsHiddenUntilRevealed', session.results_hidden_until_revealed,
    'maxParticipants', session.max_participants,
    'currentQuestionId', session.current_question_id,
    'questionCount', (select count(*)::integer from public.session_questions as q where q.session_id = session.id),
    'participantCount', (select count(*)::integer from public.session_participants as sp where sp.session_id = session.id),
    'createdAt', private.iso(session.created_at),
    'updatedAt', private.iso(session.updated_at)
  );
end
$function$;
REVOKE EXECUTE ON FUNCTION private.session_json(session public.sessions) FROM PUBLIC;

-- private.session_question_json(question public.session_questions): last defined in supabase/migrations/20261128220100_session_functions.sql
CREATE OR REPLACE FUNCTION private.session_question_json(question public.session_questions)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return (select private.poll_json(p) - 'status' - 'isActive' - 'participantCount' - 'expiresAt' - 'maxParticipants'
                 - 'accountsOnly'
            from public.polls as p where p.id = question.poll_id)
    || jsonb_build_object(
         'sessionId', question.session_id,
         'number', (select count(*)::integer from public.session_questions as q
                     where q.session_id = question.session_id and q.position <= question.position),
         'voting', question.voting,
         'resultsShown', question.results_shown,
         'voted', (select count(*)::integer from private.session_voters as v where v.poll_id = question.poll_id));
end
$function$;
REVOKE EXECUTE ON FUNCTION private.session_question_json(question public.session_questions) FROM PUBLIC;

-- private.session_role(target_session uuid): last defined in supabase/migrations/20261128235000_session_cohost_invites.sql
CREATE OR REPLACE FUNCTION private.session_role(target_session uuid)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select case
    when exists (select 1 from public.sessions as s where s.id = target_session and s.host_id = auth.uid()) then 'host'
    when exists (select 1 from public.session_cohosts as c
                  where c.session_id = target_session and c.email = private.caller_email()) then 'cohost'
    when exists (select 1 from public.session_participants as sp
                  where sp.session_id = target_session and sp.user_id = auth.uid()) then 'participant'
  end
$function$;
REVOKE EXECUTE ON FUNCTION private.session_role(target_session uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.session_role(target_session uuid) TO authenticated;

-- private.session_state_json(target_session uuid): last defined in supabase/migrations/20261128220100_session_functions.sql
CREATE OR REPLACE FUNCTION private.session_state_json(target_session uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  session public.sessions;
  question public.session_questions;
begin
  select * into session from public.sessions as s where s.id = target_session;
  if not found then
    return null;
  end if;
  select * into question from public.session_questions as q where q.poll_id = session.current_question_id;
  return jsonb_build_object(
    'sessionId', session.id,
    'questionCount', (select count(*)::integer from public.session_questions as q where q.session_id = session.id),
    'joined', (select count(*)::integer from public.session_participants as sp where sp.session_id = session.id),
    'current', case when question.poll_id is null then null else jsonb_build_object(
      'questionId', question.poll_id,
      'number', (select count(*)::integer from public.session_questions as q
                  where q.session_id = session.id and q.position <= question.position),
      'voting', question.voting,
      'resultsShown', question.results_shown,
      'voted', (select count(*)::integer from private.session_voters as v where v.poll_id = question.poll_id)) end
  );
end
$function$;
REVOKE EXECUTE ON FUNCTION private.session_state_json(target_session uuid) FROM PUBLIC;

-- private.set_question_state(question public.session_questions): last defined in supabase/migrations/20261128220200_session_questions_and_driving.sql
CREATE OR REPLACE FUNCTION private.set_question_state(question public.session_questions)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.session_questions as q
     set voting = question.voting, results_shown = question.results_shown, revealed_at = question.revealed_at
   where q.poll_id = question.poll_id;
  update public.polls as p
     set status = private.question_poll_status(question),
         is_active = private.question_poll_status(question) <> 'completed',
         updated_at = now()
   where p.id = question.poll_id and p.status is distinct from private.question_poll_status(question);
  update public.sessions as s set updated_at = now() where s.id = question.session_id;
  perform private.push_session_summary(question.session_id, 'state');
end
$function$;
REVOKE EXECUTE ON FUNCTION private.set_question_state(question public.session_questions) FROM PUBLIC;

-- private.shown_code(code text): last defined in supabase/migrations/20261128210000_who_may_vote.sql
CREATE OR REPLACE FUNCTION private.shown_code(code text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select substr(code, 1, 4) || '-' || substr(code, 5, 4) || '-' || substr(code, 9)
$function$;
REVOKE EXECUTE ON FUNCTION private.shown_code(code text) FROM PUBLIC;

-- private.storage_buckets(poll uuid): last defined in supabase/migrations/20261128140000_storage_limits_without_address.sql
CREATE OR REPLACE FUNCTION private.storage_buckets(poll uuid)
 RETURNS text[]
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  headers json;
  address text;
  caller uuid := auth.uid();
  buckets text[] := '{}';
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::json;
  exception when others then
    headers := '{}'::json;
  end;
  if headers is null then
    return null;
  end if;
  address := private.address_key(btrim(headers ->> 'cf-connecting-ip'));
  if address is not null then
    return array[address];
  end if;
  if caller is not null then
    buckets := buckets || ('user:' || caller::text);
  end if;
  if poll is not null then
    buckets := buckets || ('poll:' || poll::text);
  end if;
  return buckets;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.storage_buckets(poll uuid) FROM PUBLIC;

-- private.sync_poll_voters(): last defined in supabase/migrations/20261128210000_who_may_vote.sql
CREATE OR REPLACE FUNCTION private.sync_poll_voters()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' then
    if new.voters = 'anyone' and new.accounts_only then
      new.voters := 'accounts';
    end if;
  else
    -- A list poll stays one, and no other poll becomes one: its list and ballots are bound to it.
    if (old.voters = 'list') <> (new.voters = 'list') or (old.voters = 'list' and new.accounts_only) then
      raise exception using message = 'Whether a poll takes its voters from a list is set when it is created',
                            errcode = 'PT409', hint = 'poll.voters_list_fixed',
                            detail = json_build_object('voters', old.voters)::text;
    end if;
    if new.voters is not distinct from old.voters and new.accounts_only is distinct from old.accounts_only then
      new.voters := case when new.accounts_only then 'accounts' when old.voters = 'accounts' then 'anyone' else old.voters end;
    end if;
  end if;
  new.accounts_only := new.voters = 'accounts';
  return new;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.sync_poll_voters() FROM PUBLIC;

-- private.tracker_length(): last defined in supabase/migrations/20261128210100_ballot_trackers.sql
CREATE OR REPLACE FUNCTION private.tracker_length()
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$ select 8 $function$;
REVOKE EXECUTE ON FUNCTION private.tracker_length() FROM PUBLIC;

-- private.trim_text(value text): last defined in supabase/migrations/20261125110000_helpers_planned_once.sql
CREATE OR REPLACE FUNCTION private.trim_text(value text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
begin
  return regexp_replace(value,
    '^[\s\u0085\u00A0\u1680\u180E\u2000-\u200D\u2028\u2029\u202F\u205F\u2060\u3000\uFEFF]+|[\s\u0085\u00A0\u1680\u180E\u2000-\u200D\u2028\u2029\u202F\u205F\u2060\u3000\uFEFF]+$',
    '', 'g');
end
$function$;
REVOKE EXECUTE ON FUNCTION private.trim_text(value text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.trim_text(value text) TO service_role;

-- private.unused_join_code(): last defined in supabase/migrations/20261128220000_sessions.sql
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
    if not exists (select 1 from public.polls as p where p.join_code = candidate and p.status <> 'completed')
       and not exists (select 1 from public.sessions as s where s.join_code = candidate) then
      return candidate;
    end if;
  end loop;
  raise exception using message = 'Could not find a free join code, please try again', errcode = '40001', hint = 'join_code.none_free';
end
$function$;
REVOKE EXECUTE ON FUNCTION private.unused_join_code() FROM PUBLIC;

-- private.user_metadata_problem(): last defined in supabase/migrations/20261128160000_error_ids.sql
CREATE OR REPLACE FUNCTION private.user_metadata_problem()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if octet_length(new.raw_user_meta_data::text) > 2048
     and (tg_op = 'INSERT' or new.raw_user_meta_data is distinct from old.raw_user_meta_data) then
    raise exception using
      message = 'User metadata must be at most 2048 bytes of JSON',
      errcode = 'PT422', hint = 'account.metadata_too_large', detail = json_build_object('max_bytes', 2048)::text;
  end if;
  return new;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.user_metadata_problem() FROM PUBLIC;

-- private.voter_list_max(): last defined in supabase/migrations/20261128210000_who_may_vote.sql
CREATE OR REPLACE FUNCTION private.voter_list_max()
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$ select 20000 $function$;
REVOKE EXECUTE ON FUNCTION private.voter_list_max() FROM PUBLIC;

-- private.voting_code_hash(target_poll uuid, code text): last defined in supabase/migrations/20261128210000_who_may_vote.sql
CREATE OR REPLACE FUNCTION private.voting_code_hash(target_poll uuid, code text)
 RETURNS bytea
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select sha256(convert_to(target_poll::text || ':' || code, 'UTF8'))
$function$;
REVOKE EXECUTE ON FUNCTION private.voting_code_hash(target_poll uuid, code text) FROM PUBLIC;

-- private.voting_code_length(): last defined in supabase/migrations/20261128210000_who_may_vote.sql
CREATE OR REPLACE FUNCTION private.voting_code_length()
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$ select 12 $function$;
REVOKE EXECUTE ON FUNCTION private.voting_code_length() FROM PUBLIC;

-- private.voting_code_over(bucket text, miss integer, most integer): last defined in supabase/migrations/20261128210000_who_may_vote.sql
CREATE OR REPLACE FUNCTION private.voting_code_over(bucket text, miss integer, most integer)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  counted integer;
begin
  insert into private.voting_code_misses as m (scope, window_started_at, misses)
  values (bucket, now(), miss)
  on conflict (scope) do update
    set window_started_at = case when m.window_started_at > now() - interval '10 minutes' then m.window_started_at else now() end,
        misses = case when m.window_started_at > now() - interval '10 minutes' then m.misses + miss else miss end
  returning m.misses into counted;
  return counted > most - 1 + miss;
end
$function$;
REVOKE EXECUTE ON FUNCTION private.voting_code_over(bucket text, miss integer, most integer) FROM PUBLIC;

-- ====================================================================================================
-- Triggers and policies on Supabase's own tables
-- ====================================================================================================

CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION private.create_profile_for_user();
CREATE TRIGGER on_auth_user_updated AFTER UPDATE OF email, is_anonymous ON auth.users FOR EACH ROW WHEN (old.email::text IS DISTINCT FROM new.email::text OR old.is_anonymous IS DISTINCT FROM new.is_anonymous) EXECUTE FUNCTION private.create_profile_for_user();
CREATE TRIGGER user_metadata_limit BEFORE INSERT OR UPDATE OF raw_user_meta_data ON auth.users FOR EACH ROW EXECUTE FUNCTION private.user_metadata_problem();
CREATE POLICY "anyone reads a poll's public topic" ON realtime.messages FOR SELECT TO anon, authenticated
  USING (extension = 'broadcast'::text AND private.is_public_poll_topic(( SELECT realtime.topic() AS topic)));
CREATE POLICY "anyone reads a session's public topic" ON realtime.messages FOR SELECT TO anon, authenticated
  USING (extension = 'broadcast'::text AND private.is_public_session_topic(( SELECT realtime.topic() AS topic)));
CREATE POLICY "hosts and participants receive their poll's lobby events" ON realtime.messages FOR SELECT TO authenticated
  USING (extension = 'broadcast'::text AND private.can_receive_poll_events(( SELECT realtime.topic() AS topic)));
CREATE POLICY "session members receive their session's events" ON realtime.messages FOR SELECT TO authenticated
  USING (extension = 'broadcast'::text AND private.can_receive_session_events(( SELECT realtime.topic() AS topic)));
