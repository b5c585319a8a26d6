CREATE TABLE "billing_details" (
	"uid" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"vat_id" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_order" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uid" text NOT NULL,
	"package_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"currency" text NOT NULL,
	"parity" real DEFAULT 1 NOT NULL,
	"amount_subtotal" integer NOT NULL,
	"amount_discount" integer DEFAULT 0 NOT NULL,
	"amount_gift_card" integer DEFAULT 0 NOT NULL,
	"amount_total" integer NOT NULL,
	"coupon_id" uuid,
	"gift_card_id" uuid,
	"partner_id" text,
	"rewardful_referral" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_order_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "checkout_order_amounts" CHECK ("checkout_order"."amount_total" >= 0 AND "checkout_order"."amount_total" = "checkout_order"."amount_subtotal" - "checkout_order"."amount_discount" - "checkout_order"."amount_gift_card")
);
--> statement-breakpoint
CREATE TABLE "coupon" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off" integer,
	"currency" text,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_code_unique" UNIQUE("code"),
	CONSTRAINT "coupon_redemptions_within_max" CHECK ("coupon"."max_redemptions" IS NULL OR "coupon"."redemptions" <= "coupon"."max_redemptions"),
	CONSTRAINT "coupon_one_kind" CHECK (("coupon"."percent_off" IS NOT NULL AND "coupon"."amount_off" IS NULL AND "coupon"."percent_off" BETWEEN 1 AND 100) OR ("coupon"."amount_off" IS NOT NULL AND "coupon"."percent_off" IS NULL AND "coupon"."amount_off" > 0 AND "coupon"."currency" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "coupon_redemption" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemption_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "entitlement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"package_id" text NOT NULL,
	"styles_allowed" integer NOT NULL,
	"photos" integer NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "entitlement_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "gift_card" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"currency" text NOT NULL,
	"balance" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_code_unique" UNIQUE("code"),
	CONSTRAINT "gift_card_balance_non_negative" CHECK ("gift_card"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"package_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"currency" text NOT NULL,
	"amount_total" integer NOT NULL,
	"amount_discount" integer DEFAULT 0 NOT NULL,
	"amount_gift_card" integer DEFAULT 0 NOT NULL,
	"coupon_id" uuid,
	"gift_card_id" uuid,
	"partner_id" text,
	"rewardful_referral" text,
	"status" text DEFAULT 'paid' NOT NULL,
	"receipt_sent_at" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payment_provider_ref_unique" UNIQUE("provider_ref"),
	CONSTRAINT "payment_amount_non_negative" CHECK ("payment"."amount_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "package" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_usd_cents" integer NOT NULL,
	"prices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"headshots" integer NOT NULL,
	"styles_allowed" integer NOT NULL,
	"turnaround_hours" integer NOT NULL,
	"resolution" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "package_price_positive" CHECK ("package"."price_usd_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "refund" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_ref" text,
	"by_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "refund_amount_non_negative" CHECK ("refund"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refund_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uid" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_uid" text NOT NULL,
	"referred_uid" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"kind" text DEFAULT 'credits' NOT NULL,
	"credits" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "reward_referred_uid_unique" UNIQUE("referred_uid")
);
--> statement-breakpoint
CREATE TABLE "webhook_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "webhook_event_provider_event" UNIQUE("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_uid_app_user_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."app_user"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_order" ADD CONSTRAINT "checkout_order_uid_app_user_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."app_user"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_order" ADD CONSTRAINT "checkout_order_package_id_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."package"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_order" ADD CONSTRAINT "checkout_order_coupon_id_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_order" ADD CONSTRAINT "checkout_order_gift_card_id_gift_card_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_card"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemption" ADD CONSTRAINT "coupon_redemption_coupon_id_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemption" ADD CONSTRAINT "coupon_redemption_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement" ADD CONSTRAINT "entitlement_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement" ADD CONSTRAINT "entitlement_uid_app_user_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."app_user"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_order_id_checkout_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."checkout_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_uid_app_user_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."app_user"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_package_id_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."package"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_coupon_id_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_gift_card_id_gift_card_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_card"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_request" ADD CONSTRAINT "refund_request_uid_app_user_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."app_user"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_request" ADD CONSTRAINT "refund_request_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward" ADD CONSTRAINT "reward_referrer_uid_app_user_uid_fk" FOREIGN KEY ("referrer_uid") REFERENCES "public"."app_user"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward" ADD CONSTRAINT "reward_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_order_uid_idx" ON "checkout_order" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "payment_uid_idx" ON "payment" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "refund_request_status_idx" ON "refund_request" USING btree ("status");