-- Aisle 0018: adding to a basket and creating a checkout run once per idempotency key too (issue 11): a
-- retried add-to-cart adds once, a double submit of scheduling's Continue makes one draft checkout. They
-- claim their keys in the table of 0017, in the transaction of their effect.

alter table idempotency_keys drop constraint if exists idempotency_keys_operation_check;
alter table idempotency_keys add constraint idempotency_keys_operation_check
  check (operation in ('submit', 'modify', 'add-basket-item', 'create-checkout'));
