-- Return requests tied to an order's item, with a status the order history shows, and reasons that
-- ask for details (docs/decisions/340-return-request-checks.md). Earlier rows keep what they had:
-- no item, and the first status.
alter table return_reason add column if not exists needs_details boolean not null default false;
update return_reason set needs_details = true where name in ('Faulty, please supply details', 'Other');

alter table return_request add column if not exists product_id int;
alter table return_request add column if not exists customer_id int references customer (id) on delete set null;
alter table return_request add column if not exists status text not null default 'pending';

-- One open request per order item, however two posts race.
create unique index if not exists return_request_open_item on return_request (order_id, product_id)
  where product_id is not null and status <> 'complete';
create index if not exists return_request_order on return_request (order_id);
