CREATE TABLE "public_content_version" (
	"id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "public_content_version" ("id", "version") VALUES ('site', 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Hand-written: what the public site shows moved. A deferred constraint trigger runs as the
-- writing transaction commits, so the counter moves only with committed content (a process
-- that sees the new number re-renders from the new rows), and the counter's row is locked
-- last and briefly (two staff transactions cannot deadlock on it).
CREATE FUNCTION "bump_public_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "public_content_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 'site';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "style_public_content" AFTER INSERT OR UPDATE OR DELETE ON "style" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_content_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "catalogue_item_public_content" AFTER INSERT OR UPDATE OR DELETE ON "catalogue_item" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_content_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "package_public_content" AFTER INSERT OR UPDATE OR DELETE ON "package" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_content_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "review_public_content" AFTER INSERT OR UPDATE OR DELETE ON "review" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_content_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "blog_post_public_content" AFTER INSERT OR UPDATE OR DELETE ON "blog_post" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_content_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "site_stats_public_content" AFTER INSERT OR UPDATE OR DELETE ON "site_stats" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_content_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "app_parameter_public_content" AFTER INSERT OR UPDATE OR DELETE ON "app_parameter" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_content_version"();
