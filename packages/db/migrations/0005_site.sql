CREATE TABLE "blog_post" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'blog' NOT NULL,
	"thumbnail_small" text,
	"thumbnail_large" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_post_locale_slug" UNIQUE("locale","slug"),
	CONSTRAINT "blog_post_locale_key" UNIQUE("locale","key")
);
--> statement-breakpoint
CREATE TABLE "site_stats" (
	"id" text PRIMARY KEY NOT NULL,
	"photos" integer NOT NULL,
	"users" integer NOT NULL,
	"trust_score" double precision NOT NULL,
	"reviews" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
