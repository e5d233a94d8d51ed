-- A referee calendar link covers every season (decision 0176): calendar_feeds rows of kind
-- referee have no season, and the kinds of a season (team, family, coach) always have one.
ALTER TABLE "calendar_feeds" ALTER COLUMN "season_id" DROP NOT NULL;
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_kind_check";
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_kind_check" CHECK (
  ("kind" IN ('team', 'family', 'coach') AND "season_id" IS NOT NULL) OR ("kind" = 'referee' AND "season_id" IS NULL)
);

-- One working link per referee: a new link withdraws the old one in the same transaction.
CREATE UNIQUE INDEX "calendar_feeds_one_live_referee_link" ON "calendar_feeds" ("subject") WHERE "kind" = 'referee' AND "revoked_at" IS NULL;
