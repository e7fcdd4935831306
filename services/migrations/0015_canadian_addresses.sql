-- Issue 10: Canadian addresses in the address book (ACC-084..087). The country follows the state code (CA
-- for the 10 provinces, US otherwise) and the postal code is that country's: a ZIP code in the US, 'A1A 1A1'
-- (stored upper case with its space) in Canada. The constraints hold it whatever process writes.
alter table addresses drop constraint addresses_postal_code_check;
alter table addresses add constraint addresses_country_of_state check (
  (country_code = 'CA') = (state_code in ('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'ON', 'PE', 'QC', 'SK'))
);
alter table addresses add constraint addresses_postal_code_of_country check (
  case country_code
    when 'CA' then postal_code ~ '^[A-Z][0-9][A-Z] [0-9][A-Z][0-9]$'
    else postal_code ~ '^\d{5}([-/]?\d{4})?$'
  end
);
