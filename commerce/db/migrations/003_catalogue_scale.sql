-- A catalogue of 100,000 products (docs/decisions/126-large-catalogue.md): what listings sort and
-- filter on is kept where an index reaches it, by triggers, so no request scans every product.

-- The rating and review count of approved reviews, on the product (a rating sort reads an index).
alter table product add column rating float8 not null default 0;
alter table product add column reviews_count int not null default 0;
update product p set rating = r.rating, reviews_count = r.reviews_count
  from (select product_id, avg(rating)::float8 as rating, count(*)::int as reviews_count from review where status group by product_id) r
 where r.product_id = p.id;

-- Recomputes the rating of the products whose reviews a statement touched (statement-level: one
-- update per insert, however many rows it wrote).
create function product_rating_sync() returns trigger language plpgsql as $$
begin
  update product p set rating = coalesce(r.rating, 0), reviews_count = coalesce(r.reviews_count, 0)
    from (select c.product_id, avg(rv.rating)::float8 as rating, count(rv.id)::int as reviews_count
            from (select distinct product_id from changed_reviews) c
            left join review rv on rv.product_id = c.product_id and rv.status
           group by c.product_id) r
   where p.id = r.product_id;
  return null;
end $$;
create trigger review_rating_insert after insert on review referencing new table as changed_reviews
  for each statement execute function product_rating_sync();
create trigger review_rating_update after update on review referencing new table as changed_reviews
  for each statement execute function product_rating_sync();
create trigger review_rating_delete after delete on review referencing old table as changed_reviews
  for each statement execute function product_rating_sync();

-- The view reads the kept rating instead of averaging reviews per row.
drop view product_listing;
create view product_listing as
select p.id, p.model, p.sku, p.name, p.short_description, p.description, p.price, p.quantity, p.low_stock_level,
       p.minimum, p.manufacturer_id, p.image, p.image_alt, p.keyword, p.sort_order, p.status, p.featured, p.viewed,
       p.date_added, p.meta_title, p.meta_description, p.meta_keyword,
       s.price                    as special_price,
       coalesce(s.price, p.price) as effective_price,
       p.rating,
       p.reviews_count,
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
where p.status;

-- Sorted listings walk these in order and stop after the page (disabled products are never listed).
create index product_listed_sort_order on product (sort_order, id) where status;
create index product_listed_rating on product (rating, id) where status;
create index product_listed_date_added on product (date_added, id) where status;
create index product_listed_price on product (price, id) where status;
create index product_featured on product (id) where status and featured;

-- What a category lists: its products and its enabled descendants' (categoryTreeIds), one row per
-- pair, kept by triggers on product_to_category and category.
create table category_product (
  category_id int not null,
  product_id  int not null references product (id) on delete cascade,
  primary key (category_id, product_id)
);
create index category_product_product on category_product (product_id);

-- Every category with the categories whose listing includes it (itself, and its ancestors while enabled).
create function category_roots() returns table (category_id int, root int) language sql stable as $$
  with recursive tree(root, id) as (
    select c.id, c.id from category c
    union
    select tree.root, c.id from category c join tree on c.parent_id = tree.id where c.status
  ) select id, root from tree
$$;

create function category_product_rebuild() returns void language plpgsql as $$
begin
  delete from category_product;
  insert into category_product (category_id, product_id)
  select distinct r.root, ptc.product_id from product_to_category ptc join category_roots() r on r.category_id = ptc.category_id;
end $$;

create function category_product_on_category() returns trigger language plpgsql as $$
begin
  perform category_product_rebuild();
  return null;
end $$;

create function category_product_added() returns trigger language plpgsql as $$
begin
  insert into category_product (category_id, product_id)
  select distinct r.root, a.product_id from added_links a join category_roots() r on r.category_id = a.category_id
  on conflict do nothing;
  return null;
end $$;

-- A removed link may leave the product in the same listing through another category: recompute its rows.
create function category_product_removed() returns trigger language plpgsql as $$
begin
  delete from category_product cp using (select distinct product_id from removed_links) x where cp.product_id = x.product_id;
  insert into category_product (category_id, product_id)
  select distinct r.root, ptc.product_id from product_to_category ptc join category_roots() r on r.category_id = ptc.category_id
   where ptc.product_id in (select product_id from removed_links)
  on conflict do nothing;
  return null;
end $$;

create trigger category_product_insert after insert on product_to_category referencing new table as added_links
  for each statement execute function category_product_added();
create trigger category_product_update_new after update on product_to_category referencing new table as added_links
  for each statement execute function category_product_added();
create trigger category_product_update_old after update on product_to_category referencing old table as removed_links
  for each statement execute function category_product_removed();
create trigger category_product_delete after delete on product_to_category referencing old table as removed_links
  for each statement execute function category_product_removed();
create trigger category_product_tree after insert or delete or update of parent_id, status on category
  for each statement execute function category_product_on_category();

select category_product_rebuild();

-- The filter panel's precomputed answers (domain/catalogue/summary.ts): which filter options the
-- enabled products of each category have (category 0: the whole catalogue), and per listing (a
-- category with its descendants, or 0) its product count and effective price bounds.
create table category_facet (
  category_id int not null,
  filter_id   int not null,
  primary key (category_id, filter_id)
);

create table category_summary (
  category_id int primary key,
  products    int not null,
  min_price   numeric(15, 4),
  max_price   numeric(15, 4)
);

-- The summary is fresh while setting 'catalogue_summary' exists and its fresh_until date lies
-- ahead; any change to what it depends on deletes that setting, and the next reader recomputes it.
create function catalogue_summary_stale() returns trigger language plpgsql as $$
begin
  delete from setting where key = 'catalogue_summary';
  return null;
end $$;

create trigger catalogue_summary_product after insert or delete or update of status, price on product
  for each statement execute function catalogue_summary_stale();
create trigger catalogue_summary_product_filter after insert or delete or update on product_filter
  for each statement execute function catalogue_summary_stale();
create trigger catalogue_summary_product_to_category after insert or delete or update on product_to_category
  for each statement execute function catalogue_summary_stale();
create trigger catalogue_summary_product_special after insert or delete or update on product_special
  for each statement execute function catalogue_summary_stale();
create trigger catalogue_summary_category after insert or delete or update of parent_id, status on category
  for each statement execute function catalogue_summary_stale();
