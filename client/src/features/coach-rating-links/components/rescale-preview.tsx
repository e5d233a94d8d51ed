import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { StandardiseRaterResultDto } from '@league/contract';
import { ScrollTable } from '@/components/ui/scroll-table';
import { formatNumber } from '@/lib/format';

/** Before and after for each player, on 0-10 like the rest of the screens. */
export function RescalePreview({ result }: { result: StandardiseRaterResultDto }) {
  return (
    <>
      {result.skills.map((skill) => (
        <Typography key={skill.skill_id} variant="body2">
          {skill.skill_name}: this coach&apos;s average {formatNumber(skill.rater.mean, 1)} becomes the others&apos; average {formatNumber(skill.target.mean, 1)}, with their spread (on the
          skill&apos;s own scale).
        </Typography>
      ))}
      <ScrollTable label={`Rescaled ratings of ${result.rater_name}`}>
        <Table size="small" aria-label={`Rescaled ratings of ${result.rater_name}`}>
          <TableHead>
            <TableRow>
              <TableCell>Player</TableCell>
              <TableCell>Skill</TableCell>
              <TableCell>Now (0-10)</TableCell>
              <TableCell>After (0-10)</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.changes.map((change) => (
              <TableRow key={`${change.player_id}-${change.skill_id}`}>
                <TableCell>{change.player_name}</TableCell>
                <TableCell>{change.skill_name}</TableCell>
                <TableCell>{formatNumber(change.before_display, 1)}</TableCell>
                <TableCell>{formatNumber(change.after_display, 1)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollTable>
    </>
  );
}
