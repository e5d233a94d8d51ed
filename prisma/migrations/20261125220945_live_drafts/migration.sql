-- CreateTable
CREATE TABLE "drafts" (
    "id" SERIAL NOT NULL,
    "league_id" INTEGER NOT NULL,
    "division_id" INTEGER NOT NULL,
    "order_kind" VARCHAR(16) NOT NULL,
    "pick_seconds" INTEGER NOT NULL,
    "status" VARCHAR(16) NOT NULL DEFAULT 'open',
    "turn_started_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "drafts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "draft_coaches" (
    "id" SERIAL NOT NULL,
    "draft_id" INTEGER NOT NULL,
    "team_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "key_hash" CHAR(64) NOT NULL,

    CONSTRAINT "draft_coaches_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "draft_picks" (
    "id" SERIAL NOT NULL,
    "draft_id" INTEGER NOT NULL,
    "round" INTEGER NOT NULL,
    "pick_number" INTEGER NOT NULL,
    "team_id" INTEGER NOT NULL,
    "player_id" INTEGER NOT NULL,
    "auto" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "draft_picks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "drafts_division_id_idx" ON "drafts"("division_id");

-- CreateIndex
CREATE INDEX "drafts_league_id_idx" ON "drafts"("league_id");

-- CreateIndex
CREATE UNIQUE INDEX "draft_coaches_key_hash_key" ON "draft_coaches"("key_hash");

-- CreateIndex
CREATE UNIQUE INDEX "draft_coaches_draft_id_position_key" ON "draft_coaches"("draft_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "draft_coaches_draft_id_team_id_key" ON "draft_coaches"("draft_id", "team_id");

-- CreateIndex
CREATE INDEX "draft_picks_team_id_idx" ON "draft_picks"("team_id");

-- CreateIndex
CREATE INDEX "draft_picks_player_id_idx" ON "draft_picks"("player_id");

-- CreateIndex
CREATE UNIQUE INDEX "draft_picks_draft_id_player_id_key" ON "draft_picks"("draft_id", "player_id");

-- CreateIndex
CREATE UNIQUE INDEX "draft_picks_draft_id_pick_number_key" ON "draft_picks"("draft_id", "pick_number");

-- AddForeignKey
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_division_id_fkey" FOREIGN KEY ("division_id") REFERENCES "divisions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "draft_coaches" ADD CONSTRAINT "draft_coaches_draft_id_fkey" FOREIGN KEY ("draft_id") REFERENCES "drafts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "draft_coaches" ADD CONSTRAINT "draft_coaches_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_draft_id_fkey" FOREIGN KEY ("draft_id") REFERENCES "drafts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE ON UPDATE CASCADE;
