ALTER TABLE "entitlement" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "entitlement" CASCADE;--> statement-breakpoint
ALTER TABLE "app_user" DROP CONSTRAINT "app_user_studio_credits_non_negative";--> statement-breakpoint
ALTER TABLE "gift_card" DROP CONSTRAINT "gift_card_balance_non_negative";--> statement-breakpoint
ALTER TABLE "gift_card" ALTER COLUMN "initial_value" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "checkout_order" ADD COLUMN "return_to" text;--> statement-breakpoint
ALTER TABLE "app_user" DROP COLUMN "studio_credits";--> statement-breakpoint
ALTER TABLE "gift_card" DROP COLUMN "balance";--> statement-breakpoint
ALTER TABLE "gift_card" ADD CONSTRAINT "gift_card_value_positive" CHECK ("gift_card"."initial_value" > 0);