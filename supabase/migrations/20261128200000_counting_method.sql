-- Issue 31: the poll's counting method. The host chooses it when creating the poll; it decides the winner
-- shown everywhere (the count itself runs in @runoff/counting, docs/counting.md).
--
-- * polls.counting_method: 'irv' (the default: the instant runoff, or the single transferable vote when the
--   poll has several seats, as the spec says), or one of the one-winner methods 'schulze', 'ranked-pairs',
--   'minimax', 'copeland', 'borda', 'plurality'. The table holds the list and the rule that a one-winner
--   method has one seat, so no writer bypasses either.
-- * create_poll takes it as a new optional last argument (null: 'irv'). An unknown method is refused as
--   'poll.counting_method_unknown', a one-winner method with several seats as 'poll.counting_method_one_winner'.
-- * poll_json gives it as `countingMethod`, so every read of a poll (get_poll, get_poll_results, the lists)
--   carries it.

alter table public.polls
  add column counting_method text not null default 'irv',
  add constraint polls_counting_method_known check (
    counting_method in ('irv', 'schulze', 'ranked-pairs', 'minimax', 'copeland', 'borda', 'plurality')),
  add constraint polls_counting_method_seats check (counting_method = 'irv' or seats = 1);

-- poll_json as in 20261126110000_elections.sql, with the counting method.
create or replace function private.poll_json(poll public.polls) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
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
    'countingMethod', poll.counting_method
  );
end
$$;
revoke execute on function private.poll_json(public.polls) from public;

-- create_poll as in 20261128160000_error_ids.sql, with the counting method as a new last argument. A new
-- signature, so the old one goes:
drop function public.create_poll(text, text[], text, text, timestamptz, integer, boolean, integer, integer, boolean);
CREATE FUNCTION public.create_poll(title text, options text[], description text DEFAULT ''::text, category text DEFAULT ''::text, expires_at timestamp with time zone DEFAULT NULL::timestamp with time zone, max_participants integer DEFAULT NULL::integer, accounts_only boolean DEFAULT false, seats integer DEFAULT 1, min_ranked integer DEFAULT NULL::integer, shuffle_ballots boolean DEFAULT true, counting_method text DEFAULT 'irv'::text)
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
  if coalesce(create_poll.seats, 1) < 1 or coalesce(create_poll.seats, 1) >= cardinality(option_texts) then
    raise exception using message = 'The number of winners must be at least 1 and less than the number of options',
                          errcode = '22023', hint = 'poll.seats_out_of_range';
  end if;
  if create_poll.min_ranked < 1 or create_poll.min_ranked > cardinality(option_texts) then
    raise exception using message = 'The number of options to rank must be at least 1 and at most the number of options',
                          errcode = '22023', hint = 'poll.min_ranked_out_of_range';
  end if;
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
                            seats, min_ranked, shuffle_ballots, counting_method)
  values (clean_title, clean_description, clean_category, caller_id, create_poll.expires_at,
          coalesce(create_poll.max_participants, 1000), coalesce(create_poll.accounts_only, false),
          coalesce(create_poll.seats, 1), create_poll.min_ranked, coalesce(create_poll.shuffle_ballots, true),
          coalesce(create_poll.counting_method, 'irv'))
  returning * into poll;

  insert into public.poll_options (poll_id, id, text, position)
  select poll.id, 'option_' || t.n, t.text, t.n - 1
    from unnest(option_texts) with ordinality as t (text, n);

  return private.poll_json(poll);
end
$function$;

revoke execute on function public.create_poll(text, text[], text, text, timestamptz, integer, boolean, integer, integer, boolean, text) from public, anon;
grant execute on function public.create_poll(text, text[], text, text, timestamptz, integer, boolean, integer, integer, boolean, text) to authenticated, service_role;
