CREATE TABLE "analytics_scroll" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_id" uuid,
	"path" text NOT NULL,
	"max_percent" integer NOT NULL,
	"max_pixels" integer NOT NULL,
	"last_percent" integer NOT NULL,
	"last_pixels" integer NOT NULL,
	"scrolled" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_view" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_id" uuid NOT NULL,
	"uid" text,
	"path" text NOT NULL,
	"referrer" text,
	"source" text,
	"version" text,
	"locale" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fb_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_name" text NOT NULL,
	"event_id" text,
	"uid" text,
	"current_url" text,
	"custom_data" jsonb,
	"cookies" jsonb NOT NULL,
	"status" text DEFAULT 'stored' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_view_visitor" ON "analytics_view" USING btree ("visitor_id");