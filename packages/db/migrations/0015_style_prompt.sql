ALTER TABLE "style" ADD COLUMN "prompt" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Installed catalogues get the seed's prompts; a style staff made keeps '' until edited.
UPDATE "style" SET "prompt" = 'wearing a dark suit jacket, on a mid-grey seamless studio backdrop with a soft vignette, soft key light from the side' WHERE "id" = 'studio-grey' AND "prompt" = '';
--> statement-breakpoint
UPDATE "style" SET "prompt" = 'wearing smart business attire, on a clean bright white backdrop, even soft light' WHERE "id" = 'office-white' AND "prompt" = '';
--> statement-breakpoint
UPDATE "style" SET "prompt" = 'wearing a tailored navy suit, on a deep navy gradient backdrop, executive portrait lighting' WHERE "id" = 'navy-executive' AND "prompt" = '';
--> statement-breakpoint
UPDATE "style" SET "prompt" = 'wearing a light knit sweater, on a warm beige backdrop, soft warm window light, friendly expression' WHERE "id" = 'warm-beige' AND "prompt" = '';
--> statement-breakpoint
UPDATE "style" SET "prompt" = 'wearing a black blazer, on a dark charcoal backdrop, dramatic editorial side light' WHERE "id" = 'charcoal' AND "prompt" = '';
--> statement-breakpoint
UPDATE "style" SET "prompt" = 'wearing a crisp white shirt, on a calm teal backdrop, bright even light' WHERE "id" = 'teal-brand' AND "prompt" = '';
--> statement-breakpoint
UPDATE "style" SET "prompt" = 'wearing a light blue shirt, on a light sky-blue backdrop, fresh airy light' WHERE "id" = 'sky-blue' AND "prompt" = '';
--> statement-breakpoint
UPDATE "style" SET "prompt" = 'wearing a neutral linen jacket, on a muted forest green backdrop, natural soft light' WHERE "id" = 'forest-green' AND "prompt" = '';
