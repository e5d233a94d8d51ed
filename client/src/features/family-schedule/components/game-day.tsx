import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import type { PublicScheduleGameDto } from '@league/contract';

/** One day's games, each with where to go: venue, court, address and a map. */
export function GameDay({ games }: { games: PublicScheduleGameDto[] }) {
  const day = games[0]!.day;
  return (
    <Stack component="section" aria-label={day} spacing={1}>
      <Typography variant="h6" component="h2">
        {day}
      </Typography>
      {games.map((game) => (
        <Card key={game.id} component="article" aria-label={`${game.start} ${game.home} vs ${game.away}`}>
          <CardContent>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {game.start}-{game.end}: {game.home} vs {game.away}
            </Typography>
            <Typography color="text.secondary">
              {game.division}
              {game.playing.length > 0 ? ` · ${game.playing.join(' and ')}` : ''}
            </Typography>
            <Typography>
              {game.venue}, court {game.court}
            </Typography>
            {game.address && <Typography>{game.address}</Typography>}
            <Link href={game.map_url} target="_blank" rel="noopener noreferrer" aria-label={`Map of ${game.venue}${game.address ? `, ${game.address}` : ''}`}>
              Map
            </Link>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
