import { Stack, Typography } from '@mui/material';
import type { SkillAverage, TierCountsDto } from '@league/contract';
import { formatNumber } from '@/lib/format';
import { StrengthProfile } from './strength-profile';

/** "Shooting 6.33 of 10, Defense 3.20 of 5": each skill's team average on the skill's own scale. */
export function describeSkillAverages(averages: SkillAverage[]): string {
  return averages.map((a) => `${a.skill_name} ${formatNumber(a.average)}${a.average === null ? '' : ` of ${a.scale}`}`).join(', ');
}

/** A team's strength profile (thirds of its division) and its skill averages, in words as well as a bar. */
export function TeamStrength({ profile, skillAverages }: { profile: TierCountsDto; skillAverages: SkillAverage[] }) {
  return (
    <Stack spacing={0.5}>
      <StrengthProfile tierCounts={profile} />
      <Typography variant="caption" color="text.secondary">
        Top, middle and bottom are thirds of the division&apos;s players by overall skill.
      </Typography>
      {skillAverages.length > 0 && <Typography variant="body2">Skill averages: {describeSkillAverages(skillAverages)}</Typography>}
    </Stack>
  );
}
