-- The embedded commerce API's schema. Plain PostgreSQL: it runs unchanged on PGlite and on a server.
-- Money is numeric in the store's base currency (USD); formatting to the session currency happens on read.

create table setting (
  key   text primary key,
  value jsonb not null
);

create table language (
  code       text primary key,
  name       text not null,
  image      text not null default '',
  sort_order int  not null default 0
);

create table currency (
  code          text primary key,
  title         text not null,
  symbol_left   text not null default '',
  symbol_right  text not null default '',
  decimal_place int  not null default 2,
  value         numeric(15, 8) not null default 1,
  is_default    boolean not null default false,
  sort_order    int not null default 0
);

create table country (
  id                serial primary key,
  name              text not null,
  iso_code_2        text not null,
  iso_code_3        text not null,
  postcode_required boolean not null default false
);

create table zone (
  id         serial primary key,
  country_id int not null references country (id),
  name       text not null,
  code       text not null
);
create index zone_country on zone (country_id);

create table manufacturer (
  id         serial primary key,
  name       text not null,
  keyword    text unique,
  image      text not null default '',
  sort_order int  not null default 0
);

create table category (
  id               int primary key,
  parent_id        int  not null default 0,
  name             text not null,
  description      text not null default '',
  image            text not null default '',
  keyword          text unique,
  sort_order       int  not null default 0,
  top              boolean not null default false,
  status           boolean not null default true,
  meta_title       text not null default '',
  meta_description text not null default '',
  meta_keyword     text not null default ''
);
create index category_parent on category (parent_id);

-- Filter groups: checkbox and radio groups filter by option id; range groups compare numeric_value.
create table filter_group (
  id         serial primary key,
  name       text not null,
  type       text not null check (type in ('checkbox', 'radio', 'range')),
  sort_order int  not null default 0
);

create table filter (
  id              serial primary key,
  filter_group_id int  not null references filter_group (id),
  name            text not null,
  numeric_value   numeric(15, 4),
  sort_order      int  not null default 0
);
create index filter_group_idx on filter (filter_group_id);

create table product (
  id                serial primary key,
  model             text not null,
  sku               text not null default '',
  name              text not null,
  short_description text not null default '',
  description       text not null default '',
  price             numeric(15, 4) not null,
  quantity          int  not null default 0,
  -- At or below this level (and above 0) the product is low in stock.
  low_stock_level   int  not null default 5,
  minimum           int  not null default 1,
  manufacturer_id   int references manufacturer (id),
  image             text not null default '',
  image_alt         text not null default '',
  keyword           text unique,
  sort_order        int  not null default 0,
  status            boolean not null default true,
  featured          boolean not null default false,
  viewed            int not null default 0,
  date_added        timestamptz not null default now(),
  meta_title        text not null default '',
  meta_description  text not null default '',
  meta_keyword      text not null default ''
);
create index product_manufacturer on product (manufacturer_id);
create index product_price on product (price);
create index product_date_added on product (date_added);

create table product_image (
  id         serial primary key,
  product_id int  not null references product (id) on delete cascade,
  image      text not null,
  sort_order int  not null default 0
);
create index product_image_product on product_image (product_id);

create table product_to_category (
  product_id  int not null references product (id) on delete cascade,
  category_id int not null references category (id),
  primary key (product_id, category_id)
);
create index product_to_category_category on product_to_category (category_id);

create table product_filter (
  product_id int not null references product (id) on delete cascade,
  filter_id  int not null references filter (id),
  primary key (product_id, filter_id)
);
create index product_filter_filter on product_filter (filter_id);

create table product_special (
  id         serial primary key,
  product_id int not null references product (id) on delete cascade,
  price      numeric(15, 4) not null,
  priority   int not null default 1,
  date_start date,
  date_end   date
);
create index product_special_product on product_special (product_id);

create table product_attribute (
  product_id int  not null references product (id) on delete cascade,
  name       text not null,
  -- An attribute may list several options, or none (the storefront shows N/A).
  options    jsonb not null default '[]',
  sort_order int  not null default 0,
  primary key (product_id, name)
);

create table product_related (
  product_id int not null references product (id) on delete cascade,
  related_id int not null references product (id) on delete cascade,
  primary key (product_id, related_id)
);

