-- AlterTable
ALTER TABLE "leagues" ADD COLUMN     "time_zone" VARCHAR(64);
