-- AlterTable
ALTER TABLE "teams" ADD COLUMN     "coach_email" VARCHAR(254),
ADD COLUMN     "coach_phone" VARCHAR(32),
ADD COLUMN     "practice_details" VARCHAR(1000) NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "roster_publications" (
    "id" SERIAL NOT NULL,
    "division_id" INTEGER NOT NULL,
    "league_id" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "roster_version" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_id" INTEGER,
    "snapshot" JSONB NOT NULL,
    "families_notified" INTEGER NOT NULL DEFAULT 0,
    "coaches_notified" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "roster_publications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "coach_roster_links" (
    "id" SERIAL NOT NULL,
    "key_hash" CHAR(64) NOT NULL,
    "team_id" INTEGER NOT NULL,
    "league_id" INTEGER NOT NULL,
    "coach_email" VARCHAR(254) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "revoked_at" TIMESTAMP(3),

    CONSTRAINT "coach_roster_links_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_messages" (
    "id" SERIAL NOT NULL,
    "league_id" INTEGER NOT NULL,
    "topic" VARCHAR(64) NOT NULL,
    "kind" VARCHAR(40) NOT NULL,
    "recipient_name" VARCHAR(200) NOT NULL DEFAULT '',
    "recipients" TEXT[],
    "subject" VARCHAR(300) NOT NULL,
    "body" TEXT NOT NULL,
    "dedupe_key" VARCHAR(200) NOT NULL,
    "status" VARCHAR(16) NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" VARCHAR(1000),
    "next_attempt_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "queued_at" TIMESTAMP(3),
    "claimed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMP(3),

    CONSTRAINT "outbox_messages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "roster_publications_league_id_idx" ON "roster_publications"("league_id");

-- CreateIndex
CREATE INDEX "roster_publications_actor_id_idx" ON "roster_publications"("actor_id");

-- CreateIndex
CREATE UNIQUE INDEX "roster_publications_division_id_version_key" ON "roster_publications"("division_id", "version");

-- CreateIndex
CREATE UNIQUE INDEX "coach_roster_links_key_hash_key" ON "coach_roster_links"("key_hash");

-- CreateIndex
CREATE INDEX "coach_roster_links_team_id_idx" ON "coach_roster_links"("team_id");

-- CreateIndex
CREATE INDEX "coach_roster_links_league_id_idx" ON "coach_roster_links"("league_id");

-- CreateIndex
CREATE UNIQUE INDEX "outbox_messages_dedupe_key_key" ON "outbox_messages"("dedupe_key");

-- CreateIndex
CREATE INDEX "outbox_messages_league_id_topic_idx" ON "outbox_messages"("league_id", "topic");

-- CreateIndex
CREATE INDEX "outbox_messages_status_next_attempt_at_idx" ON "outbox_messages"("status", "next_attempt_at");

-- AddForeignKey
ALTER TABLE "roster_publications" ADD CONSTRAINT "roster_publications_division_id_fkey" FOREIGN KEY ("division_id") REFERENCES "divisions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "roster_publications" ADD CONSTRAINT "roster_publications_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "roster_publications" ADD CONSTRAINT "roster_publications_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coach_roster_links" ADD CONSTRAINT "coach_roster_links_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coach_roster_links" ADD CONSTRAINT "coach_roster_links_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;
