-- AlterEnum
ALTER TYPE "QuestionType" ADD VALUE 'multiple_response';
