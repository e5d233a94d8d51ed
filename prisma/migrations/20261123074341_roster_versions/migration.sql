-- CreateTable
CREATE TABLE "roster_versions" (
    "id" SERIAL NOT NULL,
    "division_id" INTEGER NOT NULL,
    "league_id" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_id" INTEGER,
    "kind" VARCHAR(32) NOT NULL,
    "summary" VARCHAR(500) NOT NULL,
    "assignment" JSONB NOT NULL,

    CONSTRAINT "roster_versions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "roster_versions_league_id_idx" ON "roster_versions"("league_id");

-- CreateIndex
CREATE INDEX "roster_versions_actor_id_idx" ON "roster_versions"("actor_id");

-- CreateIndex
CREATE UNIQUE INDEX "roster_versions_division_id_version_key" ON "roster_versions"("division_id", "version");

-- AddForeignKey
ALTER TABLE "roster_versions" ADD CONSTRAINT "roster_versions_division_id_fkey" FOREIGN KEY ("division_id") REFERENCES "divisions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "roster_versions" ADD CONSTRAINT "roster_versions_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "roster_versions" ADD CONSTRAINT "roster_versions_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
