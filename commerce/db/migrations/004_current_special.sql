-- The current special and the effective price on the product (decision 126), so a price sort, a
-- price range and the specials listing read an index instead of deriving every product's special.
-- Triggers keep special_price when specials change; when a special starts or ends with the date,
-- domain/catalogue/specials.ts recomputes it before the next listing. product_listing still
-- derives both itself, for every field a product shows.
alter table product add column special_price numeric(15, 4);
alter table product add column effective_price numeric(15, 4) generated always as (coalesce(special_price, price)) stored;

-- The current special of each given product: the one of lowest priority, then price, whose dates include today.
create function product_special_sync(ids int[]) returns void language plpgsql as $$
begin
  update product p set special_price = s.price
    from (select x.id, (select ps.price from product_special ps
                         where ps.product_id = x.id
                           and (ps.date_start is null or ps.date_start <= current_date)
                           and (ps.date_end is null or ps.date_end >= current_date)
                         order by ps.priority, ps.price limit 1) as price
            from unnest(ids) as x(id)) s
   where p.id = s.id and p.special_price is distinct from s.price;
end $$;

create function product_special_changed() returns trigger language plpgsql as $$
begin
  perform product_special_sync(array(select distinct product_id from changed_specials));
  return null;
end $$;

create trigger product_special_insert after insert on product_special referencing new table as changed_specials
  for each statement execute function product_special_changed();
create trigger product_special_update_new after update on product_special referencing new table as changed_specials
  for each statement execute function product_special_changed();
create trigger product_special_update_old after update on product_special referencing old table as changed_specials
  for each statement execute function product_special_changed();
create trigger product_special_delete after delete on product_special referencing old table as changed_specials
  for each statement execute function product_special_changed();

select product_special_sync(array(select distinct product_id from product_special));

create index product_listed_effective_price on product (effective_price, id) where status;
create index product_listed_special on product (date_added, id) where status and special_price is not null;
