-- Hand-written (decision 024): an UPDATE that changes nothing (staff saving a form as it
-- was, a start-up seed) no longer moves the public content version, which would throw away
-- every page rendered ahead (decision 060). Inserts and deletes still move it; updates only
-- when the row's values differ. A constraint trigger's WHEN cannot read OLD on INSERT, so
-- each table of public content gets two.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['style', 'catalogue_item', 'package', 'review', 'blog_post', 'app_parameter', 'example', 'changelog_entry'] LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_public_content', t);
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_content_version"()', t || '_public_content', t);
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER UPDATE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bump_public_content_version"()', t || '_public_content_update', t);
  END LOOP;
END
$$;
