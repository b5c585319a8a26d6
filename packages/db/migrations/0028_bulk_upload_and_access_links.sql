ALTER TABLE "invitation" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "invite_link" ADD COLUMN "anonymous_access" boolean DEFAULT false NOT NULL;