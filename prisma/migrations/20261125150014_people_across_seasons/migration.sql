-- AlterTable
ALTER TABLE "players" ADD COLUMN     "participant_id" INTEGER;

-- CreateTable
CREATE TABLE "participants" (
    "id" SERIAL NOT NULL,
    "league_id" INTEGER NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "date_of_birth" DATE,
    "gender" VARCHAR(1),
    "registration_id" VARCHAR(100),
    "guardian_names" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "emails" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "phones" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "household_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "participants_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "households" (
    "id" SERIAL NOT NULL,
    "league_id" INTEGER NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "households_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "participants_league_id_date_of_birth_idx" ON "participants"("league_id", "date_of_birth");

-- CreateIndex
CREATE INDEX "participants_household_id_idx" ON "participants"("household_id");

-- CreateIndex
CREATE UNIQUE INDEX "participants_league_id_registration_id_key" ON "participants"("league_id", "registration_id");

-- CreateIndex
CREATE INDEX "households_league_id_idx" ON "households"("league_id");

-- CreateIndex
CREATE INDEX "players_participant_id_idx" ON "players"("participant_id");

-- AddForeignKey
ALTER TABLE "players" ADD CONSTRAINT "players_participant_id_fkey" FOREIGN KEY ("participant_id") REFERENCES "participants"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "participants" ADD CONSTRAINT "participants_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "participants" ADD CONSTRAINT "participants_household_id_fkey" FOREIGN KEY ("household_id") REFERENCES "households"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "households" ADD CONSTRAINT "households_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- People across seasons (decision 0039), written by hand below this line.
-- The registration system id a player row carries, if any: the import stores it as
-- additional_data.registration_id, balancing uploads keep unmapped columns under their header.
CREATE FUNCTION people_registration_id(data jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN length(v) BETWEEN 1 AND 100 THEN v END
  FROM (SELECT btrim(COALESCE(data->>'registration_id', data->>'PlayerID', data->>'Player ID', data->>'participant_id', data->>'ParticipantID')) AS v
        WHERE jsonb_typeof(data) = 'object') AS found
$$;

-- How names are compared: letter case and runs of spaces do not count (the import normaliseName).
CREATE FUNCTION people_name_key(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(regexp_replace(btrim(name), '\s+', ' ', 'g'))
$$;

CREATE FUNCTION people_gender(data jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(data) = 'object' AND upper(data->>'gender') IN ('F', 'M', 'X') THEN upper(data->>'gender') END
$$;

-- Every existing player becomes a registration of a participant: one participant per person in
-- a league, the same person being the same registration id, else the same name and date of
-- birth. A player without either stays a person of their own: nothing is merged on a guess.
ALTER TABLE "participants" ADD COLUMN "migration_key" TEXT;

WITH keyed AS (
  SELECT p.*, people_registration_id(p.additional_data) AS reg,
    CASE WHEN people_registration_id(p.additional_data) IS NOT NULL THEN 'r:' || people_registration_id(p.additional_data)
         WHEN p.date_of_birth IS NOT NULL THEN 'n:' || people_name_key(p.name) || '|' || p.date_of_birth::text
         ELSE 'p:' || p.id::text END AS person_key
  FROM players p
)
INSERT INTO "participants" ("league_id", "name", "date_of_birth", "gender", "registration_id", "emails", "migration_key", "created_at", "updated_at")
SELECT league_id,
  (array_agg(btrim(name) ORDER BY id DESC))[1],
  (array_agg(date_of_birth ORDER BY id DESC))[1],
  (array_agg(people_gender(additional_data) ORDER BY id DESC) FILTER (WHERE people_gender(additional_data) IS NOT NULL))[1],
  (array_agg(reg ORDER BY id DESC))[1],
  COALESCE(array_agg(DISTINCT btrim(email)) FILTER (WHERE btrim(email) <> ''), ARRAY[]::TEXT[]),
  person_key, min(created_at), CURRENT_TIMESTAMP
FROM keyed
GROUP BY league_id, person_key;

UPDATE "players" p SET "participant_id" = pa.id
FROM "participants" pa
WHERE pa.league_id = p.league_id
  AND pa.migration_key = CASE WHEN people_registration_id(p.additional_data) IS NOT NULL THEN 'r:' || people_registration_id(p.additional_data)
                              WHEN p.date_of_birth IS NOT NULL THEN 'n:' || people_name_key(p.name) || '|' || p.date_of_birth::text
                              ELSE 'p:' || p.id::text END;

ALTER TABLE "participants" DROP COLUMN "migration_key";

-- Players inserted by paths that do not name a participant (add player, save teams from a
-- file) get one here, by the same exact rule, so no player is ever without a participant.
-- The body is an E-string with each semicolon written as \073: the migration runner splits
-- scripts at every semicolon (adapter-pg executeScript), dollar quotes included.
CREATE FUNCTION people_attach_participant() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  reg text := people_registration_id(NEW.additional_data)\073
  found_id integer\073
  matches integer\073
BEGIN
  IF reg IS NOT NULL THEN
    INSERT INTO participants (league_id, name, date_of_birth, gender, registration_id, emails, updated_at)
    VALUES (NEW.league_id, btrim(NEW.name), NEW.date_of_birth, people_gender(NEW.additional_data), reg,
            CASE WHEN btrim(COALESCE(NEW.email, '''')) <> '''' THEN ARRAY[btrim(NEW.email)] ELSE ARRAY[]::TEXT[] END, CURRENT_TIMESTAMP)
    ON CONFLICT (league_id, registration_id) DO NOTHING
    RETURNING id INTO found_id\073
    IF found_id IS NULL THEN
      SELECT id INTO found_id FROM participants WHERE league_id = NEW.league_id AND registration_id = reg\073
    END IF\073
  ELSIF NEW.date_of_birth IS NOT NULL THEN
    -- Only a single exact match is used: two people with this name and birthday are left to the admin.
    SELECT min(id), count(*) INTO found_id, matches FROM participants
    WHERE league_id = NEW.league_id AND date_of_birth = NEW.date_of_birth AND people_name_key(name) = people_name_key(NEW.name)\073
    IF matches <> 1 THEN found_id := NULL\073 END IF\073
  END IF\073
  IF found_id IS NULL THEN
    INSERT INTO participants (league_id, name, date_of_birth, gender, emails, updated_at)
    VALUES (NEW.league_id, btrim(NEW.name), NEW.date_of_birth, people_gender(NEW.additional_data),
            CASE WHEN btrim(COALESCE(NEW.email, '''')) <> '''' THEN ARRAY[btrim(NEW.email)] ELSE ARRAY[]::TEXT[] END, CURRENT_TIMESTAMP)
    RETURNING id INTO found_id\073
  END IF\073
  NEW.participant_id := found_id\073
  RETURN NEW\073
END
';

CREATE TRIGGER players_attach_participant BEFORE INSERT ON "players"
FOR EACH ROW WHEN (NEW.participant_id IS NULL) EXECUTE FUNCTION people_attach_participant();
