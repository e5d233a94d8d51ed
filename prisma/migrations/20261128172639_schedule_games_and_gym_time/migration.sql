-- CreateTable
CREATE TABLE "venues" (
    "id" SERIAL NOT NULL,
    "league_id" INTEGER NOT NULL,
    "season_id" INTEGER NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "address" VARCHAR(300) NOT NULL DEFAULT '',
    "courts" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "venues_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gym_slots" (
    "id" SERIAL NOT NULL,
    "league_id" INTEGER NOT NULL,
    "season_id" INTEGER NOT NULL,
    "venue_id" INTEGER NOT NULL,
    "court" VARCHAR(40) NOT NULL,
    "date" DATE NOT NULL,
    "start_minute" INTEGER NOT NULL,
    "end_minute" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "gym_slots_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "schedule_games" (
    "id" SERIAL NOT NULL,
    "league_id" INTEGER NOT NULL,
    "season_id" INTEGER NOT NULL,
    "division_id" INTEGER NOT NULL,
    "home_team_id" INTEGER NOT NULL,
    "away_team_id" INTEGER NOT NULL,
    "venue_id" INTEGER NOT NULL,
    "court" VARCHAR(40) NOT NULL,
    "date" DATE NOT NULL,
    "start_minute" INTEGER NOT NULL,
    "end_minute" INTEGER NOT NULL,
    "status" VARCHAR(16) NOT NULL DEFAULT 'draft',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "schedule_games_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "schedule_versions" (
    "id" SERIAL NOT NULL,
    "league_id" INTEGER NOT NULL,
    "season_id" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_id" INTEGER,
    "snapshot" JSONB NOT NULL,
    "families_notified" INTEGER NOT NULL DEFAULT 0,
    "coaches_notified" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "schedule_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "calendar_feeds" (
    "id" SERIAL NOT NULL,
    "league_id" INTEGER NOT NULL,
    "season_id" INTEGER NOT NULL,
    "kind" VARCHAR(16) NOT NULL,
    "subject" VARCHAR(254) NOT NULL,
    "token" VARCHAR(64) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMP(3),

    CONSTRAINT "calendar_feeds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "schedule_settings" (
    "division_id" INTEGER NOT NULL,
    "league_id" INTEGER NOT NULL,
    "games_per_team" INTEGER NOT NULL,
    "game_minutes" INTEGER NOT NULL,
    "changeover_minutes" INTEGER NOT NULL,
    "earliest_start" INTEGER,
    "latest_start" INTEGER,
    "games_per_week" INTEGER NOT NULL,
    "family_rule" VARCHAR(8) NOT NULL DEFAULT 'hard',
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "schedule_settings_pkey" PRIMARY KEY ("division_id")
);

-- CreateIndex
CREATE INDEX "venues_league_id_idx" ON "venues"("league_id");

-- CreateIndex
CREATE UNIQUE INDEX "venues_season_id_name_key" ON "venues"("season_id", "name");

-- CreateIndex
CREATE INDEX "gym_slots_season_id_date_idx" ON "gym_slots"("season_id", "date");

-- CreateIndex
CREATE INDEX "gym_slots_venue_id_idx" ON "gym_slots"("venue_id");

-- CreateIndex
CREATE INDEX "gym_slots_league_id_idx" ON "gym_slots"("league_id");

-- CreateIndex
CREATE INDEX "schedule_games_season_id_date_idx" ON "schedule_games"("season_id", "date");

-- CreateIndex
CREATE INDEX "schedule_games_division_id_idx" ON "schedule_games"("division_id");

-- CreateIndex
CREATE INDEX "schedule_games_home_team_id_idx" ON "schedule_games"("home_team_id");

-- CreateIndex
CREATE INDEX "schedule_games_away_team_id_idx" ON "schedule_games"("away_team_id");

-- CreateIndex
CREATE INDEX "schedule_games_venue_id_idx" ON "schedule_games"("venue_id");

-- CreateIndex
CREATE INDEX "schedule_games_league_id_idx" ON "schedule_games"("league_id");

-- CreateIndex
CREATE INDEX "schedule_versions_league_id_idx" ON "schedule_versions"("league_id");

-- CreateIndex
CREATE INDEX "schedule_versions_actor_id_idx" ON "schedule_versions"("actor_id");

-- CreateIndex
CREATE UNIQUE INDEX "schedule_versions_season_id_version_key" ON "schedule_versions"("season_id", "version");

-- CreateIndex
CREATE UNIQUE INDEX "calendar_feeds_token_key" ON "calendar_feeds"("token");

-- CreateIndex
CREATE INDEX "calendar_feeds_season_id_kind_subject_idx" ON "calendar_feeds"("season_id", "kind", "subject");

-- CreateIndex
CREATE INDEX "calendar_feeds_league_id_idx" ON "calendar_feeds"("league_id");

-- CreateIndex
CREATE INDEX "schedule_settings_league_id_idx" ON "schedule_settings"("league_id");

-- AddForeignKey
ALTER TABLE "venues" ADD CONSTRAINT "venues_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "venues" ADD CONSTRAINT "venues_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "seasons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gym_slots" ADD CONSTRAINT "gym_slots_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gym_slots" ADD CONSTRAINT "gym_slots_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "seasons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gym_slots" ADD CONSTRAINT "gym_slots_venue_id_fkey" FOREIGN KEY ("venue_id") REFERENCES "venues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedule_games" ADD CONSTRAINT "schedule_games_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedule_games" ADD CONSTRAINT "schedule_games_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "seasons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedule_games" ADD CONSTRAINT "schedule_games_division_id_fkey" FOREIGN KEY ("division_id") REFERENCES "divisions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedule_games" ADD CONSTRAINT "schedule_games_home_team_id_fkey" FOREIGN KEY ("home_team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedule_games" ADD CONSTRAINT "schedule_games_away_team_id_fkey" FOREIGN KEY ("away_team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedule_games" ADD CONSTRAINT "schedule_games_venue_id_fkey" FOREIGN KEY ("venue_id") REFERENCES "venues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedule_versions" ADD CONSTRAINT "schedule_versions_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedule_versions" ADD CONSTRAINT "schedule_versions_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "seasons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedule_versions" ADD CONSTRAINT "schedule_versions_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "seasons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedule_settings" ADD CONSTRAINT "schedule_settings_division_id_fkey" FOREIGN KEY ("division_id") REFERENCES "divisions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedule_settings" ADD CONSTRAINT "schedule_settings_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Checks Prisma's schema language cannot express (issue 40).
ALTER TABLE "gym_slots" ADD CONSTRAINT "gym_slots_times_check" CHECK ("start_minute" >= 0 AND "end_minute" <= 1440 AND "start_minute" < "end_minute");
ALTER TABLE "schedule_games" ADD CONSTRAINT "schedule_games_status_check" CHECK ("status" IN ('draft', 'published'));
ALTER TABLE "schedule_games" ADD CONSTRAINT "schedule_games_times_check" CHECK ("start_minute" >= 0 AND "end_minute" <= 1440 AND "start_minute" < "end_minute");
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_kind_check" CHECK ("kind" IN ('team', 'family', 'coach'));
