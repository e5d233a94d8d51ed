-- AlterTable
ALTER TABLE "player_skill_ratings" ADD COLUMN     "source_entry_id" INTEGER;

-- CreateTable
CREATE TABLE "rating_entries" (
    "id" SERIAL NOT NULL,
    "league_id" INTEGER NOT NULL,
    "player_id" INTEGER NOT NULL,
    "skill_id" INTEGER NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "origin_kind" VARCHAR(20) NOT NULL,
    "rating" DOUBLE PRECISION NOT NULL,
    "original_value" DOUBLE PRECISION NOT NULL,
    "scale_min" DOUBLE PRECISION NOT NULL,
    "scale_max" DOUBLE PRECISION NOT NULL,
    "low_is_best" BOOLEAN NOT NULL DEFAULT false,
    "rater_name" VARCHAR(120),
    "rated_on" DATE NOT NULL,
    "label" VARCHAR(250) NOT NULL,
    "age_then" INTEGER,
    "comment" TEXT NOT NULL DEFAULT '',
    "standardised" BOOLEAN NOT NULL DEFAULT false,
    "derived_from_id" INTEGER,
    "coach_link_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rating_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rating_scales" (
    "id" SERIAL NOT NULL,
    "division_id" INTEGER NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "scale_min" DOUBLE PRECISION NOT NULL,
    "scale_max" DOUBLE PRECISION NOT NULL,
    "low_is_best" BOOLEAN NOT NULL DEFAULT false,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rating_scales_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "coach_links" (
    "id" SERIAL NOT NULL,
    "league_id" INTEGER NOT NULL,
    "division_id" INTEGER NOT NULL,
    "team_id" INTEGER NOT NULL,
    "coach_name" VARCHAR(120) NOT NULL,
    "token_hash" VARCHAR(64) NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "revoked_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "coach_links_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "rating_entries_player_id_skill_id_idx" ON "rating_entries"("player_id", "skill_id");

-- CreateIndex
CREATE INDEX "rating_entries_skill_id_idx" ON "rating_entries"("skill_id");

-- CreateIndex
CREATE INDEX "rating_entries_league_id_idx" ON "rating_entries"("league_id");

-- CreateIndex
CREATE INDEX "rating_entries_coach_link_id_idx" ON "rating_entries"("coach_link_id");

-- CreateIndex
CREATE UNIQUE INDEX "rating_scales_division_id_kind_key" ON "rating_scales"("division_id", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "coach_links_token_hash_key" ON "coach_links"("token_hash");

-- CreateIndex
CREATE INDEX "coach_links_division_id_idx" ON "coach_links"("division_id");

-- AddForeignKey
ALTER TABLE "player_skill_ratings" ADD CONSTRAINT "player_skill_ratings_source_entry_id_fkey" FOREIGN KEY ("source_entry_id") REFERENCES "rating_entries"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rating_entries" ADD CONSTRAINT "rating_entries_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rating_entries" ADD CONSTRAINT "rating_entries_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rating_entries" ADD CONSTRAINT "rating_entries_skill_id_fkey" FOREIGN KEY ("skill_id") REFERENCES "skills"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rating_entries" ADD CONSTRAINT "rating_entries_derived_from_id_fkey" FOREIGN KEY ("derived_from_id") REFERENCES "rating_entries"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rating_entries" ADD CONSTRAINT "rating_entries_coach_link_id_fkey" FOREIGN KEY ("coach_link_id") REFERENCES "coach_links"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rating_scales" ADD CONSTRAINT "rating_scales_division_id_fkey" FOREIGN KEY ("division_id") REFERENCES "divisions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coach_links" ADD CONSTRAINT "coach_links_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coach_links" ADD CONSTRAINT "coach_links_division_id_fkey" FOREIGN KEY ("division_id") REFERENCES "divisions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coach_links" ADD CONSTRAINT "coach_links_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;
