-- One rule for every piece of text a person types (titles, descriptions, categories, option texts,
-- participant names, usernames), kept in one place:
--   * Unicode NFC, so two texts that look the same are the same;
--   * no control characters (Cc; a description keeps tab and line breaks) and no format characters (Cf:
--     zero-width space, soft hyphen, bidi overrides and isolates, BOM, tags ...). ZWNJ and ZWJ (U+200C,
--     U+200D) are letters' business in Persian, Indic scripts and emoji sequences: allowed between two
--     visible characters, ignored when options are compared;
--   * leading and trailing whitespace trimmed, Unicode whitespace and invisible characters included, so a
--     text of no-break spaces or zero-width spaces counts as empty.
-- PostgreSQL's [[:space:]] follows the database locale (C.UTF-8 does not count U+00A0), so every class
-- is spelled out. Functions: private.clean_text (callers; raises the message), private.is_clean_text
-- (table constraints), private.sanitize_text (text that must never be refused: sign-up metadata, old rows).

-- Whitespace and invisible characters that are trimmed from both ends.
create function private.trim_text(value text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select regexp_replace(value,
    '^[\s\u0085\u00A0\u1680\u180E\u2000-\u200D\u2028\u2029\u202F\u205F\u2060\u3000\uFEFF]+|[\s\u0085\u00A0\u1680\u180E\u2000-\u200D\u2028\u2029\u202F\u205F\u2060\u3000\uFEFF]+$',
    '', 'g')
$$;

-- Control (Cc) and format (Cf) characters; multiline text (descriptions) keeps tab, LF and CR.
-- A ZWNJ/ZWJ next to whitespace or another joiner joins nothing visible: refused as well.
create function private.has_forbidden_characters(value text, multiline boolean default false) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select value ~ (
      case when multiline then '[\u0001-\u0008\u000B\u000C\u000E-\u001F' else '[\u0001-\u001F' end
      || '\u007F-\u009F\u00AD\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u180E\u200B\u200E\u200F'
      || '\u2028-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB\U000110BD\U000110CD'
      || '\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0001\U000E0020-\U000E007F]'
      || '|[\s\u00A0\u1680\u2000-\u200D\u202F\u205F\u3000][\u200C\u200D]|[\u200C\u200D][\s\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]'
      || '|^[\u200C\u200D]|[\u200C\u200D]$')
$$;

-- What a stored text must be: NFC, trimmed, no forbidden characters. Used by the tables' check constraints.
create function private.is_clean_text(value text, multiline boolean default false) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select value is nfc normalized
     and value = private.trim_text(value)
     and not private.has_forbidden_characters(value, multiline)
$$;

-- The cleaned text, or a 22023 error with a message naming the field ("Title", "Each option", "Name" ...).
-- Emptiness is the caller's to judge: its message differs per field ("Please enter a title").
create function private.clean_text(value text, field text, max_length integer, multiline boolean default false)
returns text
language plpgsql immutable parallel safe
set search_path = ''
as $$
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
$$;

-- The closest clean text, never an error: forbidden characters dropped, cut to max_length. '' when
-- nothing is left. For text nobody can be asked to retype (sign-up metadata, rows stored before these rules).
create function private.sanitize_text(value text, max_length integer, multiline boolean default false) returns text
language plpgsql immutable parallel safe
set search_path = ''
as $$
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
$$;

-- Options are compared as people see them: case-insensitively and ignoring joiners (ZWNJ/ZWJ).
create function private.option_key(value text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select lower(regexp_replace(value, '[\u200C\u200D]', '', 'g'))
$$;

-- Rows stored before these rules: cleaned in place, with a neutral text where nothing is left.
update public.polls as p set title = coalesce(nullif(private.sanitize_text(p.title, 200), ''), 'Untitled poll')
 where not private.is_clean_text(p.title);
update public.polls as p set description = private.sanitize_text(p.description, 2000, true)
 where not private.is_clean_text(p.description, true);
update public.polls as p set category = private.sanitize_text(p.category, 50)
 where not private.is_clean_text(p.category);
update public.poll_options as o set text = coalesce(nullif(private.sanitize_text(o.text, 200), ''), 'Option ' || (o.position + 1))
 where not private.is_clean_text(o.text);
update public.participants as pa set name = coalesce(nullif(private.sanitize_text(pa.name, 50), ''), 'Anonymous Participant')
 where not private.is_clean_text(pa.name);
update public.profiles as pr set username = coalesce(nullif(private.sanitize_text(pr.username, 50), ''), 'user')
 where not private.is_clean_text(pr.username);
-- Options that now compare equal: every one after the first gets its id appended.
update public.poll_options as o set text = left(o.text, 200 - char_length(o.id) - 3) || ' (' || o.id || ')'
  from (select d.poll_id, d.id,
               row_number() over (partition by d.poll_id, private.option_key(d.text) order by d.position) as n
          from public.poll_options as d) as dup
 where dup.poll_id = o.poll_id and dup.id = o.id and dup.n > 1;

alter table public.polls
  add constraint polls_title_clean check (private.is_clean_text(title)),
  add constraint polls_description_clean check (private.is_clean_text(description, true)),
  add constraint polls_category_clean check (private.is_clean_text(category));
alter table public.poll_options add constraint poll_options_text_clean check (private.is_clean_text(text));
create unique index poll_options_text_unique on public.poll_options (poll_id, private.option_key(text));
alter table public.participants add constraint participants_name_clean check (private.is_clean_text(name));
alter table public.profiles add constraint profiles_username_clean check (private.is_clean_text(username));

-- Sign-up metadata is whatever the client sent: clean it rather than fail the sign-up.
create or replace function private.initial_username(metadata jsonb, email text) returns text
language sql immutable
set search_path = ''
as $$
  select coalesce(
    nullif(private.sanitize_text(metadata ->> 'username', 50), ''),
    nullif(private.sanitize_text(split_part(coalesce(email, ''), '@', 1), 50), ''),
    'user')
$$;

create or replace function public.update_profile(username text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
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
$$;

-- The checks run inside table constraints and an index, evaluated as whoever writes the row: the
-- functions (security definer, owned by postgres) and service_role, the only API role that writes tables.
revoke execute on all functions in schema private from public;
grant execute on function private.trim_text(text), private.has_forbidden_characters(text, boolean),
  private.is_clean_text(text, boolean), private.option_key(text)
  to service_role;
revoke execute on function public.update_profile(text) from public, anon;
grant execute on function public.update_profile(text) to authenticated, service_role;
