-- CreateTable
CREATE TABLE "division_officials" (
    "id" SERIAL NOT NULL,
    "league_id" INTEGER NOT NULL,
    "division_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "role" VARCHAR(40) NOT NULL,
    "min_level_id" INTEGER NOT NULL,
    "youth_allowed" BOOLEAN NOT NULL DEFAULT false,
    "fee_cents" INTEGER NOT NULL,

    CONSTRAINT "division_officials_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "referee_children" (
    "referee_id" INTEGER NOT NULL,
    "player_id" INTEGER NOT NULL,

    CONSTRAINT "referee_children_pkey" PRIMARY KEY ("referee_id","player_id")
);

-- CreateTable
CREATE TABLE "referee_teams" (
    "referee_id" INTEGER NOT NULL,
    "team_id" INTEGER NOT NULL,

    CONSTRAINT "referee_teams_pkey" PRIMARY KEY ("referee_id","team_id")
);

-- CreateTable
CREATE TABLE "referee_availabilities" (
    "user_id" INTEGER NOT NULL,
    "league_id" INTEGER NOT NULL,
    "weekly" JSONB NOT NULL DEFAULT '[]',
    "dates_off" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "max_games_per_day" INTEGER,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "referee_availabilities_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "official_assignments" (
    "id" SERIAL NOT NULL,
    "league_id" INTEGER NOT NULL,
    "game_id" INTEGER NOT NULL,
    "referee_id" INTEGER NOT NULL,
    "role" VARCHAR(40) NOT NULL,
    "status" VARCHAR(16) NOT NULL DEFAULT 'proposed',
    "reason" VARCHAR(500),
    "published_by_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "official_assignments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "division_officials_league_id_idx" ON "division_officials"("league_id");
CREATE INDEX "division_officials_min_level_id_idx" ON "division_officials"("min_level_id");
CREATE UNIQUE INDEX "division_officials_division_id_role_key" ON "division_officials"("division_id", "role");
CREATE INDEX "referee_children_player_id_idx" ON "referee_children"("player_id");
CREATE INDEX "referee_teams_team_id_idx" ON "referee_teams"("team_id");
CREATE INDEX "referee_availabilities_league_id_idx" ON "referee_availabilities"("league_id");
CREATE INDEX "official_assignments_game_id_idx" ON "official_assignments"("game_id");
CREATE INDEX "official_assignments_referee_id_idx" ON "official_assignments"("referee_id");
CREATE INDEX "official_assignments_league_id_idx" ON "official_assignments"("league_id");
-- One official per game and role at a time, declined assignments stay as history (decision 0166).
CREATE UNIQUE INDEX "official_assignments_one_per_slot" ON "official_assignments" ("game_id", "role") WHERE "status" <> 'declined';

-- AddForeignKey
ALTER TABLE "division_officials" ADD CONSTRAINT "division_officials_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "division_officials" ADD CONSTRAINT "division_officials_division_id_fkey" FOREIGN KEY ("division_id") REFERENCES "divisions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "division_officials" ADD CONSTRAINT "division_officials_min_level_id_fkey" FOREIGN KEY ("min_level_id") REFERENCES "certification_levels"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "referee_children" ADD CONSTRAINT "referee_children_referee_id_fkey" FOREIGN KEY ("referee_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "referee_children" ADD CONSTRAINT "referee_children_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "referee_teams" ADD CONSTRAINT "referee_teams_referee_id_fkey" FOREIGN KEY ("referee_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "referee_teams" ADD CONSTRAINT "referee_teams_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "referee_availabilities" ADD CONSTRAINT "referee_availabilities_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "referee_availabilities" ADD CONSTRAINT "referee_availabilities_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "official_assignments" ADD CONSTRAINT "official_assignments_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "official_assignments" ADD CONSTRAINT "official_assignments_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "schedule_games"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "official_assignments" ADD CONSTRAINT "official_assignments_referee_id_fkey" FOREIGN KEY ("referee_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