-- product_option.id is the contract's product_option_id; product_option_value.id its product_option_value_id.
create table product_option (
  id         serial primary key,
  product_id int  not null references product (id) on delete cascade,
  name       text not null,
  type       text not null check (type in ('select', 'radio', 'checkbox', 'text', 'textarea', 'date', 'time', 'datetime', 'file')),
  required   boolean not null default false,
  value      text not null default '',
  sort_order int  not null default 0
);
create index product_option_product on product_option (product_id);

create table product_option_value (
  id                serial primary key,
  product_option_id int  not null references product_option (id) on delete cascade,
  name              text not null,
  price             numeric(15, 4) not null default 0,
  price_prefix      text not null default '+' check (price_prefix in ('+', '-')),
  sort_order        int  not null default 0
);
create index product_option_value_option on product_option_value (product_option_id);

create table review (
  id           serial primary key,
  product_id   int  not null references product (id) on delete cascade,
  author       text not null,
  author_email text not null default '',
  content      text not null,
  rating       int  not null check (rating between 1 and 5),
  status       boolean not null default true,
  created_at   timestamptz not null default now()
);
create index review_product on review (product_id);

create table information (
  id               serial primary key,
  title            text not null,
  description      text not null default '',
  keyword          text unique,
  sort_order       int  not null default 0,
  bottom           boolean not null default true,
  status           boolean not null default true,
  meta_title       text not null default '',
  meta_description text not null default '',
  meta_keyword     text not null default ''
);

create table blog_category (
  id               serial primary key,
  parent_id        int  not null default 0,
  name             text not null,
  description      text not null default '',
  image            text not null default '',
  keyword          text unique,
  sort_order       int  not null default 0,
  meta_title       text not null default '',
  meta_description text not null default '',
  meta_keyword     text not null default ''
);

create table blog_post (
  id                serial primary key,
  name              text not null,
  short_description text not null default '',
  description       text not null default '',
  image             text not null default '',
  keyword           text unique,
  author            text not null default '',
  sort_order        int  not null default 0,
  date_published    timestamptz not null default now(),
  meta_title        text not null default '',
  meta_description  text not null default '',
  meta_keyword      text not null default ''
);

create table blog_post_to_category (
  post_id     int not null references blog_post (id) on delete cascade,
  category_id int not null references blog_category (id),
  primary key (post_id, category_id)
);

create table blog_review (
  id           serial primary key,
  post_id      int  not null references blog_post (id) on delete cascade,
  author       text not null,
  author_email text not null default '',
  content      text not null,
  rating       int  not null check (rating between 1 and 5),
  created_at   timestamptz not null default now()
);
create index blog_review_post on blog_review (post_id);

create table banner (
  id         serial primary key,
  banner     text not null,
  title      text not null default '',
  link       text not null default '',
  image      text not null,
  sort_order int  not null default 0
);

-- Shapes, colours and features back the api/shapes, api/colors and api/features routes and the mega-menus.
create table menu_shape (
  id         serial primary key,
  filter_id  int  not null references filter (id),
  name       text not null,
  image      text not null,
  sort_order int  not null default 0
);

create table menu_color (
  id         serial primary key,
  filter_id  int  not null references filter (id),
  name       text not null,
  color      text not null,
  sort_order int  not null default 0
);

create table menu_feature (
  id         serial primary key,
  filter_id  int  not null references filter (id),
  name       text not null,
  sort_order int  not null default 0
);

