import { useState } from 'react';
import { Box, Slider, Typography } from '@mui/material';
import type { RosterChangePreviewDto } from '@league/contract';
import { useRebalancePreview } from '@/api/roster-changes/preview-rebalance';
import { pluralize } from '@/lib/format';
import { RosterChangeDialog } from './roster-change-dialog';

interface RebalanceDialogProps {
  leagueId: number;
  divisionId: number;
  onClose: () => void;
  onRebalanced: (message: string, rosterVersion: number) => void;
}

const describeRebalance = (preview: RosterChangePreviewDto) => `Rebalanced the division: ${pluralize(preview.moves.length, 'player')} changed team.`;

/** Balances the stored division again, trading a little fairness for fewer moves as the admin chooses. */
export function RebalanceDialog({ leagueId, divisionId, onClose, onRebalanced }: RebalanceDialogProps) {
  const [keepCurrent, setKeepCurrent] = useState(5);
  const [previewed, setPreviewed] = useState(5);
  const preview = useRebalancePreview({ league_id: leagueId, division_id: divisionId, keep_current_weight: previewed });

  return (
    <RosterChangeDialog
      title="Rebalance division"
      kind="rebalance"
      leagueId={leagueId}
      divisionId={divisionId}
      preview={preview}
      choicesChanged={keepCurrent !== previewed}
      onPreview={() => setPreviewed(keepCurrent)}
      onClose={onClose}
      onSaved={(shown, version) => onRebalanced(describeRebalance(shown), version)}
    >
      <Box sx={{ px: 1 }}>
        <Typography gutterBottom>Keep current teams: {keepCurrent} of 10</Typography>
        <Slider
          aria-label="Keep current teams"
          value={keepCurrent}
          min={0}
          max={10}
          step={1}
          marks={[{ value: 0, label: 'Fresh balance' }, { value: 10, label: 'Fewest moves' }]}
          onChange={(_, value) => setKeepCurrent(value as number)}
        />
        <Typography variant="body2" color="text.secondary">
          0 = fresh balance, 10 = move as few players as possible. Values in between keep players on their teams unless moving them makes the teams clearly fairer.
        </Typography>
      </Box>
    </RosterChangeDialog>
  );
}
