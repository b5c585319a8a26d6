CREATE TABLE "job_schedule" (
	"name" text PRIMARY KEY NOT NULL,
	"period" bigint NOT NULL,
	"enqueued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "lane" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
CREATE INDEX "job_finished_idx" ON "job" USING btree ("finished_at");--> statement-breakpoint
-- Jobs enqueued before lanes existed: payments go to the urgent lane.
UPDATE "job" SET "lane" = 'urgent' WHERE "name" LIKE 'payment.fulfil@%' OR "name" LIKE 'order.expire@%';
