import { Alert, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { PublicationStatusDto } from '@league/contract';
import { pluralize } from '@/lib/format';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** What publishing now would change since the last publication, and who would be told. */
export function PublicationChanges({ status }: { status: PublicationStatusDto }) {
  const nothing = status.moves.length === 0 && status.team_changes.length === 0;
  return (
    <>
      <Typography>
        {status.last
          ? `Last published ${when(status.last.published_at)} (publication ${status.last.version}${status.last.by ? `, by ${status.last.by}` : ''}).`
          : 'Not published yet: coaches and families have not been told anything.'}
      </Typography>
      {nothing ? (
        <Typography color="text.secondary">Nothing has changed since the last publication. Publishing again would tell nobody.</Typography>
      ) : (
        <>
          <Typography>
            Publishing now will email {pluralize(status.families_to_notify, 'family', 'families')} and {pluralize(status.coaches_to_notify, 'coach', 'coaches')}. Families whose
            children did not move are not emailed.
          </Typography>
          {status.families_without_email > 0 && (
            <Alert severity="warning">{pluralize(status.families_without_email, 'family', 'families')} concerned by these changes have no email address, so they will not be told.</Alert>
          )}
          {status.teams_without_coach_email > 0 && (
            <Alert severity="warning">
              {pluralize(status.teams_without_coach_email, 'team')} concerned have no coach email; add it with Edit Team on View Teams so the coach gets the roster.
            </Alert>
          )}
          {status.moves.length > 0 && (
            <>
              <Typography component="h3" variant="subtitle1">
                {status.last ? 'Moved since the last publication' : 'Placed on a team'} ({status.moves.length})
              </Typography>
              <List dense aria-label="Players placed or moved">
                {status.moves.map((move) => (
                  <ListItem key={move.player_id} disableGutters>
                    <ListItemText primary={move.player_name} secondary={`${move.from_team_name ?? 'No team'} → ${move.to_team_name ?? 'No team'}`} />
                  </ListItem>
                ))}
              </List>
            </>
          )}
          {status.team_changes.length > 0 && (
            <>
              <Typography component="h3" variant="subtitle1">
                Coaches to tell ({status.team_changes.length})
              </Typography>
              <List dense aria-label="Teams whose coach will be told">
                {status.team_changes.map((team) => (
                  <ListItem key={team.team_id} disableGutters>
                    <ListItemText primary={team.team_name} secondary={team.change} />
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </>
      )}
    </>
  );
}
