-- AlterTable
ALTER TABLE "quiz_attempts" ADD COLUMN     "answers_saved_at" TIMESTAMP(3),
ADD COLUMN     "saved_answers" JSONB NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "attempt_questions" (
    "id" SERIAL NOT NULL,
    "attempt_id" INTEGER NOT NULL,
    "question_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "question_text" TEXT NOT NULL,
    "question_type" "QuestionType" NOT NULL,
    "options" JSONB NOT NULL DEFAULT '[]',
    "correct_answer" TEXT NOT NULL,
    "explanation" TEXT NOT NULL DEFAULT '',
    "rule_reference" TEXT NOT NULL DEFAULT '',
    "answer" TEXT,
    "is_correct" BOOLEAN,

    CONSTRAINT "attempt_questions_pkey" PRIMARY KEY ("id")
);

-- Backfill: every existing attempt gets the snapshot of its quiz's questions as they read now
-- (the best record there is), with the stored answers of completed attempts carried over.
INSERT INTO "attempt_questions" ("attempt_id", "question_id", "position", "question_text", "question_type",
    "options", "correct_answer", "explanation", "rule_reference", "answer", "is_correct")
SELECT a."id", q."id",
    ROW_NUMBER() OVER (PARTITION BY a."id" ORDER BY q."order", q."id"),
    q."question_text", q."question_type", q."options", q."correct_answer", q."explanation", q."rule_reference",
    NULLIF(aa."answer", ''),
    CASE WHEN a."status" = 'completed' THEN COALESCE(aa."is_correct", false) END
FROM "quiz_attempts" a
JOIN "questions" q ON q."quiz_id" = a."quiz_id"
LEFT JOIN "attempt_answers" aa ON aa."attempt_id" = a."id" AND aa."question_id" = q."id"
WHERE a."status" = 'in_progress' OR aa."id" IS NOT NULL;

-- DropForeignKey
ALTER TABLE "attempt_answers" DROP CONSTRAINT "attempt_answers_attempt_id_fkey";

-- DropForeignKey
ALTER TABLE "attempt_answers" DROP CONSTRAINT "attempt_answers_question_id_fkey";

-- DropTable
DROP TABLE "attempt_answers";

-- CreateIndex
CREATE INDEX "attempt_questions_question_id_idx" ON "attempt_questions"("question_id");

-- CreateIndex
CREATE UNIQUE INDEX "attempt_questions_attempt_id_question_id_key" ON "attempt_questions"("attempt_id", "question_id");

-- CreateIndex
CREATE UNIQUE INDEX "attempt_questions_attempt_id_position_key" ON "attempt_questions"("attempt_id", "position");

-- CreateIndex
CREATE INDEX "quiz_attempts_status_deadline_at_idx" ON "quiz_attempts"("status", "deadline_at");

-- AddForeignKey
ALTER TABLE "attempt_questions" ADD CONSTRAINT "attempt_questions_attempt_id_fkey" FOREIGN KEY ("attempt_id") REFERENCES "quiz_attempts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
