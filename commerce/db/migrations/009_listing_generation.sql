-- Kept listing answers (docs/decisions/205-kept-listing-answers.md): an API process keeps the
-- ordered ids a costly listing matched (a search, options, a price range, a deep page) and answers
-- its other pages from them while this generation is unchanged. Every statement that could change
-- which products a listing holds, or their order, takes a new generation; stock and views do not.
-- A number, not a time: several API processes on one PostgreSQL compare it before each kept answer.
create table listing_generation (
  id         int primary key default 1 check (id = 1),
  generation bigint not null default 1
);
insert into listing_generation default values;

create function listing_generation_next() returns trigger language plpgsql as $$
begin
  update listing_generation set generation = generation + 1;
  return null;
end $$;

-- The product columns a listing filters, ranks or sorts by (domain/catalogue/search.ts).
create trigger listing_generation_product_update after update of status, sort_order, manufacturer_id, name, model, sku, meta_keyword,
  short_description, price, special_price, effective_price, featured, date_added, rating
  on product for each statement execute function listing_generation_next();
create trigger listing_generation_product_change after insert or delete or truncate on product
  for each statement execute function listing_generation_next();
-- Only when rows changed: every update of a product runs migration 007's follow-up update of its
-- category entries, which changes none when stock or views moved.
create function listing_generation_rows() returns trigger language plpgsql as $$
begin
  if exists (select 1 from changed_rows) then
    update listing_generation set generation = generation + 1;
  end if;
  return null;
end $$;

-- Category membership (kept by triggers from product_to_category), options and option values.
create trigger listing_generation_category_product_insert after insert on category_product referencing new table as changed_rows
  for each statement execute function listing_generation_rows();
create trigger listing_generation_category_product_update after update on category_product referencing new table as changed_rows
  for each statement execute function listing_generation_rows();
create trigger listing_generation_category_product_delete after delete on category_product referencing old table as changed_rows
  for each statement execute function listing_generation_rows();
create trigger listing_generation_category_product_truncate after truncate on category_product
  for each statement execute function listing_generation_next();
create trigger listing_generation_product_filter after insert or update or delete or truncate on product_filter
  for each statement execute function listing_generation_next();
create trigger listing_generation_filter after update of filter_group_id, numeric_value or delete on filter
  for each statement execute function listing_generation_next();

-- A kept answer of a category narrowed by options reads every match's place in the category's
-- order: migration 008's index carries it too, so that read stays on the index.
drop index category_product_listed_price;
create index category_product_listed_price on category_product (category_id, effective_price, product_id) include (filter_ids, sort_order)
  where listed;
