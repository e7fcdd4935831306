-- Aisle 0022: accounts a shopper creates (issue 22, docs/adr/0024-accounts.md).

-- The single-use links the accounts email: verifying an email address and resetting a password. Only the
-- SHA-256 of a link's token is kept. A link works until expires_at, once: used_at is set by the one
-- statement that uses it (update ... where used_at is null and expires_at > now() returning), so two
-- racing uses cannot both succeed.
create table account_links (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  shopper_id uuid not null references shoppers (id) on delete cascade,
  purpose text not null check (purpose in ('verify-email', 'reset-password')),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  check (expires_at >= created_at),
  check (used_at is null or used_at >= created_at)
);
create index account_links_by_shopper on account_links (shopper_id, purpose);

-- What the sandbox mailer "sent" (AISLE_SANDBOX_MAILER=1, tests only; docs/adr/0015-sandbox-mailer-route.md):
-- the e2e tests read a message's link here. Without the sandbox mailer no row is ever written.
create table sandbox_outbox (
  id bigint generated always as identity primary key,
  to_email text not null check (char_length(to_email) between 3 and 254),
  purpose text not null check (purpose in ('verify-email', 'reset-password')),
  link text not null check (char_length(link) <= 2048),
  created_at timestamptz not null
);
create index sandbox_outbox_by_email on sandbox_outbox (to_email, id);
