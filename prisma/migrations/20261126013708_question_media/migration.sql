-- CreateEnum
CREATE TYPE "MediaKind" AS ENUM ('image', 'audio', 'video');

-- CreateTable
CREATE TABLE "question_media" (
    "id" SERIAL NOT NULL,
    "league_id" INTEGER NOT NULL,
    "question_id" INTEGER,
    "kind" "MediaKind" NOT NULL,
    "mime" VARCHAR(100) NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" CHAR(64) NOT NULL,
    "alt_text" VARCHAR(500) NOT NULL DEFAULT '',
    "original_name" VARCHAR(255) NOT NULL DEFAULT '',
    "url_key" CHAR(64) NOT NULL,
    "data" BYTEA NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "question_media_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quiz_media_settings" (
    "league_id" INTEGER NOT NULL,
    "max_media_mb" INTEGER NOT NULL DEFAULT 50,

    CONSTRAINT "quiz_media_settings_pkey" PRIMARY KEY ("league_id")
);

-- CreateIndex
CREATE INDEX "question_media_question_id_idx" ON "question_media"("question_id");

-- CreateIndex
CREATE INDEX "question_media_league_id_idx" ON "question_media"("league_id");

-- AddForeignKey
ALTER TABLE "question_media" ADD CONSTRAINT "question_media_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_media" ADD CONSTRAINT "question_media_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quiz_media_settings" ADD CONSTRAINT "quiz_media_settings_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Decision 0080: keep files uncompressed out of line, so substring() reads only the pages of a range
-- (pictures and clips are compressed already, compressing them again would gain nothing).
ALTER TABLE "question_media" ALTER COLUMN "data" SET STORAGE EXTERNAL;
