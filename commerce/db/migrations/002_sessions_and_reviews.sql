-- Idle sessions expire and are cleaned up by age (docs/decisions/131-session-rotation-and-expiry.md):
-- session.updated_at is the last activity (touched at most hourly by reads).
create index session_updated_at on session (updated_at);
create index contact_message_created_at on contact_message (created_at);

-- Who wrote a review ('c:{customer id}' or 's:{session id}'; null for the seeded ones): one review
-- per product or post and shopper, so a flood from one shopper cannot rewrite a rating.
alter table review add column owner text;
create unique index review_one_per_owner on review (product_id, owner) where owner is not null;
alter table blog_review add column owner text;
create unique index blog_review_one_per_owner on blog_review (post_id, owner) where owner is not null;
