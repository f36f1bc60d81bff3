-- The realtime schema that hosted Supabase provides: realtime.messages (whose RLS policies authorize
-- private channels), realtime.topic(), realtime.send() and realtime.broadcast_changes().
-- Hosted Realtime reads new messages from the WAL; locally the gateway is woken by NOTIFY, which
-- PostgreSQL delivers only on commit, so a rolled-back transaction broadcasts nothing, as on hosted.

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
alter table realtime.messages enable row level security;

grant usage on schema realtime to postgres, anon, authenticated, service_role, supabase_realtime_admin;
grant select, insert, update on realtime.messages to postgres, anon, authenticated, service_role;
grant all on realtime.messages to supabase_realtime_admin;

create or replace function realtime.topic() returns text
language sql stable as $$
  select nullif(current_setting('realtime.topic', true), '')::text
$$;

create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql as $$
declare
  message_id uuid := gen_random_uuid();
begin
  begin
    perform set_config('realtime.topic', topic, true);
    insert into realtime.messages (id, payload, event, topic, private, extension)
    values (message_id, payload, event, topic, private, 'broadcast');
    perform pg_notify('runoff_realtime', message_id::text);
  exception when others then
    raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end
$$;

create or replace function realtime.broadcast_changes(
  topic_name text, event_name text, operation text, table_name text, table_schema text,
  new record, old record, level text default 'ROW'
) returns void
language plpgsql as $$
declare
  row_data jsonb;
  memo jsonb;
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation = 'INSERT' or operation = 'UPDATE' or operation = 'DELETE' then
    row_data := jsonb_build_object('old_record', old, 'record', new, 'operation', operation,
                                   'table', table_name, 'schema', table_schema);
    perform realtime.send(row_data, event_name, topic_name);
  else
    raise exception 'Unexpected operation, expected one of INSERT, UPDATE, DELETE';
  end if;
end
$$;
