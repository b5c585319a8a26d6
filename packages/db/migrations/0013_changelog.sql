CREATE TABLE "changelog_entry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_en" text NOT NULL,
	"title_es" text DEFAULT '' NOT NULL,
	"title_de" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_es" text DEFAULT '' NOT NULL,
	"body_de" text DEFAULT '' NOT NULL,
	"created_by_uid" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "changelog_view" (
	"uid" text NOT NULL,
	"entry_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "changelog_view_uid_entry_id_pk" PRIMARY KEY("uid","entry_id")
);
--> statement-breakpoint
ALTER TABLE "changelog_entry" ADD CONSTRAINT "changelog_entry_created_by_uid_auth_user_id_fk" FOREIGN KEY ("created_by_uid") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "changelog_view" ADD CONSTRAINT "changelog_view_uid_auth_user_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "changelog_view" ADD CONSTRAINT "changelog_view_entry_id_changelog_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."changelog_entry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "changelog_entry_published_idx" ON "changelog_entry" USING btree ("published_at");