-- Decision 068, spec 000 section 5: e-mails are stored normalised (trimmed, lowercased, any
-- +tag of the local part dropped; @hs/domain/email normalizeEmail, of which this is the SQL
-- twin, checked against it in migrate-emails.test.ts). The table is generated; the rest is
-- hand-written. Existing addresses are normalised in place. Accounts whose addresses
-- normalise to the same one (look-alikes: Bob@x.io, bob+shop@x.io) are never merged or
-- deleted: the account that already has the normalised address exactly, else the oldest,
-- takes it; every other one keeps its address, data and sessions as they are and gets a row
-- in email_lookalike naming the account that kept it, for staff to settle with its owner.
CREATE TABLE "email_lookalike" (
	"uid" text PRIMARY KEY NOT NULL,
	"normalised_email" text NOT NULL,
	"kept_uid" text,
	"flagged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_lookalike" ADD CONSTRAINT "email_lookalike_uid_auth_user_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_lookalike" ADD CONSTRAINT "email_lookalike_kept_uid_auth_user_id_fk" FOREIGN KEY ("kept_uid") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION pg_temp.normalised_email(address text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN position('@' IN e) = 0 THEN e
    ELSE split_part(substring(e FROM '^(.*)@[^@]*$'), '+', 1) || substring(e FROM '@[^@]*$')
  END FROM (SELECT lower(btrim(address, E' \t\n\r\f\v')) AS e) AS trimmed
$$;
--> statement-breakpoint
-- The account keeping each normalised address ranks first: the one holding it exactly, else the oldest.
CREATE TEMPORARY TABLE email_target AS
  SELECT id, email, target, row_number() OVER (
    PARTITION BY target ORDER BY (email = target) DESC, created_at, id
  ) AS rank
  FROM (SELECT id, email, created_at, pg_temp.normalised_email(email) AS target FROM auth_user) AS normalised;
--> statement-breakpoint
INSERT INTO "email_lookalike" ("uid", "normalised_email", "kept_uid")
  SELECT other.id, other.target, kept.id
  FROM email_target AS other JOIN email_target AS kept ON kept.target = other.target AND kept.rank = 1
  WHERE other.rank > 1;
--> statement-breakpoint
UPDATE "auth_user" SET "email" = t.target, "updated_at" = now()
  FROM email_target AS t WHERE "auth_user"."id" = t.id AND t.rank = 1 AND t.email <> t.target;
--> statement-breakpoint
-- The product's copy follows the account's (only where it was the same address, unnormalised).
UPDATE "app_user" SET "email" = u."email", "updated_at" = now()
  FROM "auth_user" AS u
  WHERE "app_user"."uid" = u."id" AND "app_user"."email" <> u."email"
    AND pg_temp.normalised_email("app_user"."email") = u."email";
--> statement-breakpoint
-- Pending invites are unique per organization and address: look-alike ones keep theirs (their
-- links still work); the rest, and every invite no longer pending, are normalised.
CREATE TEMPORARY TABLE invitation_target AS
  SELECT id, email, status, target, row_number() OVER (
    PARTITION BY organization_id, status = 'pending', target ORDER BY (email = target) DESC, created_at, id
  ) AS rank
  FROM (SELECT id, email, status, organization_id, created_at, pg_temp.normalised_email(email) AS target FROM invitation) AS normalised;
--> statement-breakpoint
UPDATE "invitation" SET "email" = t.target
  FROM invitation_target AS t
  WHERE "invitation"."id" = t.id AND t.email <> t.target AND (t.rank = 1 OR t.status <> 'pending');
--> statement-breakpoint
DROP TABLE email_target, invitation_target;
--> statement-breakpoint
DROP FUNCTION pg_temp.normalised_email(text);
