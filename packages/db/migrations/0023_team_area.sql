CREATE TABLE "invitation_reminder" (
	"id" text PRIMARY KEY NOT NULL,
	"invitation_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"reminded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_selected_image" (
	"user_id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"headshot_id" uuid NOT NULL,
	"selected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitation_reminder" ADD CONSTRAINT "invitation_reminder_invitation_id_invitation_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_reminder" ADD CONSTRAINT "invitation_reminder_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_selected_image" ADD CONSTRAINT "member_selected_image_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "member_selected_image" ADD CONSTRAINT "member_selected_image_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_selected_image" ADD CONSTRAINT "member_selected_image_headshot_id_headshot_id_fk" FOREIGN KEY ("headshot_id") REFERENCES "public"."headshot"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_reminder_invitation_idx" ON "invitation_reminder" USING btree ("invitation_id","reminded_at");--> statement-breakpoint
CREATE INDEX "member_selected_image_organization_idx" ON "member_selected_image" USING btree ("organization_id");