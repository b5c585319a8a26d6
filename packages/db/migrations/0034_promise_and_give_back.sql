-- Issue 34 items 4 and 5 (decision 071): the promise a run makes at submit, and what each
-- finished run promised, made, showed and gave back.
ALTER TABLE "model" ADD COLUMN "promised" integer;--> statement-breakpoint
CREATE TABLE "model_give_back" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model_id" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"uid" text NOT NULL,
	"promised" integer NOT NULL,
	"made" integer NOT NULL,
	"shown" integer NOT NULL,
	"given_back" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"currency" text,
	"payment_id" uuid,
	"lot_id" uuid,
	"status" text NOT NULL,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "model_give_back_counts" CHECK ("model_give_back"."promised" >= 0 AND "model_give_back"."shown" >= 0 AND "model_give_back"."given_back" >= 0 AND "model_give_back"."shown" + "model_give_back"."given_back" = "model_give_back"."promised" AND "model_give_back"."amount" >= 0),
	CONSTRAINT "model_give_back_kind" CHECK ("model_give_back"."kind" in ('run', 'money', 'credits', 'none')),
	CONSTRAINT "model_give_back_status" CHECK ("model_give_back"."status" in ('settled', 'owed', 'paid'))
);--> statement-breakpoint
ALTER TABLE "model_give_back" ADD CONSTRAINT "model_give_back_model_id_model_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."model"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_give_back" ADD CONSTRAINT "model_give_back_uid_app_user_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."app_user"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_give_back" ADD CONSTRAINT "model_give_back_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_give_back" ADD CONSTRAINT "model_give_back_lot_id_ledger_lot_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."ledger_lot"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "model_give_back_run_idx" ON "model_give_back" USING btree ("model_id","submitted_at");--> statement-breakpoint
CREATE INDEX "model_give_back_payment_idx" ON "model_give_back" USING btree ("payment_id");
