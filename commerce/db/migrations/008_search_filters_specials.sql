-- Three listings that still grew with the catalogue (docs/decisions/191-search-filters-specials-at-scale.md):
-- a search matching thousands of products, a category narrowed by options and a price range, and
-- deep pages of specials. Each gets a narrow structure kept by triggers, so it reads what it needs
-- and nothing of the wide product rows.

-- Search: the searched columns of every product, lower-cased once, in a narrow table (the product
-- table's rows are ~2 KB wide: a search matching 15,000 products read 230 MB). `document` joins
-- them with line breaks, which no search word holds (words are split on white space), so a word is
-- in some column exactly when it is in the document: one trigram index (db/migrate.ts) answers it.
create table product_search (
  product_id        int primary key references product (id) on delete cascade,
  listed            boolean not null,
  sort_order        int not null,
  manufacturer_id   int,
  name              text not null,
  model             text not null,
  sku               text not null,
  meta_keyword      text not null,
  short_description text not null,
  document          text generated always as (name || E'\n' || model || E'\n' || sku || E'\n' || meta_keyword || E'\n' || short_description) stored
);
create index product_search_manufacturer on product_search (manufacturer_id);

-- The rows of the given products (new or changed), written only where they differ.
create function product_search_sync(ids int[]) returns void language plpgsql as $$
begin
  insert into product_search (product_id, listed, sort_order, manufacturer_id, name, model, sku, meta_keyword, short_description)
  select p.id, p.status, p.sort_order, p.manufacturer_id, lower(p.name), lower(p.model), lower(p.sku), lower(p.meta_keyword),
         lower(p.short_description)
    from product p where p.id = any(ids)
  on conflict (product_id) do update
     set listed = excluded.listed, sort_order = excluded.sort_order, manufacturer_id = excluded.manufacturer_id, name = excluded.name,
         model = excluded.model, sku = excluded.sku, meta_keyword = excluded.meta_keyword, short_description = excluded.short_description
   where (product_search.listed, product_search.sort_order, product_search.manufacturer_id, product_search.name, product_search.model,
          product_search.sku, product_search.meta_keyword, product_search.short_description)
         is distinct from (excluded.listed, excluded.sort_order, excluded.manufacturer_id, excluded.name, excluded.model, excluded.sku,
          excluded.meta_keyword, excluded.short_description);
end $$;

create function product_search_added() returns trigger language plpgsql as $$
begin
  perform product_search_sync(array(select id from added_products));
  return null;
end $$;
create trigger product_search_insert after insert on product referencing new table as added_products
  for each statement execute function product_search_added();

-- Row by row, but only for updates that name a searched column (stock, views, rating and specials do not).
create function product_search_changed() returns trigger language plpgsql as $$
begin
  perform product_search_sync(array[new.id]);
  return null;
end $$;
create trigger product_search_update after update of status, sort_order, manufacturer_id, name, model, sku, meta_keyword, short_description
  on product for each row execute function product_search_changed();

select product_search_sync(array(select id from product));

-- A category narrowed by options and a price range: each category_product row (migration 007) also
-- carries its product's effective price and options, so the count reads one index range of the
-- category's entries in the price range and checks the options there, instead of hashing the
-- category's, the price range's and each option's products (tens of thousands of entries each).
alter table category_product add column effective_price numeric(15, 4);
alter table category_product add column filter_ids int[] not null default '{}';
update category_product cp
   set effective_price = p.effective_price,
       filter_ids = coalesce((select array_agg(pf.filter_id order by pf.filter_id) from product_filter pf where pf.product_id = cp.product_id), '{}')
  from product p where p.id = cp.product_id;
create index category_product_listed_price on category_product (category_id, effective_price, product_id) include (filter_ids) where listed;

create or replace function category_product_fill() returns trigger language plpgsql as $$
begin
  select p.sort_order, p.status, p.effective_price into new.sort_order, new.listed, new.effective_price from product p where p.id = new.product_id;
  new.filter_ids := coalesce((select array_agg(pf.filter_id order by pf.filter_id) from product_filter pf where pf.product_id = new.product_id), '{}');
  return new;
end $$;

create or replace function category_product_follow() returns trigger language plpgsql as $$
begin
  update category_product cp set sort_order = c.sort_order, listed = c.status, effective_price = c.effective_price
    from changed_products c
   where cp.product_id = c.id
     and (cp.sort_order <> c.sort_order or cp.listed <> c.status or cp.effective_price is distinct from c.effective_price);
  return null;
end $$;

-- A product's options changed: its rows take the new set.
create function category_product_options() returns trigger language plpgsql as $$
begin
  update category_product cp
     set filter_ids = coalesce((select array_agg(pf.filter_id order by pf.filter_id) from product_filter pf where pf.product_id = cp.product_id), '{}')
   where cp.product_id in (select product_id from changed_options);
  return null;
end $$;
create trigger category_product_options_insert after insert on product_filter referencing new table as changed_options
  for each statement execute function category_product_options();
create trigger category_product_options_update_new after update on product_filter referencing new table as changed_options
  for each statement execute function category_product_options();
create trigger category_product_options_update_old after update on product_filter referencing old table as changed_options
  for each statement execute function category_product_options();
create trigger category_product_options_delete after delete on product_filter referencing old table as changed_options
  for each statement execute function category_product_options();

-- Specials: their count per listing in the catalogue summary (domain/catalogue/summary.ts), and the
-- default order of the specials in its own index, so page 50 skips 980 entries of specials, not
-- 4,000 of the whole catalogue's order. The summary is recomputed at the next start.
alter table category_summary add column specials int not null default 0;
delete from setting where key = 'catalogue_summary';
create index product_listed_special_order on product (sort_order, id) where status and special_price is not null;
