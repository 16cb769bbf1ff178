-- Files sent to uploadFile (a product's file option), as OpenCart's `upload` table keeps them: the
-- client gets the code and sends it back as the option's value. The bytes live in the database, so
-- several servers on one PostgreSQL share them.
create table upload (
  id         serial primary key,
  code       text not null unique,
  name       text not null,
  type       text not null,
  size       int  not null,
  data       bytea not null,
  session_id text,
  date_added timestamptz not null default now()
);
