-- The wrong-code limits of resolve_join_code held one request at a time only (issue 19): the counter was
-- read and checked, the code looked up, and the miss counted later, so every request in flight passed the
-- check together (100 parallel misses from one user got 16 answers, limit 10; 150 without a session got 107,
-- limit 100 a minute). Now each lookup first takes its counter row and adds its own miss in one statement
-- (insert ... on conflict do update ... returning), and answers only if the count it got back is within the
-- limit. The row lock orders requests of one counter: the next one sees the count the previous one left.
--
-- A hit counts 0 but still takes the row, so a hit is refused once the limit is reached, as before: a guesser
-- must not learn from a burst which guesses hit (an answer) and which missed (a 429). A refused miss rolls its
-- count back with the error, so the count stays at the limit, never above it.
--
-- The lock is taken last, after the poll's JSON is built, and held only until the function returns: lookups
-- without a session share one row, and a lecture hall scanning one QR code must not queue behind long work.

create or replace function public.resolve_join_code(code text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
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
$$;

revoke execute on function public.resolve_join_code(text) from public;
grant execute on function public.resolve_join_code(text) to anon, authenticated, service_role;
