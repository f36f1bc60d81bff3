-- The small helpers every join and vote calls, rewritten from SQL into PL/pgSQL with the same bodies,
-- arguments, volatility and empty search_path: what they answer does not change, only when they are planned.
--
-- Why: a SQL function with a SET clause (every helper here has `set search_path = ''`) is never inlined, and
-- PostgreSQL 17 parses, analyses and plans its body again on every call of every statement that calls it.
-- A voter's path calls these about twenty times (two checks of participants.name on insert and on the vote's
-- update, the ballot's ranking check, the poll's and the participant's JSON, their timestamps), and on the
-- HTTP path that compiling was a fifth of PostgreSQL's CPU (perf: parse 4.7 %, analyse 7.1 %, plan 5.8 %,
-- executor start 1.7 % of the backends' samples, under fmgr_sql; docs/performance.md, "Votes through the real
-- path"). PL/pgSQL keeps each statement's plan for the session, and evaluates a plain expression without the
-- executor. The empty search_path stays: dropping it would let these be inlined too, but a caller's search
-- path could then choose the operators and functions their bodies name.

create or replace function private.iso(ts timestamptz) returns text
language plpgsql immutable
set search_path = ''
as $$
begin
  return to_char(ts at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
end
$$;

create or replace function private.trim_text(value text) returns text
language plpgsql immutable parallel safe
set search_path = ''
as $$
begin
  return regexp_replace(value,
    '^[\s\u0085\u00A0\u1680\u180E\u2000-\u200D\u2028\u2029\u202F\u205F\u2060\u3000\uFEFF]+|[\s\u0085\u00A0\u1680\u180E\u2000-\u200D\u2028\u2029\u202F\u205F\u2060\u3000\uFEFF]+$',
    '', 'g');
end
$$;

create or replace function private.has_forbidden_characters(value text, multiline boolean default false) returns boolean
language plpgsql immutable parallel safe
set search_path = ''
as $$
begin
  return value ~ (
      case when multiline then '[\u0001-\u0008\u000B\u000C\u000E-\u001F' else '[\u0001-\u001F' end
      || '\u007F-\u009F\u00AD\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u180E\u200B\u200E\u200F'
      || '\u2028-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB\U000110BD\U000110CD'
      || '\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0001\U000E0020-\U000E007F]'
      || '|[\s\u00A0\u1680\u2000-\u200D\u202F\u205F\u3000][\u200C\u200D]|[\u200C\u200D][\s\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]'
      || '|^[\u200C\u200D]|[\u200C\u200D]$');
end
$$;

create or replace function private.is_clean_text(value text, multiline boolean default false) returns boolean
language plpgsql immutable parallel safe
set search_path = ''
as $$
begin
  return value is nfc normalized
     and value = private.trim_text(value)
     and not private.has_forbidden_characters(value, multiline);
end
$$;

create or replace function private.participant_json(participant public.participants) returns jsonb
language plpgsql immutable
set search_path = ''
as $$
begin
  return jsonb_build_object(
    'id', participant.id,
    'pollId', participant.poll_id,
    'name', participant.name,
    'joinedAt', private.iso(participant.joined_at),
    'hasVoted', participant.has_voted
  );
end
$$;

create or replace function private.participant_count(poll_id uuid) returns integer
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return (select coalesce(sum(c.participants), 0)::integer from private.poll_participant_counts as c
           where c.poll_id = participant_count.poll_id);
end
$$;

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
    'accountsOnly', poll.accounts_only
  );
end
$$;

create or replace function private.ranking_is_complete(target_poll uuid, ranking text[]) returns boolean
language plpgsql stable
set search_path = ''
as $$
begin
  return case
    when ranking is null or array_ndims(ranking) is distinct from 1 or array_lower(ranking, 1) <> 1
         or cardinality(ranking) > 100 then false
    when array_position(ranking, null) is not null then false
    else coalesce(
      (select array_agg(r.option_id collate "C" order by r.option_id collate "C") from unnest(ranking) as r (option_id))
        = (select array_agg(o.id collate "C" order by o.id collate "C") from public.poll_options as o where o.poll_id = target_poll),
      false)
  end;
end
$$;
