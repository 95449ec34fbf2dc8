-- 发票类型 is no longer a dictionary: an invoice's type is one of the fixed types 1–5 (增值税普票 … 增值税电子普票),
-- and no record ever stored a value of this group.
DELETE FROM "sys_option" WHERE "group_key" = 'invoice_type';
