-- The catalogue's version (docs/decisions/244-fresh-catalogue.md): one number that moves with every
-- change an anonymous page shows (a price, stock, a product's text or status, a review, a content
-- page, a category or brand), so that the storefront's page and data caches, on every web process
-- and container of one database, let go of what they kept within a second. Views do not count.
-- Statement triggers, as migration 009's: one update of one row per statement, taken and released
-- with the statement's transaction.
create table catalogue_version (
  id      int primary key default 1 check (id = 1),
  version bigint not null default 1
);
insert into catalogue_version default values;

create function catalogue_version_next() returns trigger language plpgsql as $$
begin
  update catalogue_version set version = version + 1;
  return null;
end $$;

-- Every column of a product but its view count.
create trigger catalogue_version_product_update after update of model, sku, name, short_description, description, price, quantity,
  low_stock_level, minimum, manufacturer_id, image, image_alt, keyword, sort_order, status, featured, date_added, meta_title,
  meta_description, meta_keyword, rating, reviews_count, special_price
  on product for each statement execute function catalogue_version_next();
create trigger catalogue_version_product_change after insert or delete or truncate on product
  for each statement execute function catalogue_version_next();

do $$
declare
  shown text;
begin
  foreach shown in array array[
    'review', 'blog_review', 'product_special', 'product_image', 'product_to_category', 'product_attribute', 'product_related',
    'product_option', 'product_option_value', 'category', 'manufacturer', 'information', 'blog_post', 'blog_category', 'banner'
  ] loop
    execute format(
      'create trigger catalogue_version_%1$s after insert or update or delete or truncate on %1$I
         for each statement execute function catalogue_version_next()',
      shown
    );
  end loop;
end $$;
