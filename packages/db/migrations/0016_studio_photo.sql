CREATE TABLE "studio_photo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model_id" text NOT NULL,
	"uid" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"liked" boolean,
	"settings" jsonb NOT NULL,
	"charges" jsonb NOT NULL,
	"unhonoured" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"path" text,
	"thumb_path" text,
	"width" integer,
	"height" integer,
	"enhanced" boolean DEFAULT false NOT NULL,
	"failure_reason" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_photo_ready_has_file" CHECK ("studio_photo"."status" <> 'ready' OR ("studio_photo"."path" IS NOT NULL AND "studio_photo"."thumb_path" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "studio_photo" ADD CONSTRAINT "studio_photo_model_id_model_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."model"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_photo" ADD CONSTRAINT "studio_photo_uid_app_user_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."app_user"("uid") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "studio_photo_model_idx" ON "studio_photo" USING btree ("model_id","created_at");