-- AlterTable
ALTER TABLE "questions" ADD COLUMN     "idnumber" VARCHAR(100),
ADD COLUMN     "name" VARCHAR(255);