create table coupon (
  id          serial primary key,
  name        text not null,
  code        text not null unique,
  -- 'F' fixed amount, 'P' percentage (OpenCart's types).
  type        text not null check (type in ('F', 'P')),
  discount    numeric(15, 4) not null,
  -- Minimum cart subtotal for the coupon to apply.
  total       numeric(15, 4) not null default 0,
  date_start  date not null,
  date_end    date not null,
  uses_total  int not null default 0,
  is_public   boolean not null default false,
  status      boolean not null default true
);

create table customer (
  id            serial primary key,
  email         text not null,
  firstname     text not null,
  lastname      text not null,
  telephone     text not null default '',
  password_hash text not null,
  created_at    timestamptz not null default now()
);
create unique index customer_email on customer (lower(email));

create table address (
  id          serial primary key,
  customer_id int  not null references customer (id) on delete cascade,
  firstname   text not null,
  lastname    text not null,
  company     text not null default '',
  address_1   text not null,
  address_2   text not null default '',
  city        text not null,
  postcode    text not null default '',
  country_id  int references country (id),
  zone_id     int references zone (id)
);
create index address_customer on address (customer_id);

-- The API's own visitor session (its cookie is the only identity a client has, as on OpenCart).
create table session (
  id          text primary key,
  customer_id int references customer (id) on delete set null,
  currency    text not null default 'USD',
  language    text not null default 'en-gb',
  coupon_code text,
  compare     jsonb not null default '[]',
  checkout    jsonb not null default '{}',
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now()
);

-- Cart and wishlist rows belong to an owner: 'c:{customer id}' once logged in, else 's:{session id}'.
create table cart (
  id          serial primary key,
  owner       text not null,
  product_id  int  not null references product (id) on delete cascade,
  options     jsonb not null default '{}',
  -- Canonical text of options, so the same product with the same options is one line.
  options_key text not null default '',
  quantity    int  not null check (quantity > 0),
  created_at  timestamptz not null default now(),
  unique (owner, product_id, options_key)
);

create table wishlist (
  owner      text not null,
  product_id int  not null references product (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (owner, product_id)
);

create table "order" (
  id                 serial primary key,
  session_id         text not null,
  customer_id        int references customer (id) on delete set null,
  firstname          text not null default '',
  lastname           text not null default '',
  email              text not null default '',
  telephone          text not null default '',
  payment_address    jsonb not null default '{}',
  shipping_address   jsonb not null default '{}',
  payment_method     text not null default '',
  payment_code       text not null default '',
  shipping_method    text not null default '',
  shipping_code      text not null default '',
  comment            text not null default '',
  total              numeric(15, 4) not null default 0,
  currency_code      text not null default 'USD',
  currency_value     numeric(15, 8) not null default 1,
  status             text not null default 'pending',
  payment_intent     text unique,
  created_at         timestamptz not null default now(),
  updated_at         timestamptz not null default now()
);
create index order_customer on "order" (customer_id);

create table order_product (
  id         serial primary key,
  order_id   int  not null references "order" (id) on delete cascade,
  product_id int  not null,
  name       text not null,
  model      text not null,
  quantity   int  not null,
  price      numeric(15, 4) not null,
  total      numeric(15, 4) not null,
  options    jsonb not null default '[]'
);
create index order_product_order on order_product (order_id);

create table order_total (
  id         serial primary key,
  order_id   int  not null references "order" (id) on delete cascade,
  code       text not null,
  title      text not null,
  value      numeric(15, 4) not null,
  sort_order int  not null default 0
);

create table coupon_history (
  id          serial primary key,
  coupon_id   int not null references coupon (id),
  order_id    int not null references "order" (id) on delete cascade,
  customer_id int,
  amount      numeric(15, 4) not null,
  created_at  timestamptz not null default now()
);

create table contact_message (
  id         serial primary key,
  name       text not null,
  email      text not null,
  message    text not null,
  created_at timestamptz not null default now()
);

create table location (
  id         serial primary key,
  name       text not null,
  address    text not null,
  telephone  text not null default '',
  fax        text not null default '',
  geocode    text not null default '',
  open       text not null default '',
  comment    text not null default '',
  image      text not null default '',
  sort_order int  not null default 0
);

create table return_reason (
  id         serial primary key,
  name       text not null,
  sort_order int  not null default 0
);

create table return_request (
  id               serial primary key,
  order_id         text not null,
  firstname        text not null,
  lastname         text not null,
  email            text not null,
  telephone        text not null,
  return_reason_id int  not null references return_reason (id),
  product          text not null default '',
  comment          text not null default '',
  created_at       timestamptz not null default now()
);

-- What product lists read: the product with its current special, effective price, rating and brand.
-- A special is current when today lies between its start and end dates (either may be open).
create view product_listing as
select p.*,
       s.price                    as special_price,
       coalesce(s.price, p.price) as effective_price,
       coalesce(r.rating, 0)      as rating,
       coalesce(r.reviews_count, 0) as reviews_count,
       m.name                     as manufacturer_name,
       m.image                    as manufacturer_image,
       m.keyword                  as manufacturer_keyword
from product p
left join manufacturer m on m.id = p.manufacturer_id
left join lateral (
  select ps.price from product_special ps
  where ps.product_id = p.id
    and (ps.date_start is null or ps.date_start <= current_date)
    and (ps.date_end is null or ps.date_end >= current_date)
  order by ps.priority, ps.price
  limit 1
) s on true
left join lateral (
  select avg(rv.rating)::float8 as rating, count(*)::int as reviews_count
  from review rv where rv.product_id = p.id and rv.status
) r on true
where p.status;
