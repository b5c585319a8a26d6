CREATE TABLE "ledger_entry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lot_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"order_id" uuid,
	"payment_id" uuid,
	"refund_id" uuid,
	"model_id" text,
	"by_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entry_amount_non_zero" CHECK ("ledger_entry"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_lot" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uid" text,
	"organization_id" text,
	"coupon_id" uuid,
	"gift_card_id" uuid,
	"kind" text NOT NULL,
	"terms" jsonb,
	"currency" text,
	"balance" integer DEFAULT 0 NOT NULL,
	"order_line_id" uuid,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_lot_balance_non_negative" CHECK ("ledger_lot"."balance" >= 0),
	CONSTRAINT "ledger_lot_one_owner" CHECK (num_nonnulls("ledger_lot"."uid", "ledger_lot"."organization_id", "ledger_lot"."coupon_id", "ledger_lot"."gift_card_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "order_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ref" text,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_amount" integer NOT NULL,
	"amount" integer NOT NULL,
	"terms" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_line_amount" CHECK ("order_line"."quantity" > 0 AND "order_line"."unit_amount" >= 0 AND "order_line"."amount" = "order_line"."quantity" * "order_line"."unit_amount"),
	CONSTRAINT "order_line_kind" CHECK ("order_line"."kind" in ('package', 'upsell_style', 'remix_credits', 'studio_credits', 'team_seats'))
);
--> statement-breakpoint
CREATE TABLE "reservation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"restored" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_order_lot" UNIQUE("order_id","lot_id"),
	CONSTRAINT "reservation_amount_positive" CHECK ("reservation"."amount" > 0),
	CONSTRAINT "reservation_restored_within" CHECK ("reservation"."restored" >= 0 AND "reservation"."restored" <= "reservation"."amount")
);
--> statement-breakpoint
ALTER TABLE "checkout_order" ALTER COLUMN "package_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ALTER COLUMN "package_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "model" ADD COLUMN "package_terms" jsonb;--> statement-breakpoint
ALTER TABLE "checkout_order" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_card" ADD COLUMN "initial_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "package" ADD COLUMN "output_width" integer DEFAULT 1024 NOT NULL;--> statement-breakpoint
ALTER TABLE "package" ADD COLUMN "output_height" integer DEFAULT 1280 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_lot_id_ledger_lot_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."ledger_lot"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_order_id_checkout_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."checkout_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_refund_id_refund_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refund"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lot" ADD CONSTRAINT "ledger_lot_uid_app_user_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."app_user"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lot" ADD CONSTRAINT "ledger_lot_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lot" ADD CONSTRAINT "ledger_lot_coupon_id_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lot" ADD CONSTRAINT "ledger_lot_gift_card_id_gift_card_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_card"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lot" ADD CONSTRAINT "ledger_lot_order_line_id_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lot" ADD CONSTRAINT "ledger_lot_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_order_id_checkout_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."checkout_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation" ADD CONSTRAINT "reservation_order_id_checkout_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."checkout_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation" ADD CONSTRAINT "reservation_lot_id_ledger_lot_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."ledger_lot"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entry_lot_idx" ON "ledger_entry" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "ledger_entry_order_idx" ON "ledger_entry" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_lot_uid_kind_idx" ON "ledger_lot" USING btree ("uid","kind");--> statement-breakpoint
CREATE INDEX "ledger_lot_payment_idx" ON "ledger_lot" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "ledger_lot_coupon_idx" ON "ledger_lot" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "ledger_lot_gift_card_idx" ON "ledger_lot" USING btree ("gift_card_id");--> statement-breakpoint
CREATE INDEX "order_line_order_idx" ON "order_line" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "checkout_order" ADD CONSTRAINT "checkout_order_status" CHECK ("checkout_order"."status" in ('pending', 'paid', 'expired', 'cancelled'));--> statement-breakpoint
CREATE FUNCTION ledger_entry_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The lot's balance is the sum of its entries; its CHECK (balance >= 0) refuses overspending.
  UPDATE ledger_lot SET balance = balance + NEW.amount WHERE id = NEW.lot_id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entry_apply AFTER INSERT ON ledger_entry FOR EACH ROW EXECUTE FUNCTION ledger_entry_apply();
--> statement-breakpoint
CREATE FUNCTION ledger_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Deleting a lot (its owner deleted) cascades to its entries; nothing else may change them.
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'ledger entries are append-only' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entry_append_only BEFORE UPDATE OR DELETE ON ledger_entry FOR EACH ROW EXECUTE FUNCTION ledger_entry_append_only();
--> statement-breakpoint
CREATE FUNCTION ledger_lot_balance_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A balance moves only through an entry (the apply trigger runs one level down).
  IF NEW.balance <> OLD.balance AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'a lot balance changes only through ledger entries' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_lot_balance_guard BEFORE UPDATE ON ledger_lot FOR EACH ROW EXECUTE FUNCTION ledger_lot_balance_guard();
--> statement-breakpoint
INSERT INTO "order_line" ("order_id", "kind", "ref", "description", "quantity", "unit_amount", "amount", "terms")
SELECT o."id", 'package', o."package_id", p."name", 1, o."amount_subtotal", o."amount_subtotal",
  jsonb_build_object('packageId', p."id", 'headshots', p."styles_allowed" * 10 + 10, 'styles', p."styles_allowed", 'width', p."output_width", 'height', p."output_height")
FROM "checkout_order" o JOIN "package" p ON p."id" = o."package_id";
--> statement-breakpoint
UPDATE "gift_card" g SET "initial_value" = greatest(1, g."balance" + coalesce((SELECT sum(pm."amount_gift_card") FROM "payment" pm WHERE pm."gift_card_id" = g."id" AND pm."status" = 'paid'), 0));
--> statement-breakpoint
INSERT INTO "ledger_lot" ("gift_card_id", "kind", "currency") SELECT "id", 'gift_card_value', "currency" FROM "gift_card";
--> statement-breakpoint
INSERT INTO "ledger_entry" ("lot_id", "amount", "reason", "note")
SELECT l."id", g."balance", 'migration', 'balance before the ledger'
FROM "ledger_lot" l JOIN "gift_card" g ON g."id" = l."gift_card_id" WHERE g."balance" > 0;
--> statement-breakpoint
INSERT INTO "ledger_lot" ("coupon_id", "kind") SELECT "id", 'coupon_uses' FROM "coupon" WHERE "max_redemptions" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "ledger_entry" ("lot_id", "amount", "reason", "note")
SELECT l."id", c."max_redemptions" - c."redemptions", 'migration', 'uses left before the ledger'
FROM "ledger_lot" l JOIN "coupon" c ON c."id" = l."coupon_id" WHERE c."max_redemptions" > c."redemptions";
--> statement-breakpoint
INSERT INTO "ledger_lot" ("uid", "kind") SELECT "uid", 'studio_credits' FROM "app_user" WHERE "studio_credits" > 0;
--> statement-breakpoint
INSERT INTO "ledger_entry" ("lot_id", "amount", "reason", "note")
SELECT l."id", u."studio_credits", 'migration', 'studio credits before the ledger'
FROM "ledger_lot" l JOIN "app_user" u ON u."uid" = l."uid" WHERE l."kind" = 'studio_credits';
--> statement-breakpoint
INSERT INTO "ledger_lot" ("uid", "kind", "terms", "payment_id")
SELECT e."uid", 'package',
  jsonb_build_object('packageId', p."id", 'headshots', p."styles_allowed" * 10 + 10, 'styles', p."styles_allowed", 'width', p."output_width", 'height', p."output_height"),
  e."payment_id"
FROM "entitlement" e JOIN "package" p ON p."id" = e."package_id"
WHERE e."revoked_at" IS NULL;
--> statement-breakpoint
INSERT INTO "ledger_entry" ("lot_id", "amount", "reason", "note", "payment_id")
SELECT l."id", 1, 'migration', 'package bought before the ledger', l."payment_id"
FROM "ledger_lot" l WHERE l."kind" = 'package' AND l."payment_id" IS NOT NULL;
--> statement-breakpoint
-- A package bought before the ledger and already used by a submitted model is spent.
INSERT INTO "ledger_entry" ("lot_id", "amount", "reason", "note", "payment_id")
SELECT l."id", -1, 'migration', 'used before the ledger', l."payment_id"
FROM "ledger_lot" l JOIN "payment" pm ON pm."id" = l."payment_id"
WHERE l."kind" = 'package' AND l."balance" > 0 AND EXISTS (
  SELECT 1 FROM "model" m WHERE m."uid" = l."uid" AND m."submitted_at" >= pm."created_on"
);
