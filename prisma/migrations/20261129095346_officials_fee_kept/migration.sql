-- AlterTable
ALTER TABLE "official_assignments" ADD COLUMN     "fee_cents" INTEGER;
