CREATE TABLE "example" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"model_id" text,
	"style_id" text,
	"input_key" text NOT NULL,
	"input_width" integer NOT NULL,
	"input_height" integer NOT NULL,
	"output_key" text NOT NULL,
	"output_width" integer NOT NULL,
	"output_height" integer NOT NULL,
	"consent_by_uid" text NOT NULL,
	"consent_by_email" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "example_model_source" CHECK (("example"."source" = 'model') = ("example"."model_id" is not null)),
	CONSTRAINT "example_sizes" CHECK ("example"."input_width" > 0 and "example"."input_height" > 0 and "example"."output_width" > 0 and "example"."output_height" > 0)
);
--> statement-breakpoint
ALTER TABLE "training_photo" ADD COLUMN "framing" text;--> statement-breakpoint
ALTER TABLE "example" ADD CONSTRAINT "example_model_id_model_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."model"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "example" ADD CONSTRAINT "example_style_id_style_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."style"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "example_published_idx" ON "example" USING btree ("published","published_at");--> statement-breakpoint
-- Hand-written (decision 039): published examples are on the public pages, so a change moves
-- the public content version as it commits (decision 024).
CREATE CONSTRAINT TRIGGER "example_public_content" AFTER INSERT OR UPDATE OR DELETE ON "example" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_content_version"();--> statement-breakpoint
ALTER TABLE "training_photo" ADD CONSTRAINT "training_photo_framing" CHECK ("framing" IN ('selfie', 'half-body', 'full-body'));
