-- Live lobby over Realtime Broadcast, sent by the database itself on PRIVATE channels.
-- Topic: poll:<poll id>. Events and payloads (camelCase, like the functions):
--   participant_joined  {participant: {id, pollId, name, joinedAt, hasVoted}}
--   participant_voted   {pollId, participantId}            who voted, never what
--   status_changed      {pollId, status, isActive, updatedAt}
--   poll_deleted        {pollId}
-- Only the poll's host and participants may receive them (policy on realtime.messages below), and
-- nobody may send on these topics from a client (there is no insert policy).

create function private.broadcast_participant_joined() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform realtime.send(
    jsonb_build_object('participant', private.participant_json(new)),
    'participant_joined', 'poll:' || new.poll_id, true);
  return null;
end
$$;

create function private.broadcast_participant_voted() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform realtime.send(
    jsonb_build_object('pollId', new.poll_id, 'participantId', new.id),
    'participant_voted', 'poll:' || new.poll_id, true);
  return null;
end
$$;

create function private.broadcast_status_changed() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform realtime.send(
    jsonb_build_object('pollId', new.id, 'status', new.status, 'isActive', new.is_active,
                       'updatedAt', private.iso(new.updated_at)),
    'status_changed', 'poll:' || new.id, true);
  return null;
end
$$;

create function private.broadcast_poll_deleted() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform realtime.send(jsonb_build_object('pollId', old.id), 'poll_deleted', 'poll:' || old.id, true);
  return null;
end
$$;

create trigger participants_broadcast_joined
after insert on public.participants
for each row execute function private.broadcast_participant_joined();

create trigger participants_broadcast_voted
after update of has_voted on public.participants
for each row when (new.has_voted and not old.has_voted)
execute function private.broadcast_participant_voted();

create trigger polls_broadcast_status
after update of status on public.polls
for each row when (old.status is distinct from new.status)
execute function private.broadcast_status_changed();

create trigger polls_broadcast_deleted
after delete on public.polls
for each row execute function private.broadcast_poll_deleted();

-- The channel poll:<id> admits the poll's host and its participants. The id is parsed defensively:
-- any other topic simply matches nothing here.
create function private.can_receive_poll_events(topic text) returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if topic is null or topic !~* '^poll:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  return private.is_poll_member(substr(topic, 6)::uuid);
end
$$;
grant execute on function private.can_receive_poll_events(text) to authenticated;

create policy "hosts and participants receive their poll's lobby events" on realtime.messages
  for select to authenticated
  using (
    realtime.messages.extension = 'broadcast'
    and private.can_receive_poll_events((select realtime.topic()))
  );
