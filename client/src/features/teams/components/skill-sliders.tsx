import { useState } from 'react';
import { Alert, Box, Button, Slider, Stack, Typography } from '@mui/material';
import type { SkillRow } from '@/features/teams/lib/skill-rows';
import { RatingWriteError, useSaveRatings } from './use-save-ratings';

interface SkillSlidersProps {
  playerId: number;
  playerName: string;
  initialRows: SkillRow[];
}

const toOwnScale = (row: SkillRow) => (row.displayed / 10) * row.normalizationFactor;

export function SkillSliders({ playerId, playerName, initialRows }: SkillSlidersProps) {
  const [rows, setRows] = useState(initialRows);
  const [dirty, setDirty] = useState(false);
  const save = useSaveRatings(playerId);

  const change = (skillId: number, displayed: number) => {
    setRows((prev) => prev.map((row) => (row.skillId === skillId ? { ...row, displayed } : row)));
    setDirty(true);
  };

  const errorText = save.error instanceof RatingWriteError ? save.error.message : save.error ? 'Failed to save' : '';
  return (
    <Stack spacing={1} sx={{ py: 1 }}>
      {errorText && <Alert severity="error">{errorText}</Alert>}
      {rows.map((row) => {
        const labelId = `rating-${playerId}-${row.skillId}`;
        return (
          <Box key={row.skillId} sx={{ display: 'grid', gridTemplateColumns: '140px 1fr 64px', gap: 2, alignItems: 'center' }}>
            <Typography id={labelId} variant="body2">
              {row.name}
            </Typography>
            {/* On the skill's own scale (a 4 of 5 reads 4, decision 0058); rows keep 0-10 inside. */}
            <Slider
              aria-labelledby={labelId}
              getAriaValueText={(v) => `${v.toFixed(1)} of ${row.normalizationFactor}`}
              min={0}
              max={row.normalizationFactor}
              step={0.1}
              value={Math.round(toOwnScale(row) * 10) / 10}
              onChange={(_, value) => change(row.skillId, ((value as number) / row.normalizationFactor) * 10)}
              disabled={save.isPending}
            />
            <Typography variant="body2" sx={{ textAlign: 'right' }} aria-hidden>
              {`${toOwnScale(row).toFixed(1)} of ${row.normalizationFactor}`}
            </Typography>
          </Box>
        );
      })}
      <Box>
        <Button variant="contained" size="small" onClick={() => save.mutate(rows)} disabled={!dirty || save.isPending} aria-label={`Save skills for ${playerName}`}>
          {save.isPending ? 'Saving...' : 'Save Skills'}
        </Button>
      </Box>
    </Stack>
  );
}
