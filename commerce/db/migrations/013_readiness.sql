-- The readiness check's one row (server/api-server.ts): a write that fails on a full disk or a
-- read-only server. Made here, once: two API processes on one PostgreSQL that each created it on
-- their first check raced and one answered "not ready".
create table if not exists lumen_readiness (id int primary key, checked_at timestamptz not null);
