-- The API's attempt counters (commerce/domain/session/attempts.ts): rate-limiter-flexible's
-- PostgreSQL table, made here so that every API process (and PGlite) shares it from the start.
create table if not exists api_attempt (
  key    varchar(255) primary key,
  points integer not null default 0,
  expire bigint
);

