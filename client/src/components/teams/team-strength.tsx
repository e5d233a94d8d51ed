import { Stack, Typography } from '@mui/material';
import type { SkillAverage, TierCountsDto } from '@league/contract';
import { formatNumber } from '@/lib/format';
import { StrengthProfile } from './strength-profile';

/** "Shooting 6.33 of 10, Defense 3.20 of 5": each skill's team average on the skill's own scale. */
export function describeSkillAverages(averages: SkillAverage[]): string {
  return averages.map((a) => `${a.skill_name} ${formatNumber(a.average)}${a.average === null ? '' : ` of ${a.scale}`}`).join(', ');
}

/** True when some player of the team has a rating: otherwise every composite is 0 and thirds mean nothing. */
export const hasRatings = (skillAverages: SkillAverage[]) => skillAverages.some((a) => a.average !== null);

export const noRatingsSentence = 'Nobody on this team has a skill rating yet, so there is no strength to show. Rate the players to compare the teams.';

/** A team's strength profile (thirds of its division) and its skill averages, in words as well as a bar. */
export function TeamStrength({ profile, skillAverages }: { profile: TierCountsDto; skillAverages: SkillAverage[] }) {
  // Balanced without skills (decision 0051): a bar of thirds among equal zeros would mislead.
  if (!hasRatings(skillAverages)) return <Typography variant="body2">{noRatingsSentence}</Typography>;
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
