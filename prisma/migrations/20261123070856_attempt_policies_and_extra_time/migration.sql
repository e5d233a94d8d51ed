-- CreateEnum
CREATE TYPE "ScorePolicy" AS ENUM ('best', 'last');

-- CreateEnum
CREATE TYPE "ReviewPolicy" AS ENUM ('after_submit', 'after_close', 'never');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "extra_time_percent" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "quizzes" ADD COLUMN     "cooldown_hours" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "max_attempts" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "review" "ReviewPolicy" NOT NULL DEFAULT 'after_submit',
ADD COLUMN     "score_policy" "ScorePolicy" NOT NULL DEFAULT 'best',
ADD COLUMN     "stop_after_pass" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "quiz_attempts" ADD COLUMN     "extra_time_percent" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "time_limit_minutes" DOUBLE PRECISION;

-- CreateTable
CREATE TABLE "quiz_attempt_grants" (
    "id" SERIAL NOT NULL,
    "quiz_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "extra_attempts" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "quiz_attempt_grants_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "quiz_attempt_grants_user_id_idx" ON "quiz_attempt_grants"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "quiz_attempt_grants_quiz_id_user_id_key" ON "quiz_attempt_grants"("quiz_id", "user_id");

-- AddForeignKey
ALTER TABLE "quiz_attempt_grants" ADD CONSTRAINT "quiz_attempt_grants_quiz_id_fkey" FOREIGN KEY ("quiz_id") REFERENCES "quizzes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quiz_attempt_grants" ADD CONSTRAINT "quiz_attempt_grants_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
