CREATE TABLE "upsell_basket" (
	"model_id" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"appearance" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upsell_basket" ADD CONSTRAINT "upsell_basket_model_id_model_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."model"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upsell_basket" ADD CONSTRAINT "upsell_basket_uid_app_user_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."app_user"("uid") ON DELETE cascade ON UPDATE no action;