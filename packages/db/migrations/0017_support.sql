CREATE TABLE "support_reply" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"staff_uid" text,
	"message" text NOT NULL,
	"message_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_reply_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "support_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uid" text,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"payment_id" uuid,
	"page" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"message_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "support_reply" ADD CONSTRAINT "support_reply_request_id_support_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."support_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_reply" ADD CONSTRAINT "support_reply_staff_uid_auth_user_id_fk" FOREIGN KEY ("staff_uid") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_request" ADD CONSTRAINT "support_request_uid_auth_user_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_request" ADD CONSTRAINT "support_request_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_reply_request_idx" ON "support_reply" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_request_idempotency_idx" ON "support_request" USING btree ("email","idempotency_key");--> statement-breakpoint
CREATE INDEX "support_request_status_idx" ON "support_request" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "support_request_type_idx" ON "support_request" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "support_request_uid_idx" ON "support_request" USING btree ("uid") WHERE "support_request"."uid" is not null;