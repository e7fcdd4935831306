-- Aisle 0006: the email and communication preferences page (issue 10; spec account-and-selector 3, 6, 9).

-- The email preferences each banner offers, in its order (ACC-178), and the ungrouped ones every banner
-- shares (banner_id null, ACC-041). Synced from the banner catalogue on every start.
create table email_topics (
  id text primary key check (id ~ '^[a-z][a-z0-9-]{1,30}:[a-z0-9-]{1,60}$'),
  banner_id text references banners (id) on delete cascade,
  short_description text not null check (char_length(short_description) between 1 and 60),
  long_description text not null check (char_length(long_description) <= 240),
  position smallint not null check (position between 1 and 99)
);
create index email_topics_by_banner on email_topics (banner_id, position);

-- A shopper's choice per topic; no row means not selected.
create table shopper_email_preferences (
  shopper_id uuid not null references shoppers (id) on delete cascade,
  topic_id text not null references email_topics (id) on delete cascade,
  is_selected boolean not null,
  updated_at timestamptz not null,
  primary key (shopper_id, topic_id)
);

-- Specials and Promotions and the Early Access Program, per shopper and banner (purchase-based
-- advertising is the shopper's relevant_ads_opt_in, the same on every banner).
create table shopper_promotion_preferences (
  shopper_id uuid not null references shoppers (id) on delete cascade,
  banner_id text not null references banners (id),
  specials_and_promotions boolean not null default false,
  early_access boolean not null default false,
  updated_at timestamptz not null,
  primary key (shopper_id, banner_id)
);

-- The tokens of unauthenticated email links (ACC-018, ACC-019, ACC-106..108): 32 random bytes each, kept
-- only as their SHA-256, so a copy of this table opens no one's preferences. A token reaches only the
-- email preferences of its own shopper, until it expires.
create table email_link_tokens (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  shopper_id uuid not null references shoppers (id) on delete cascade,
  kind text not null check (kind in ('token', 'token2')),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  check (expires_at > created_at)
);
create index email_link_tokens_by_shopper on email_link_tokens (shopper_id);
