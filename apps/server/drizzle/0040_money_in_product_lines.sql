-- 产品明细 are jsonb: a line's price was kept as the client sent it ('0.1', '5'), while every other amount reads
-- back from numeric(14,2) with two decimals. New lines are written to the cent; this brings the stored ones
-- (opportunities, quotes, contracts, amendments and the contract versions they made) to the same form.
-- Only well-formed amounts are rewritten: a value is only reformatted, never changed.
CREATE FUNCTION "suwork_money_lines"("lines" jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(
    CASE WHEN jsonb_typeof(l) = 'object' THEN l
      || CASE WHEN l->>'price' ~ '^\d{1,12}(\.\d{1,2})?$' THEN jsonb_build_object('price', round((l->>'price')::numeric, 2)::text) ELSE '{}'::jsonb END
      || CASE WHEN l->>'subtotal' ~ '^\d{1,12}(\.\d{1,2})?$' THEN jsonb_build_object('subtotal', round((l->>'subtotal')::numeric, 2)::text) ELSE '{}'::jsonb END
    ELSE l END ORDER BY n), '[]'::jsonb)
  FROM jsonb_array_elements("lines") WITH ORDINALITY AS e(l, n)
$$;--> statement-breakpoint
UPDATE "crm_chance" SET "product_lines" = "suwork_money_lines"("product_lines") WHERE jsonb_typeof("product_lines") = 'array' AND "product_lines" <> "suwork_money_lines"("product_lines");--> statement-breakpoint
UPDATE "crm_offer" SET "product_lines" = "suwork_money_lines"("product_lines") WHERE jsonb_typeof("product_lines") = 'array' AND "product_lines" <> "suwork_money_lines"("product_lines");--> statement-breakpoint
UPDATE "crm_contract" SET "product_lines" = "suwork_money_lines"("product_lines") WHERE jsonb_typeof("product_lines") = 'array' AND "product_lines" <> "suwork_money_lines"("product_lines");--> statement-breakpoint
UPDATE "crm_contract_change" SET "new_product_lines" = "suwork_money_lines"("new_product_lines") WHERE jsonb_typeof("new_product_lines") = 'array' AND "new_product_lines" <> "suwork_money_lines"("new_product_lines");--> statement-breakpoint
UPDATE "crm_contract_version" SET "before" = jsonb_set("before", '{product_lines}', "suwork_money_lines"("before"->'product_lines')) WHERE jsonb_typeof("before"->'product_lines') = 'array' AND "before"->'product_lines' <> "suwork_money_lines"("before"->'product_lines');--> statement-breakpoint
UPDATE "crm_contract_version" SET "after" = jsonb_set("after", '{product_lines}', "suwork_money_lines"("after"->'product_lines')) WHERE jsonb_typeof("after"->'product_lines') = 'array' AND "after"->'product_lines' <> "suwork_money_lines"("after"->'product_lines');--> statement-breakpoint
DROP FUNCTION "suwork_money_lines"(jsonb);
