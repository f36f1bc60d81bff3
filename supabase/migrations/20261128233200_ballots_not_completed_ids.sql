-- ballots.not_completed had two server wordings: publish_ballots' "The ballots can be published once voting
-- has ended" and, from get_ballot_list and check_ballot, "The ballots can be read once voting has ended". A
-- screen words a failure by its id, so one id cannot say both. Now two ids, one wording each:
-- ballots.publish_not_completed (publish_ballots) and ballots.read_not_completed (get_ballot_list,
-- check_ballot, through private.readable_ballot_list_poll). Same status (409), same messages.

create or replace function public.publish_ballots(poll_id text, audience text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
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
$$;
revoke execute on function public.publish_ballots(text, text) from public;
grant execute on function public.publish_ballots(text, text) to authenticated;

create or replace function private.readable_ballot_list_poll(raw_poll_id text) returns public.polls
language plpgsql stable security definer
set search_path = ''
as $$
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
$$;
revoke execute on function private.readable_ballot_list_poll(text) from public;
