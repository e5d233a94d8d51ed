-- What the assignor allows for a season's officials (decision 0178): referees taking open
-- places themselves. No row reads as nothing allowed.
-- CreateTable
CREATE TABLE "season_officials_settings" (
    "season_id" INTEGER NOT NULL,
    "league_id" INTEGER NOT NULL,
    "self_assign" BOOLEAN NOT NULL DEFAULT false,
    "set_by_id" INTEGER,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "season_officials_settings_pkey" PRIMARY KEY ("season_id")
);

-- CreateIndex
CREATE INDEX "season_officials_settings_league_id_idx" ON "season_officials_settings"("league_id");

-- AddForeignKey
ALTER TABLE "season_officials_settings" ADD CONSTRAINT "season_officials_settings_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "seasons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "season_officials_settings" ADD CONSTRAINT "season_officials_settings_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;
