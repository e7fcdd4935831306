-- Aisle 0019: limits against guessing (issue 23, docs/adr/0022-guessing-limits.md). One row per limit kind
-- and key (an account, a card, a client address, or a pair of them), counting attempts in a fixed window
-- that ends at resets_at. src/limits/ counts with one upsert (insert ... on conflict do update ... returning),
-- so every server process on the database shares each count, and two racing attempts both count.
-- Keys are stored as SHA-256 digests: no email, card digits or client address in the clear.

create table attempt_counters (
  kind text not null check (kind ~ '^[a-z][a-z-]{1,39}$'),
  key_hash text not null check (key_hash ~ '^[0-9a-f]{64}$'),
  attempts integer not null check (attempts >= 0),
  resets_at timestamptz not null,
  primary key (kind, key_hash)
);

-- Expired windows are deleted as new ones start (src/limits/counters.ts).
create index attempt_counters_resets_at on attempt_counters (resets_at);
