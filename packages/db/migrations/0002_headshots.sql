CREATE TABLE "headshot" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model_id" text NOT NULL,
	"style" text NOT NULL,
	"variant" integer NOT NULL,
	"position" integer NOT NULL,
	"path" text NOT NULL,
	"thumb_path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"hidden_reason" text,
	"nsfw" boolean DEFAULT false NOT NULL,
	"liked_status" text DEFAULT 'none' NOT NULL,
	"type" text DEFAULT 'generated' NOT NULL,
	"identity_distance" real,
	"source_photo_id" uuid,
	"is_downloaded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "headshot_model_style_variant" UNIQUE("model_id","style","variant")
);
--> statement-breakpoint
ALTER TABLE "model" ADD COLUMN "progress_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "model" ADD COLUMN "progress_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "model" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "headshot" ADD CONSTRAINT "headshot_model_id_model_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."model"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "headshot_model_idx" ON "headshot" USING btree ("model_id","status");