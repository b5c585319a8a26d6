-- Issue 14, decision 024: the public /changelog page is served from the page cache, so a
-- changelog entry written by any process moves the public content version, like the
-- catalogue, reviews and blog posts do.
CREATE CONSTRAINT TRIGGER "changelog_entry_public_content" AFTER INSERT OR UPDATE OR DELETE ON "changelog_entry" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_content_version"();
