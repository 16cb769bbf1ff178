-- Stock held by unpaid card orders goes back (docs/decisions/262-unpaid-orders-release-stock.md).
-- An order's history: one line per change of status, saying why, as OpenCart's order_history.
create table order_history (
  id         serial primary key,
  order_id   int  not null references "order" (id) on delete cascade,
  status     text not null,
  comment    text not null default '',
  created_at timestamptz not null default now()
);
create index order_history_order on order_history (order_id);

-- The cart line an order line came from (its stored options and their key), so that a declined or
-- cancelled card payment can put the products back in the shopper's cart as they were.
alter table order_product add column cart_options jsonb;
alter table order_product add column cart_options_key text;

-- The sweep of card orders past their payment time reads only the orders still awaiting payment.
create index order_awaiting_payment on "order" (created_at) where status = 'awaiting_payment';
