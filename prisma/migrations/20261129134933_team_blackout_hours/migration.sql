-- CreateTable
CREATE TABLE "team_blackout_hours" (
    "id" SERIAL NOT NULL,
    "team_id" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "from_minute" INTEGER,
    "until_minute" INTEGER,

    CONSTRAINT "team_blackout_hours_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "team_blackout_hours_team_id_idx" ON "team_blackout_hours"("team_id");

-- AddForeignKey
ALTER TABLE "team_blackout_hours" ADD CONSTRAINT "team_blackout_hours_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;
