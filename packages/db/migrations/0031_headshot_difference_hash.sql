-- Issue 15: each output keeps its difference hash, so a resumed job or an upsell compares
-- photos without reading every stored image again (older rows stay null and are hashed
-- from their image when needed).
ALTER TABLE "headshot" ADD COLUMN "difference_hash" text;