-- People across seasons (decision 0039), written by hand: no schema change.
-- A participant made for a player that had neither a date of birth nor a registration id can
-- never be matched again (matching needs one of them), so when its last registration goes (a
-- division deleted, teams saved again with replace) and it has no household, it is removed.
-- It holds nothing its registrations did not: otherwise every save of a file without dates of
-- birth would leave one more nameless copy of each player behind.
-- The body is an E-string with each semicolon written as \073 (see the previous migration).
CREATE FUNCTION people_forget_empty_participant() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  DELETE FROM participants pa
  WHERE pa.id = OLD.participant_id
    AND pa.date_of_birth IS NULL AND pa.registration_id IS NULL AND pa.household_id IS NULL
    AND NOT EXISTS (SELECT 1 FROM players p WHERE p.participant_id = pa.id)\073
  RETURN NULL\073
END
';

CREATE TRIGGER players_forget_empty_participant AFTER DELETE ON "players"
FOR EACH ROW WHEN (OLD.participant_id IS NOT NULL) EXECUTE FUNCTION people_forget_empty_participant();
