-- AlterTable
ALTER TABLE "users" ADD COLUMN     "certificate_reminders_off" BOOLEAN NOT NULL DEFAULT false;
