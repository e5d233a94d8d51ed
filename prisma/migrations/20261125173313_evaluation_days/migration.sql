-- CreateTable
CREATE TABLE "evaluation_events" (
    "id" SERIAL NOT NULL,
    "league_id" INTEGER NOT NULL,
    "division_id" INTEGER NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "min_evaluators" INTEGER NOT NULL DEFAULT 3,
    "scale_min" DOUBLE PRECISION NOT NULL DEFAULT 1,
    "scale_max" DOUBLE PRECISION NOT NULL DEFAULT 5,
    "scale_step" DOUBLE PRECISION NOT NULL DEFAULT 1,
    "instructions" JSONB NOT NULL DEFAULT '{}',
    "excluded_evaluator_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "last_bib" INTEGER NOT NULL DEFAULT 0,
    "finalised_at" TIMESTAMP(3),
    "finalised_method" VARCHAR(16),
    "finalised_blend_weight" DOUBLE PRECISION,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "evaluation_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "evaluation_sessions" (
    "id" SERIAL NOT NULL,
    "event_id" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "start_time" VARCHAR(5) NOT NULL,
    "gym" VARCHAR(200) NOT NULL,

    CONSTRAINT "evaluation_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "evaluation_check_ins" (
    "id" SERIAL NOT NULL,
    "event_id" INTEGER NOT NULL,
    "player_id" INTEGER NOT NULL,
    "bib" INTEGER NOT NULL,
    "walk_up" BOOLEAN NOT NULL DEFAULT false,
    "checked_in_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "evaluation_check_ins_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "evaluation_access_codes" (
    "id" SERIAL NOT NULL,
    "event_id" INTEGER NOT NULL,
    "session_id" INTEGER,
    "code_hash" VARCHAR(64) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMP(3),

    CONSTRAINT "evaluation_access_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "evaluators" (
    "id" SERIAL NOT NULL,
    "event_id" INTEGER NOT NULL,
    "access_code_id" INTEGER NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "token_hash" VARCHAR(64) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "evaluators_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "evaluation_scores" (
    "id" SERIAL NOT NULL,
    "client_id" VARCHAR(64) NOT NULL,
    "event_id" INTEGER NOT NULL,
    "evaluator_id" INTEGER NOT NULL,
    "player_id" INTEGER NOT NULL,
    "skill_id" INTEGER NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,
    "note" VARCHAR(1000) NOT NULL DEFAULT '',
    "needs_another_look" BOOLEAN NOT NULL DEFAULT false,
    "scored_at" TIMESTAMP(3) NOT NULL,
    "received_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "evaluation_scores_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "evaluation_events_league_id_idx" ON "evaluation_events"("league_id");

-- CreateIndex
CREATE INDEX "evaluation_events_division_id_idx" ON "evaluation_events"("division_id");

-- CreateIndex
CREATE INDEX "evaluation_sessions_event_id_idx" ON "evaluation_sessions"("event_id");

-- CreateIndex
CREATE UNIQUE INDEX "evaluation_check_ins_event_id_bib_key" ON "evaluation_check_ins"("event_id", "bib");

-- CreateIndex
CREATE UNIQUE INDEX "evaluation_check_ins_event_id_player_id_key" ON "evaluation_check_ins"("event_id", "player_id");

-- CreateIndex
CREATE UNIQUE INDEX "evaluation_access_codes_code_hash_key" ON "evaluation_access_codes"("code_hash");

-- CreateIndex
CREATE INDEX "evaluation_access_codes_event_id_idx" ON "evaluation_access_codes"("event_id");

-- CreateIndex
CREATE UNIQUE INDEX "evaluators_token_hash_key" ON "evaluators"("token_hash");

-- CreateIndex
CREATE INDEX "evaluators_event_id_idx" ON "evaluators"("event_id");

-- CreateIndex
CREATE UNIQUE INDEX "evaluation_scores_client_id_key" ON "evaluation_scores"("client_id");

-- CreateIndex
CREATE INDEX "evaluation_scores_event_id_evaluator_id_player_id_skill_id__idx" ON "evaluation_scores"("event_id", "evaluator_id", "player_id", "skill_id", "scored_at");

-- CreateIndex
CREATE INDEX "evaluation_scores_player_id_idx" ON "evaluation_scores"("player_id");

-- CreateIndex
CREATE INDEX "evaluation_scores_skill_id_idx" ON "evaluation_scores"("skill_id");

-- AddForeignKey
ALTER TABLE "evaluation_events" ADD CONSTRAINT "evaluation_events_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "evaluation_events" ADD CONSTRAINT "evaluation_events_division_id_fkey" FOREIGN KEY ("division_id") REFERENCES "divisions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "evaluation_sessions" ADD CONSTRAINT "evaluation_sessions_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "evaluation_events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "evaluation_check_ins" ADD CONSTRAINT "evaluation_check_ins_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "evaluation_events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "evaluation_check_ins" ADD CONSTRAINT "evaluation_check_ins_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "evaluation_access_codes" ADD CONSTRAINT "evaluation_access_codes_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "evaluation_events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "evaluation_access_codes" ADD CONSTRAINT "evaluation_access_codes_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "evaluation_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "evaluators" ADD CONSTRAINT "evaluators_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "evaluation_events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "evaluators" ADD CONSTRAINT "evaluators_access_code_id_fkey" FOREIGN KEY ("access_code_id") REFERENCES "evaluation_access_codes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "evaluation_scores" ADD CONSTRAINT "evaluation_scores_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "evaluation_events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "evaluation_scores" ADD CONSTRAINT "evaluation_scores_evaluator_id_fkey" FOREIGN KEY ("evaluator_id") REFERENCES "evaluators"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "evaluation_scores" ADD CONSTRAINT "evaluation_scores_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "evaluation_scores" ADD CONSTRAINT "evaluation_scores_skill_id_fkey" FOREIGN KEY ("skill_id") REFERENCES "skills"("id") ON DELETE CASCADE ON UPDATE CASCADE;
