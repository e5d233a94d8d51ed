-- CreateTable
CREATE TABLE "evaluation_event_divisions" (
    "event_id" INTEGER NOT NULL,
    "division_id" INTEGER NOT NULL,
    "finalised_at" TIMESTAMP(3),
    "finalised_method" VARCHAR(16),
    "finalised_blend_weight" DOUBLE PRECISION,

    CONSTRAINT "evaluation_event_divisions_pkey" PRIMARY KEY ("event_id","division_id")
);

-- CreateTable
CREATE TABLE "evaluation_note_approvals" (
    "event_id" INTEGER NOT NULL,
    "evaluator_id" INTEGER NOT NULL,
    "player_id" INTEGER NOT NULL,
    "skill_id" INTEGER NOT NULL,
    "note" VARCHAR(1000) NOT NULL,
    "approved_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "evaluation_note_approvals_pkey" PRIMARY KEY ("event_id","evaluator_id","player_id","skill_id")
);

-- CreateIndex
CREATE INDEX "evaluation_event_divisions_division_id_idx" ON "evaluation_event_divisions"("division_id");

-- AddForeignKey
ALTER TABLE "evaluation_event_divisions" ADD CONSTRAINT "evaluation_event_divisions_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "evaluation_events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "evaluation_event_divisions" ADD CONSTRAINT "evaluation_event_divisions_division_id_fkey" FOREIGN KEY ("division_id") REFERENCES "divisions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "evaluation_note_approvals" ADD CONSTRAINT "evaluation_note_approvals_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "evaluation_events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "evaluation_note_approvals" ADD CONSTRAINT "evaluation_note_approvals_evaluator_id_fkey" FOREIGN KEY ("evaluator_id") REFERENCES "evaluators"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every existing event has its one division, finalised as the event was.
INSERT INTO "evaluation_event_divisions" ("event_id", "division_id", "finalised_at", "finalised_method", "finalised_blend_weight")
SELECT "id", "division_id", "finalised_at", "finalised_method", "finalised_blend_weight" FROM "evaluation_events";
