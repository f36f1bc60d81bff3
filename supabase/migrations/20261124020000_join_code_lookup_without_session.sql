-- resolve_join_code answers a hit with the poll as get_poll gives it (private.poll_json), beside its id:
-- the join page a code leads to starts from that poll instead of asking get_poll for it, one round trip
-- and its CORS preflight less before the Join Poll modal on a phone on slow 4G (issue 10). Nothing new is
-- revealed: whoever holds the id may read the same JSON with get_poll.
--
-- And a join code may be looked up without a session. The join page a QR code opens used to sign the phone in
-- anonymously first, only so that resolve_join_code had a user to count wrong guesses against: a
-- sign-up and its round trips before the Join Poll modal (issue 10). Now a caller without a session is
-- answered too, and its wrong guesses count against one budget shared by every caller without a session:
-- 100 a minute. Past it such callers get 429 and the page does what it did before (signs in, then asks
-- again under the per-user limit, which is unchanged). A guesser gains at most 100 guesses a minute from
-- this door, whoever they are, against about a billion codes; using up the budget only sends everyone
-- else back to the signed-in path.
create table private.join_code_misses_without_session (
  only_row boolean primary key default true check (only_row),
  window_started_at timestamptz not null default now(),
  misses integer not null default 0
);
revoke all on table private.join_code_misses_without_session from public, anon, authenticated;

create or replace function public.resolve_join_code(code text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  caller_id uuid := auth.uid();
  clean text := private.normalize_join_code(resolve_join_code.code);
  hit public.polls;
  miss private.join_code_misses;
  shared_miss private.join_code_misses_without_session;
begin
  if char_length(clean) <> 6 or clean !~ ('^[' || private.join_code_alphabet() || ']{6}$') then
    raise exception using message = 'A join code has 6 letters and digits', errcode = '22023';
  end if;
  if caller_id is null then
    select * into shared_miss from private.join_code_misses_without_session;
    if found and shared_miss.window_started_at > now() - interval '1 minute' and shared_miss.misses >= 100 then
      raise exception using message = 'Too many wrong codes without a session. Sign in and try again.', errcode = 'PT429';
    end if;
  else
    select * into miss from private.join_code_misses as m where m.user_id = caller_id;
    if found and miss.window_started_at > now() - interval '10 minutes' and miss.misses >= 10 then
      raise exception using message = 'Too many wrong codes. Please wait a few minutes and try again.', errcode = 'PT429';
    end if;
  end if;
  select * into hit from public.polls as p where p.join_code = clean and p.status <> 'completed';
  if hit.id is not null then
    return jsonb_build_object('pollId', hit.id, 'joinCode', clean, 'poll', private.poll_json(hit));
  end if;
  if caller_id is null then
    insert into private.join_code_misses_without_session as m (only_row, window_started_at, misses) values (true, now(), 1)
    on conflict (only_row) do update
      set window_started_at = case when m.window_started_at > now() - interval '1 minute' then m.window_started_at else now() end,
          misses = case when m.window_started_at > now() - interval '1 minute' then m.misses + 1 else 1 end;
  else
    insert into private.join_code_misses as m (user_id, window_started_at, misses) values (caller_id, now(), 1)
    on conflict (user_id) do update
      set window_started_at = case when m.window_started_at > now() - interval '10 minutes' then m.window_started_at else now() end,
          misses = case when m.window_started_at > now() - interval '10 minutes' then m.misses + 1 else 1 end;
  end if;
  return jsonb_build_object('pollId', null, 'joinCode', clean, 'message', 'No open poll has the code ' || clean || '. Check the code, or ask the host for the link.');
end
$$;

grant execute on function public.resolve_join_code(text) to anon;
revoke execute on all functions in schema private from public;
