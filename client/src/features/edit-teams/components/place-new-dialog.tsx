import { useState } from 'react';
import { FormControl, FormHelperText, InputLabel, MenuItem, Select } from '@mui/material';
import type { RosterChangePreviewDto } from '@league/contract';
import { usePlaceNewPreview } from '@/api/roster-changes/preview-place-new';
import { pluralize } from '@/lib/format';
import { RosterChangeDialog } from './roster-change-dialog';

interface PlaceNewDialogProps {
  leagueId: number;
  divisionId: number;
  newCount: number;
  onClose: () => void;
  onPlaced: (message: string, rosterVersion: number) => void;
}

// A volunteer picks from a few sizes rather than typing a number; 0 is the issue's default.
// 40 is there because on a large division (2,000 players) it evens the teams as well as a full rebalance (decision 0026).
const moveChoices = [0, 1, 2, 3, 5, 10, 20, 40];

function describePlacement(preview: RosterChangePreviewDto): string {
  const placed = preview.moves.filter((m) => m.from_team_id === null).length;
  const others = preview.moves.length - placed;
  return `Placed ${pluralize(placed, 'new player')}${others ? `; ${pluralize(others, 'other player')} moved to make room` : ''}.`;
}

/** Puts the division's unassigned players on its teams, moving at most the chosen number of others. */
export function PlaceNewDialog({ leagueId, divisionId, newCount, onClose, onPlaced }: PlaceNewDialogProps) {
  const [maxMoves, setMaxMoves] = useState(0);
  const [previewed, setPreviewed] = useState(0);
  const preview = usePlaceNewPreview({ league_id: leagueId, division_id: divisionId, max_moves: previewed });

  return (
    <RosterChangeDialog
      title={`Place ${pluralize(newCount, 'new player')}`}
      kind="place_new"
      leagueId={leagueId}
      divisionId={divisionId}
      preview={preview}
      choicesChanged={maxMoves !== previewed}
      onPreview={() => setPreviewed(maxMoves)}
      onClose={onClose}
      onSaved={(shown, version) => onPlaced(describePlacement(shown), version)}
    >
      <FormControl fullWidth>
        <InputLabel id="place-new-moves-label">Players already on teams who may move</InputLabel>
        <Select labelId="place-new-moves-label" id="place-new-moves" label="Players already on teams who may move" aria-describedby="place-new-moves-help" value={maxMoves} onChange={(e) => setMaxMoves(Number(e.target.value))}>
          {moveChoices.map((n) => (
            <MenuItem key={n} value={n}>
              {n === 0 ? 'None: only the new players move' : `Allow up to ${pluralize(n, 'other move')}`}
            </MenuItem>
          ))}
        </Select>
        <FormHelperText id="place-new-moves-help">
          The new players alone can only even the teams so far. Letting a few players already on teams move closes the gap much further; every move is listed before you save.
        </FormHelperText>
      </FormControl>
    </RosterChangeDialog>
  );
}
