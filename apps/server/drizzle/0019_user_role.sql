ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'operator' NOT NULL;--> statement-breakpoint
-- Before roles every signed-in user could do everything on their own and granted ships: keep exactly that.
UPDATE "users" SET "role" = 'ship_admin';
