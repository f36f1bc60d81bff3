-- resolve_join_code answers a hit with the poll as get_poll gives it (private.poll_json), beside its id.
-- The join page a code leads to starts from that poll instead of asking get_poll for it: on a phone on
-- slow 4G that is one round trip and its CORS preflight less before the Join Poll modal (issue 10).
-- Nothing new is revealed: whoever holds the id may read the same JSON with get_poll. Misses, the miss
-- limit and the grants are unchanged (create or replace keeps the grants).
create or replace function public.resolve_join_code(code text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  caller_id uuid := private.require_user_id();
  clean text := private.normalize_join_code(resolve_join_code.code);
  hit public.polls;
  miss private.join_code_misses;
begin
  if char_length(clean) <> 6 or clean !~ ('^[' || private.join_code_alphabet() || ']{6}$') then
    raise exception using message = 'A join code has 6 letters and digits', errcode = '22023';
  end if;
  select * into miss from private.join_code_misses as m where m.user_id = caller_id;
  if found and miss.window_started_at > now() - interval '10 minutes' and miss.misses >= 10 then
    raise exception using message = 'Too many wrong codes. Please wait a few minutes and try again.', errcode = 'PT429';
  end if;
  select * into hit from public.polls as p where p.join_code = clean and p.status <> 'completed';
  if hit.id is not null then
    return jsonb_build_object('pollId', hit.id, 'joinCode', clean, 'poll', private.poll_json(hit));
  end if;
  insert into private.join_code_misses as m (user_id, window_started_at, misses) values (caller_id, now(), 1)
  on conflict (user_id) do update
    set window_started_at = case when m.window_started_at > now() - interval '10 minutes' then m.window_started_at else now() end,
        misses = case when m.window_started_at > now() - interval '10 minutes' then m.misses + 1 else 1 end;
  return jsonb_build_object('pollId', null, 'joinCode', clean, 'message', 'No open poll has the code ' || clean || '. Check the code, or ask the host for the link.');
end
$$;
