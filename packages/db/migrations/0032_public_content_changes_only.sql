-- Hand-written (decision 024): an UPDATE that changes nothing (staff saving a form as it
-- was, a start-up seed) no longer moves the public content version, which would throw away
-- every page rendered ahead (decision 060). Inserts and deletes still move it; updates only
-- when the row's values differ. A constraint trigger's WHEN cannot read OLD on INSERT, so
-- each table gets two.
DROP TRIGGER "style_public_content" ON "style";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "style_public_content" AFTER INSERT OR DELETE ON "style" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "style_public_content_update" AFTER UPDATE ON "style" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bump_public_content_version"();
--> statement-breakpoint
DROP TRIGGER "catalogue_item_public_content" ON "catalogue_item";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "catalogue_item_public_content" AFTER INSERT OR DELETE ON "catalogue_item" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "catalogue_item_public_content_update" AFTER UPDATE ON "catalogue_item" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bump_public_content_version"();
--> statement-breakpoint
DROP TRIGGER "package_public_content" ON "package";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "package_public_content" AFTER INSERT OR DELETE ON "package" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "package_public_content_update" AFTER UPDATE ON "package" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bump_public_content_version"();
--> statement-breakpoint
DROP TRIGGER "review_public_content" ON "review";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "review_public_content" AFTER INSERT OR DELETE ON "review" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "review_public_content_update" AFTER UPDATE ON "review" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bump_public_content_version"();
--> statement-breakpoint
DROP TRIGGER "blog_post_public_content" ON "blog_post";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "blog_post_public_content" AFTER INSERT OR DELETE ON "blog_post" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "blog_post_public_content_update" AFTER UPDATE ON "blog_post" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bump_public_content_version"();
--> statement-breakpoint
DROP TRIGGER "app_parameter_public_content" ON "app_parameter";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "app_parameter_public_content" AFTER INSERT OR DELETE ON "app_parameter" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "app_parameter_public_content_update" AFTER UPDATE ON "app_parameter" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bump_public_content_version"();
--> statement-breakpoint
DROP TRIGGER "example_public_content" ON "example";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "example_public_content" AFTER INSERT OR DELETE ON "example" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "example_public_content_update" AFTER UPDATE ON "example" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bump_public_content_version"();
--> statement-breakpoint
DROP TRIGGER "changelog_entry_public_content" ON "changelog_entry";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "changelog_entry_public_content" AFTER INSERT OR DELETE ON "changelog_entry" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "changelog_entry_public_content_update" AFTER UPDATE ON "changelog_entry" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bump_public_content_version"();
