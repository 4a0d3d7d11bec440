-- pg_net (the extension hosted Supabase's database webhooks post with): net.http_post and
-- net.http_get queue a request and return its id at once; the request goes out only if the
-- transaction commits, and its answer lands in net._http_response. Hosted runs a background worker
-- inside PostgreSQL; here the stack's worker (src/net/worker.ts) drains the same queue, woken by
-- NOTIFY net_http_request, which PostgreSQL also delivers only on commit.
create schema if not exists net;
revoke all on schema net from public;

create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null check (method in ('GET', 'POST', 'DELETE')),
  url text not null,
  headers jsonb not null default '{}'::jsonb,
  body bytea,
  timeout_milliseconds integer not null
);

create table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);
create index if not exists _http_response_created_idx on net._http_response (created);

create or replace function net._enqueue(
  method text,
  url text,
  params jsonb,
  headers jsonb,
  body bytea,
  timeout_milliseconds integer
) returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  target text := url;
  query text;
  request_id bigint;
begin
  if url is null or url !~* '^https?://' then
    raise exception 'net: url must be an http(s) URL' using errcode = '22023';
  end if;
  select string_agg(format('%s=%s', key, value), '&') into query
    from jsonb_each_text(coalesce(params, '{}'::jsonb));
  if query is not null then
    target := target || case when position('?' in target) > 0 then '&' else '?' end || query;
  end if;
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values (method, target, coalesce(headers, '{}'::jsonb), body, coalesce(timeout_milliseconds, 5000))
  returning id into request_id;
  perform pg_notify('net_http_request', request_id::text);
  return request_id;
end;
$$;

create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language sql
security definer
set search_path = ''
as $$
  select net._enqueue('POST', url, params, headers, convert_to(body::text, 'UTF8'), timeout_milliseconds);
$$;

create or replace function net.http_get(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language sql
security definer
set search_path = ''
as $$
  select net._enqueue('GET', url, params, headers, null, timeout_milliseconds);
$$;

revoke all on all functions in schema net from public;
grant usage on schema net to service_role;
grant execute on function net.http_post(text, jsonb, jsonb, jsonb, integer) to service_role;
grant execute on function net.http_get(text, jsonb, jsonb, integer) to service_role;
grant select on net._http_response to service_role;
