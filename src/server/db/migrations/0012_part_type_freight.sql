ALTER TABLE "part_types" ADD COLUMN "freight" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "part_types" SET "freight" = true WHERE "slug" IN ('tonneau-cover', 'grille-guard', 'running-boards', 'truck-tool-box', 'sport-bar', 'tool-chest', 'engine-hoist', 'shop-press', 'transmission-jack', 'cat-back-exhaust');
