CREATE TABLE "review" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text DEFAULT 'site' NOT NULL,
	"author" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"rating" integer NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"url" text,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_rating_range" CHECK ("review"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE INDEX "review_source_idx" ON "review" USING btree ("source","published");