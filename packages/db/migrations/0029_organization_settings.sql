CREATE TABLE "organization_settings" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"allowed_styles" jsonb,
	"allowed_clothing" jsonb,
	"combos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_output_sizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_preselected_options" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"team_id" text,
	"styles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"clothing" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_settings" ADD CONSTRAINT "organization_settings_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_preselected_options" ADD CONSTRAINT "team_preselected_options_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_preselected_options" ADD CONSTRAINT "team_preselected_options_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_preselected_options_organization_idx" ON "team_preselected_options" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_preselected_options_team_unique" ON "team_preselected_options" USING btree ("team_id") WHERE "team_preselected_options"."team_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "team_preselected_options_all_unique" ON "team_preselected_options" USING btree ("organization_id") WHERE "team_preselected_options"."team_id" is null;