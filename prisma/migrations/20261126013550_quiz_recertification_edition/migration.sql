-- AlterTable
ALTER TABLE "quizzes" ADD COLUMN     "recertification_edition" VARCHAR(50);
