-- Deep pages of a category in its default order (docs/decisions/129-catalogue-filters-and-deep-pages.md):
-- each category_product row carries its product's sort order and whether it is listed, so a page of
-- a category is a walk of that category's own index entries, however deep, instead of a join of
-- all its products with the whole catalogue's order.
alter table category_product add column sort_order int not null default 0;
alter table category_product add column listed boolean not null default false;
update category_product cp set sort_order = p.sort_order, listed = p.status from product p where p.id = cp.product_id;
create index category_product_listed_order on category_product (category_id, sort_order, product_id) where listed;

-- A new row takes its product's order and status, whichever of migration 003's triggers writes it.
create function category_product_fill() returns trigger language plpgsql as $$
begin
  select p.sort_order, p.status into new.sort_order, new.listed from product p where p.id = new.product_id;
  return new;
end $$;
create trigger category_product_fill before insert on category_product for each row execute function category_product_fill();

-- A product's order or status changed: its rows follow. (A trigger with a transition table cannot
-- name columns; rows already right are not written, so a stock update costs a few index probes.)
create function category_product_follow() returns trigger language plpgsql as $$
begin
  update category_product cp set sort_order = c.sort_order, listed = c.status
    from changed_products c
   where cp.product_id = c.id and (cp.sort_order <> c.sort_order or cp.listed <> c.status);
  return null;
end $$;
create trigger category_product_follow after update on product referencing new table as changed_products
  for each statement execute function category_product_follow();

-- Products having a filter option, read from the index alone (a listing narrowed by options
-- semi-joins on it): it replaces the index on filter_id only.
create index product_filter_option on product_filter (filter_id, product_id);
drop index product_filter_filter;
