-- AlterTable
ALTER TABLE "divisions" ADD COLUMN     "households_as_groups" BOOLEAN NOT NULL DEFAULT true;
