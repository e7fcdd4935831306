-- Aisle 0029: a department's shelf, page by page (ADR 0028). A department page lists its products by name; in a
-- generated catalogue of tens of thousands a department holds thousands, and the page's query read and sorted
-- them all. This index reads one page in order, and counts the department by itself. It covers the old
-- products_by_department (department_id first), which goes.
create index products_by_department_name on products (department_id, name, gtin13);
drop index products_by_department;
