import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PlayerDto } from '@league/contract';
import { tradePreviewKeys } from '@/api/players/preview-trade';
import { readBrokenRules, type TradeInput } from '@/api/players/trade-players';
import { useTradeMutation } from '@/api/players/use-trade-mutation';

/** One move made on the board: Undo puts the player back on `from`. */
export interface BoardMove {
  playerId: number;
  playerName: string;
  from: number | null;
  fromName: string;
  to: number | null;
  toName: string;
}

/**
 * Drops and Undo, as moves of the draft roster (the same call as Edit Teams' Move). A drop the
 * saved rules refuse waits for the admin's answer; Undo moves the last player back without
 * asking again, since the board was just there (decision 0072).
 */
export function useBoardMoves(onMessage: (message: string) => void) {
  const queryClient = useQueryClient();
  const mutation = useTradeMutation(() => undefined);
  const [done, setDone] = useState<BoardMove[]>([]);
  const [refused, setRefused] = useState<{ move: BoardMove; reasons: string[] } | null>(null);

  const send = (input: TradeInput, onSuccess: () => void, onRefused?: (reasons: string[]) => void) =>
    mutation.mutate(input, {
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: tradePreviewKeys.all });
        onSuccess();
      },
      onError: (error) => {
        const reasons = readBrokenRules(error);
        if (reasons && onRefused) onRefused(reasons);
      },
    });

  const apply = (move: BoardMove, override = false) => {
    setRefused(null);
    send({ source_player_id: move.playerId, to_team_id: move.to, ...(override ? { override } : {}) }, () => {
      setDone((moves) => [...moves, move]);
      onMessage(`Moved ${move.playerName} from ${move.fromName} to ${move.toName}.`);
    }, (reasons) => setRefused({ move, reasons }));
  };

  const undo = () => {
    const last = done.at(-1);
    if (!last) return;
    send({ source_player_id: last.playerId, to_team_id: last.from, override: true }, () => {
      setDone((moves) => moves.slice(0, -1));
      onMessage(`Undone: ${last.playerName} is back on ${last.fromName}.`);
    });
  };

  return {
    move: (player: PlayerDto, move: Omit<BoardMove, 'playerId' | 'playerName' | 'from'>) => apply({ playerId: player.id, playerName: player.name, from: player.team, ...move }),
    undo,
    lastMove: done.at(-1) ?? null,
    refused,
    confirmRefused: () => refused && apply(refused.move, true),
    cancelRefused: () => { setRefused(null); mutation.reset(); },
    pending: mutation.isPending,
    /** Any failure other than the rules question (that one is `refused`). */
    error: mutation.isError && !refused && readBrokenRules(mutation.error) === null ? mutation.error : null,
    clear: () => { setDone([]); setRefused(null); mutation.reset(); },
  };
}
