-- What coaches may see of each pool player: drafts opened before keep the overall skill (decision 0090).
-- AlterTable
ALTER TABLE "drafts" ADD COLUMN     "coach_figures" TEXT[] DEFAULT ARRAY['overall_skill']::TEXT[];
