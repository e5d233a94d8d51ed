-- DropIndex
DROP INDEX "evaluation_scores_event_id_evaluator_id_player_id_skill_id__idx";

-- CreateIndex
CREATE INDEX "evaluation_scores_event_id_evaluator_id_player_id_skill_id__idx" ON "evaluation_scores"("event_id", "evaluator_id", "player_id", "skill_id", "scored_at" DESC, "id" DESC);
