-- AlterTable
ALTER TABLE "evaluation_access_codes" ADD COLUMN     "code" VARCHAR(9);
