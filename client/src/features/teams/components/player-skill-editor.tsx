import { Alert, Typography } from '@mui/material';
import type { PlayerDto } from '@league/contract';
import { useSkills } from '@/api/skills/list-skills';
import { usePlayerSkills } from '@/features/teams/api/list-player-skills';
import { buildSkillRows } from '@/features/teams/lib/skill-rows';
import { SkillSliders } from './skill-sliders';

/** Loads a player's ratings and the division's skills, then hands fresh rows to the sliders. */
export function PlayerSkillEditor({ player }: { player: Pick<PlayerDto, 'id' | 'name' | 'division'> }) {
  const ratings = usePlayerSkills(player.id);
  const divisionSkills = useSkills(player.division);
  if (ratings.isError || divisionSkills.isError) return <Alert severity="error">Failed to load skills</Alert>;
  if (ratings.isPending || divisionSkills.isLoading) return <Typography color="text.secondary">Loading skills...</Typography>;
  const rows = buildSkillRows(divisionSkills.skills, ratings.data);
  if (rows.length === 0) return <Typography color="text.secondary">This division has no skills yet.</Typography>;
  // A reload remounts the sliders, so they start clean (not dirty) from the saved values.
  return <SkillSliders key={ratings.dataUpdatedAt} playerId={player.id} playerName={player.name} initialRows={rows} />;
}
