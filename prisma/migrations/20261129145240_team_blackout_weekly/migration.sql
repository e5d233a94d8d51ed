-- CreateTable
CREATE TABLE "team_blackout_weekly" (
    "id" SERIAL NOT NULL,
    "team_id" INTEGER NOT NULL,
    "weekday" VARCHAR(3) NOT NULL,
    "from_minute" INTEGER,
    "until_minute" INTEGER,

    CONSTRAINT "team_blackout_weekly_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "team_blackout_weekly_team_id_idx" ON "team_blackout_weekly"("team_id");

-- AddForeignKey
ALTER TABLE "team_blackout_weekly" ADD CONSTRAINT "team_blackout_weekly_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;
