ALTER TABLE "catalogue_item" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "style" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;