-- One active season per league (decision 0188). Where a league has several, the newest stays
-- active (latest start date, then the latest created), as the seasons list shows it first.
-- No unique index: creating an active season deactivates the others under the league's lock,
-- and test fixtures and the seed write seasons directly.
UPDATE "seasons" AS s SET "is_active" = false
WHERE s."is_active" AND EXISTS (
  SELECT 1 FROM "seasons" AS newer
  WHERE newer."league_id" = s."league_id" AND newer."is_active"
    AND (newer."start_date" > s."start_date" OR (newer."start_date" = s."start_date" AND newer."id" > s."id"))
);
