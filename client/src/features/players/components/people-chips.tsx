import { Chip } from '@mui/material';
import type { PlayerPeopleDto } from '@league/contract';

const order = { order: { xs: 5, sm: 0 } } as const;

/** Who the player is across seasons: returning or new, family here, a missing rating (decision 0047). */
export function PeopleChips({ people }: { people: PlayerPeopleDto | undefined }) {
  if (!people) return null;
  const siblings = people.household && people.household.registered_here >= 2 ? people.household : null;
  return (
    <>
      <Chip size="small" variant="outlined" color={people.returning ? 'success' : 'default'} sx={order} label={people.returning ? `Returning, ${people.seasons_played} seasons` : 'New'} />
      {siblings && <Chip size="small" variant="outlined" sx={order} label={`Family: ${siblings.name} (${siblings.registered_here} here)`} />}
      {people.missing_ratings && <Chip size="small" variant="outlined" color="warning" sx={order} label="Missing a rating" />}
    </>
  );
}
