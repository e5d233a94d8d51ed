-- CreateTable
CREATE TABLE "certification_levels" (
    "id" SERIAL NOT NULL,
    "league_id" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "edition" VARCHAR(50) NOT NULL DEFAULT '',
    "requirements" JSONB NOT NULL DEFAULT '[]',
    "validity_days" INTEGER,
    "valid_until" DATE,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "certification_levels_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "clinic_attendances" (
    "id" SERIAL NOT NULL,
    "level_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "attended_on" DATE NOT NULL,
    "marked_by_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "clinic_attendances_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "certificates" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(40) NOT NULL,
    "league_id" INTEGER NOT NULL,
    "level_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "valid_from" DATE NOT NULL,
    "valid_until" DATE NOT NULL,
    "revoked_at" TIMESTAMP(3),
    "revoke_reason" TEXT,
    "issued_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "certificates_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "certification_levels_league_id_name_key" ON "certification_levels"("league_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "clinic_attendances_level_id_user_id_key" ON "clinic_attendances"("level_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates"("code");

-- CreateIndex
CREATE INDEX "certificates_level_id_user_id_idx" ON "certificates"("level_id", "user_id");

-- CreateIndex
CREATE INDEX "certificates_league_id_level_id_idx" ON "certificates"("league_id", "level_id");

-- AddForeignKey
ALTER TABLE "certification_levels" ADD CONSTRAINT "certification_levels_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "clinic_attendances" ADD CONSTRAINT "clinic_attendances_level_id_fkey" FOREIGN KEY ("level_id") REFERENCES "certification_levels"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "clinic_attendances" ADD CONSTRAINT "clinic_attendances_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_level_id_fkey" FOREIGN KEY ("level_id") REFERENCES "certification_levels"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
