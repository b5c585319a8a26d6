CREATE TABLE "catalogue_item" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"gender" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "style" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"backdrop" jsonb NOT NULL,
	"preselected" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"status" text DEFAULT 'onboarding' NOT NULL,
	"title" text,
	"age" text,
	"ethnicity" text,
	"trigger" text,
	"eye_color" text,
	"appearance" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"styles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure_reason" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_photo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model_id" text NOT NULL,
	"path" text NOT NULL,
	"md5" text NOT NULL,
	"full_body" boolean NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"face" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_photo_path_unique" UNIQUE("path"),
	CONSTRAINT "training_photo_model_md5" UNIQUE("model_id","md5")
);
--> statement-breakpoint
ALTER TABLE "model" ADD CONSTRAINT "model_uid_app_user_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."app_user"("uid") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "training_photo" ADD CONSTRAINT "training_photo_model_id_model_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."model"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_uid_idx" ON "model" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "training_photo_model_idx" ON "training_photo" USING btree ("model_id");