-- Issue 35 item 1: a staff seat grant opened team_seats lots without package terms; every
-- member's spend took that oldest lot, failed, and rolled back, so the organization's later
-- seats were never reached. Such lots get the terms a grant now records (the team package:
-- the first package on sale, as the lead's seat page sells; the Starter definition if the
-- catalogue is empty), and a CHECK keeps every package or seat lot with its terms.
UPDATE "ledger_lot" SET "terms" = coalesce(
  (SELECT jsonb_build_object('packageId', p."id", 'headshots', p."styles_allowed" * 10 + 10, 'styles', p."styles_allowed", 'width', p."output_width", 'height', p."output_height")
   FROM "package" p ORDER BY p."active" DESC, p."sort", p."id" LIMIT 1),
  '{"packageId": "starter", "headshots": 30, "styles": 2, "width": 1024, "height": 1280}'::jsonb)
WHERE "kind" IN ('package', 'team_seats')
  AND NOT coalesce("terms" ?& array['packageId', 'headshots', 'styles', 'width', 'height'], false);
--> statement-breakpoint
ALTER TABLE "ledger_lot" ADD CONSTRAINT "ledger_lot_run_terms" CHECK ("ledger_lot"."kind" not in ('package', 'team_seats') or coalesce("ledger_lot"."terms" ?& array['packageId', 'headshots', 'styles', 'width', 'height'], false));
