import type { ReactNode, Ref } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { TeamBarChart } from '@/components/ui/team-bar-chart';
import type { BalancePreviewDto, BalancedTeamDto } from '@/features/balancing/api/types';
import { BalanceExplanation } from './balance-explanation';
import { BalanceSummary } from './balance-summary';
import { BalancedTeamCard } from './balanced-team-card';

/** The server may send each team's average height; otherwise it is worked out from the players' heights. */
function averageHeight(team: BalancedTeamDto): number | null {
  if (typeof team.average_height_cm === 'number') return team.average_height_cm;
  const heights = team.players.map((p) => p.height_cm).filter((h): h is number => typeof h === 'number' && h > 0);
  return heights.length ? heights.reduce((a, b) => a + b, 0) / heights.length : null;
}

/** `notice` is shown right under the heading (the Create page's unknown genders). */
export function BalancePreview({ result, heightUsed, headingRef, notice }: { result: BalancePreviewDto; heightUsed: boolean; headingRef?: Ref<HTMLHeadingElement>; notice?: ReactNode }) {
  const heights = result.results.map((team) => ({ team: team.team_name, value: averageHeight(team) }));
  const showHeights = heightUsed && heights.some((h) => h.value !== null);
  // No skill selected (decision 0051): every total is 0, so the totals chart would say nothing.
  const skillsUsed = result.summary.skills_used !== false;
  // Columns the file never had stay hidden (a stored division may hold values without a column).
  const players = result.results.flatMap((team) => team.players);
  const shown = {
    region: !!result.summary.region?.column_used || players.some((p) => p.region),
    availability: !!result.summary.availability?.column_used || players.some((p) => (p.unavailable_days ?? []).length > 0),
  };
  return (
    <Stack spacing={3} component="section" aria-labelledby="balance-preview-title">
      <Typography id="balance-preview-title" variant="h5" component="h2" tabIndex={-1} ref={headingRef} sx={{ scrollMarginTop: 16, '&:focus': { outline: 'none' } }}>
        Preview
      </Typography>
      {notice}
      <BalanceExplanation result={result} />
      <BalanceSummary summary={result.summary} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: showHeights && skillsUsed ? '1fr 1fr' : '1fr' } }}>
        {skillsUsed && <TeamBarChart title="Team composite totals" valueLabel="Composite total" bars={result.results.map((t) => ({ team: t.team_name, value: t.composite_total }))} />}
        {showHeights && (
          <TeamBarChart title="Average team height (cm)" valueLabel="Average height (cm)" color="#22d3ee" bars={heights.map((h) => ({ team: h.team, value: h.value ?? 0 }))} />
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {result.results.map((team) => (
          <BalancedTeamCard key={team.team_name} team={team} shown={shown} skillsUsed={skillsUsed} facts={result.summary.teams?.find((t) => t.team_name === team.team_name)} />
        ))}
      </Box>
    </Stack>
  );
}
