import { useQuery } from '@tanstack/react-query';
import { Typography } from '@mui/material';
import { apiErrorMessage } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-session';
import { dragVerdictQueryOptions } from '@/features/officials-board/api/change-officials';
import { changesForMove, type BoardPlace } from '@/features/officials-board/lib/board-places';

interface Props {
  seasonId: number;
  from: BoardPlace;
  to: BoardPlace;
  /** False while the official is only passing over the place: nothing is asked yet (a verdict already kept is shown). */
  ask: boolean;
}

/** Beside the place an official is held over: the dry run's verdict in words, before the drop. */
export function DragVerdict({ seasonId, from, to, ask }: Props) {
  const verdict = useQuery({ ...dragVerdictQueryOptions(useApiClient(), seasonId, changesForMove(from, to)), enabled: ask });
  const name = from.holder?.name ?? 'The official';
  const swap = to.holder ? ` ${to.holder.name} would take ${name}'s place as ${from.role} of ${from.game}.` : '';
  const words = verdict.data
    ? verdict.data.allowed ? `${name} can take this: no rule broken.${swap}` : verdict.data.broken.join(' ')
    : verdict.isError ? apiErrorMessage(verdict.error) ?? 'The rules could not be checked.' : 'Checking the rules…';
  const refused = verdict.data?.allowed === false || verdict.isError;
  return (
    <Typography role="status" variant="body2" sx={{ fontWeight: 400, color: refused ? 'error.main' : verdict.data ? 'success.main' : 'text.secondary' }}>
      {words}
    </Typography>
  );
}
