-- The realtime schema that hosted Supabase provides, as supabase/realtime's tenant migrations leave it:
-- realtime.messages (whose RLS policies authorize private channels), realtime.topic(), realtime.send(),
-- realtime.send_binary() and realtime.broadcast_changes().
--
-- As on hosted, none of the functions is SECURITY DEFINER: realtime.send() inserts into realtime.messages
-- as the calling role. A trigger fired by an `authenticated` request therefore needs an INSERT policy on
-- realtime.messages (or a SECURITY DEFINER trigger function owned by a role that bypasses RLS); otherwise
-- the insert is refused, send() swallows the error with a WARNING and nothing is broadcast.
--
-- Hosted Realtime reads committed inserts into realtime.messages from the WAL. Locally an AFTER INSERT
-- trigger NOTIFYs the gateway instead; PostgreSQL delivers NOTIFY only on commit, so a rolled-back
-- transaction (including the authorization probes the gateway inserts) broadcasts nothing, as on hosted.
-- Hosted partitions the table by day and drops old partitions; locally it is one plain table.

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
);
alter table realtime.messages add column if not exists binary_payload bytea;

do $$
begin
  if not exists (
    select 1 from pg_constraint
    where conname = 'messages_payload_exclusive' and conrelid = 'realtime.messages'::regclass
  ) then
    alter table realtime.messages
      add constraint messages_payload_exclusive check (payload is null or binary_payload is null) not valid;
  end if;
end
$$;

create index if not exists messages_inserted_at_topic_index on realtime.messages (inserted_at desc, topic)
  where extension = 'broadcast' and private is true;

alter table realtime.messages enable row level security;
alter table realtime.messages owner to supabase_realtime_admin;

-- Hosted (supabase/realtime 20260707120000): postgres may use the schema and write policies on
-- realtime.messages, but not create objects in it. Hosted lets postgres write those policies through the
-- supautils extension (supautils.policy_grants) without owning the table; plain PostgreSQL only lets an
-- owner create a policy, so locally postgres is a member of the owner, supabase_realtime_admin, and
-- neither has CREATE on the schema. (Locally postgres could therefore ALTER realtime.messages; hosted
-- refuses that. Migrations must not.)
grant usage on schema realtime to postgres, anon, authenticated, service_role;
grant usage on schema realtime to postgres with grant option;
revoke create on schema realtime from postgres, supabase_realtime_admin;
grant usage on schema realtime to supabase_realtime_admin;
grant supabase_realtime_admin to postgres;
grant insert, select, update on realtime.messages to postgres, anon, authenticated, service_role;

create or replace function realtime.topic() returns text
language sql stable as $function$
select nullif(current_setting('realtime.topic', true), '')::text;
$function$;

create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql as $function$
DECLARE
  generated_id uuid;
  final_payload jsonb;
BEGIN
  BEGIN
    generated_id := gen_random_uuid();

    -- Check if payload has an 'id' key, if not, add the generated UUID
    IF payload ? 'id' THEN
      final_payload := payload;
    ELSE
      final_payload := jsonb_set(payload, '{id}', to_jsonb(generated_id));
    END IF;

    -- Set the topic configuration
    EXECUTE format('SET LOCAL realtime.topic TO %L', topic);

    INSERT INTO realtime.messages (id, payload, event, topic, private, extension)
    VALUES (generated_id, final_payload, event, topic, private, 'broadcast');
  EXCEPTION
    WHEN OTHERS THEN
      RAISE WARNING 'WarnSendingBroadcastMessage: %', SQLERRM;
  END;
END;
$function$;

create or replace function realtime.send_binary(payload bytea, event text, topic text, private boolean default true)
returns void
language plpgsql as $function$
DECLARE
  generated_id uuid;
BEGIN
  BEGIN
    generated_id := gen_random_uuid();

    EXECUTE format('SET LOCAL realtime.topic TO %L', topic);

    INSERT INTO realtime.messages (id, binary_payload, event, topic, private, extension)
    VALUES (generated_id, payload, event, topic, private, 'broadcast');
  EXCEPTION
    WHEN OTHERS THEN
      RAISE WARNING 'WarnSendingBroadcastMessage: %', SQLERRM;
  END;
END;
$function$;

create or replace function realtime.broadcast_changes(
  topic_name text, event_name text, operation text, table_name text, table_schema text,
  new record, old record, level text default 'ROW'::text
) returns void
language plpgsql as $function$
DECLARE
    -- Declare a variable to hold the JSONB representation of the row
    row_data jsonb := '{}'::jsonb;
BEGIN
    IF level = 'STATEMENT' THEN
        RAISE EXCEPTION 'function can only be triggered for each row, not for each statement';
    END IF;
    -- Check the operation type and handle accordingly
    IF operation = 'INSERT' OR operation = 'UPDATE' OR operation = 'DELETE' THEN
        row_data := jsonb_build_object('old_record', OLD, 'record', NEW, 'operation', operation, 'table', table_name, 'schema', table_schema);
        PERFORM realtime.send (row_data, event_name, topic_name);
    ELSE
        RAISE EXCEPTION 'Unexpected operation type: %', operation;
    END IF;
EXCEPTION
    WHEN OTHERS THEN
        RAISE EXCEPTION 'Failed to process the row: %', SQLERRM;
END;
$function$;

alter function realtime.topic() owner to supabase_realtime_admin;
alter function realtime.send(jsonb, text, text, boolean) owner to supabase_realtime_admin;
alter function realtime.send_binary(bytea, text, text, boolean) owner to supabase_realtime_admin;
alter function realtime.broadcast_changes(text, text, text, text, text, record, record, text)
  owner to supabase_realtime_admin;
grant execute on all functions in schema realtime to postgres, anon, authenticated, service_role;

-- Local only: wakes the gateway's LISTEN connection (hosted reads the WAL). The notification is a JSON
-- header line, then the payload as stored (jsonb text, or base64 of binary_payload), so the gateway relays
-- it byte for byte without a query; a row over NOTIFY's 8000-byte limit is announced by its key and read
-- back. SECURITY DEFINER so that it works whatever role inserted.
create or replace function realtime.runoff_notify_message() returns trigger
language plpgsql security definer set search_path = '' as $function$
DECLARE
  header text;
  body text;
BEGIN
  IF NEW.event IS NULL OR NEW.private IS NULL THEN
    RETURN NULL; -- hosted drops such rows too (event_missing / private_missing)
  END IF;
  header := json_build_object(
    'id', NEW.id, 'topic', NEW.topic, 'event', NEW.event, 'private', NEW.private,
    'encoding', CASE WHEN NEW.binary_payload IS NOT NULL THEN 'binary' WHEN NEW.payload IS NOT NULL THEN 'json' END
  )::text;
  body := coalesce(encode(NEW.binary_payload, 'base64'), NEW.payload::text, '');
  IF octet_length(header) + octet_length(body) < 7900 THEN
    PERFORM pg_notify('runoff_realtime', header || E'\n' || body);
  ELSE
    PERFORM pg_notify('runoff_realtime',
      json_build_object('id', NEW.id, 'inserted_at', NEW.inserted_at, 'truncated', true)::text);
  END IF;
  RETURN NULL;
END;
$function$;
alter function realtime.runoff_notify_message() owner to supabase_realtime_admin;
revoke execute on function realtime.runoff_notify_message() from public, anon, authenticated, service_role;

drop trigger if exists runoff_notify_message on realtime.messages;
create trigger runoff_notify_message after insert on realtime.messages
  for each row execute function realtime.runoff_notify_message();
