-- CreateEnum
CREATE TYPE "QuestionStatus" AS ENUM ('draft', 'approved');

-- CreateEnum
CREATE TYPE "QuestionDifficulty" AS ENUM ('easy', 'medium', 'hard');

-- CreateEnum
CREATE TYPE "QuestionSource" AS ENUM ('manual', 'ai', 'import');

-- CreateEnum
CREATE TYPE "FlagStatus" AS ENUM ('open', 'resolved', 'dismissed');

-- AlterTable
ALTER TABLE "quizzes" ADD COLUMN     "draw_rules" JSONB,
ADD COLUMN     "shuffle_options" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "shuffle_questions" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "questions" ADD COLUMN     "category" VARCHAR(100) NOT NULL DEFAULT '',
ADD COLUMN     "checks" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "difficulty" "QuestionDifficulty" NOT NULL DEFAULT 'medium',
ADD COLUMN     "edition" VARCHAR(50) NOT NULL DEFAULT '',
ADD COLUMN     "league_id" INTEGER,
ADD COLUMN     "source" "QuestionSource" NOT NULL DEFAULT 'manual',
ADD COLUMN     "status" "QuestionStatus" NOT NULL DEFAULT 'approved',
ADD COLUMN     "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1,
ALTER COLUMN "quiz_id" DROP NOT NULL;

-- Hand-written: every existing question joins the bank of its quiz's league.
UPDATE "questions" q SET "league_id" = z."league_id" FROM "quizzes" z WHERE z."id" = q."quiz_id";
ALTER TABLE "questions" ALTER COLUMN "league_id" SET NOT NULL;

-- AlterTable
ALTER TABLE "attempt_questions" ADD COLUMN     "category" VARCHAR(100) NOT NULL DEFAULT '',
ADD COLUMN     "question_version" INTEGER NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "question_flags" (
    "id" SERIAL NOT NULL,
    "question_id" INTEGER NOT NULL,
    "question_version" INTEGER NOT NULL,
    "attempt_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "league_id" INTEGER NOT NULL,
    "comment" VARCHAR(1000) NOT NULL,
    "status" "FlagStatus" NOT NULL DEFAULT 'open',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolved_at" TIMESTAMP(3),
    "resolved_by_id" INTEGER,

    CONSTRAINT "question_flags_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "attempt_regrades" (
    "id" SERIAL NOT NULL,
    "attempt_id" INTEGER NOT NULL,
    "question_id" INTEGER NOT NULL,
    "question_version" INTEGER NOT NULL,
    "old_correct_answer" TEXT NOT NULL,
    "new_correct_answer" TEXT NOT NULL,
    "old_score" DOUBLE PRECISION,
    "new_score" DOUBLE PRECISION,
    "old_passed" BOOLEAN,
    "new_passed" BOOLEAN,
    "actor_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "attempt_regrades_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "question_flags_question_id_idx" ON "question_flags"("question_id");

-- CreateIndex
CREATE INDEX "question_flags_league_id_status_idx" ON "question_flags"("league_id", "status");

-- CreateIndex
CREATE INDEX "question_flags_user_id_idx" ON "question_flags"("user_id");

-- CreateIndex
CREATE INDEX "question_flags_resolved_by_id_idx" ON "question_flags"("resolved_by_id");

-- CreateIndex
CREATE UNIQUE INDEX "question_flags_attempt_id_question_id_key" ON "question_flags"("attempt_id", "question_id");

-- CreateIndex
CREATE INDEX "attempt_regrades_attempt_id_idx" ON "attempt_regrades"("attempt_id");

-- CreateIndex
CREATE INDEX "attempt_regrades_question_id_idx" ON "attempt_regrades"("question_id");

-- CreateIndex
CREATE INDEX "attempt_regrades_actor_id_idx" ON "attempt_regrades"("actor_id");

-- CreateIndex
CREATE INDEX "questions_league_id_category_idx" ON "questions"("league_id", "category");

-- CreateIndex
CREATE INDEX "questions_league_id_status_idx" ON "questions"("league_id", "status");

-- AddForeignKey
ALTER TABLE "questions" ADD CONSTRAINT "questions_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_flags" ADD CONSTRAINT "question_flags_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_flags" ADD CONSTRAINT "question_flags_attempt_id_fkey" FOREIGN KEY ("attempt_id") REFERENCES "quiz_attempts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_flags" ADD CONSTRAINT "question_flags_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_flags" ADD CONSTRAINT "question_flags_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_flags" ADD CONSTRAINT "question_flags_resolved_by_id_fkey" FOREIGN KEY ("resolved_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attempt_regrades" ADD CONSTRAINT "attempt_regrades_attempt_id_fkey" FOREIGN KEY ("attempt_id") REFERENCES "quiz_attempts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attempt_regrades" ADD CONSTRAINT "attempt_regrades_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
