-- Issue 40 (decision 0184): a team keeps its blackout dates, a division the weeks it plays,
-- a season the minutes to drive between two of its venues and a default for the rest.

-- AlterTable
ALTER TABLE "seasons" ADD COLUMN     "default_travel_minutes" INTEGER NOT NULL DEFAULT 20;

-- AlterTable
ALTER TABLE "teams" ADD COLUMN     "blackout_dates" DATE[] DEFAULT ARRAY[]::DATE[];

-- AlterTable
ALTER TABLE "schedule_settings" ADD COLUMN     "weeks" DATE[] DEFAULT ARRAY[]::DATE[];

-- CreateTable
CREATE TABLE "venue_travel" (
    "season_id" INTEGER NOT NULL,
    "from_venue_id" INTEGER NOT NULL,
    "to_venue_id" INTEGER NOT NULL,
    "minutes" INTEGER NOT NULL,

    CONSTRAINT "venue_travel_pkey" PRIMARY KEY ("from_venue_id","to_venue_id"),
    -- One row per pair of venues, either way: the lower venue id first.
    CONSTRAINT "venue_travel_pair_order" CHECK ("from_venue_id" < "to_venue_id"),
    CONSTRAINT "venue_travel_minutes_range" CHECK ("minutes" >= 0)
);

-- CreateIndex
CREATE INDEX "venue_travel_season_id_idx" ON "venue_travel"("season_id");

-- AddForeignKey
ALTER TABLE "venue_travel" ADD CONSTRAINT "venue_travel_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "seasons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "venue_travel" ADD CONSTRAINT "venue_travel_from_venue_id_fkey" FOREIGN KEY ("from_venue_id") REFERENCES "venues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "venue_travel" ADD CONSTRAINT "venue_travel_to_venue_id_fkey" FOREIGN KEY ("to_venue_id") REFERENCES "venues"("id") ON DELETE CASCADE ON UPDATE CASCADE;
