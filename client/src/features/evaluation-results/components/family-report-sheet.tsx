import { Box, List, ListItem, ListItemText, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { FamilyReportPlayerDto, FamilyReportsDto } from '@league/contract';
import { pluralize } from '@/lib/format';
import { bandWords } from '@/features/evaluation-results/lib/band-words';
import { formatFigure } from '@/features/evaluation-results/lib/describe-figures';

interface FamilyReportSheetProps {
  report: FamilyReportsDto;
  player: FamilyReportPlayerDto;
  showNumbers: boolean;
  approvedKeys: Set<string>;
}

/** One child's printed page: skills placed among the division, who saw the child, approved comments. */
export function FamilyReportSheet({ report, player, showNumbers, approvedKeys }: FamilyReportSheetProps) {
  const skillName = new Map(report.skills.map((s) => [s.id, s.name]));
  const comments = player.comments.filter((c) => approvedKeys.has(c.key));
  const headingId = `family-report-${player.player_id}`;
  return (
    <Box component="article" aria-labelledby={headingId} className="family-report-sheet" sx={{ p: { xs: 2, md: 3 }, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Stack spacing={2}>
        <Typography id={headingId} variant="h5" component="h2">
          {player.name}
        </Typography>
        <Typography>
          {report.event.name}
          {report.event.date ? `, ${report.event.date}` : ''} · {report.event.division} · seen by {pluralize(player.evaluators, 'evaluator')}
        </Typography>
        {player.skills.length === 0 ? (
          <Typography>No scores were recorded for {player.name} on this day.</Typography>
        ) : (
          <Table size="small" aria-label={`${player.name}'s skills`}>
            <TableHead>
              <TableRow>
                <TableCell>Skill</TableCell>
                <TableCell>Compared with the division</TableCell>
                {showNumbers && <TableCell align="right">Score ({report.scale.min} to {report.scale.max})</TableCell>}
                {showNumbers && <TableCell align="right">Division average</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {player.skills.map((s) => (
                <TableRow key={s.skill_id}>
                  <TableCell component="th" scope="row">
                    {skillName.get(s.skill_id)}
                  </TableCell>
                  <TableCell>{bandWords[s.band]}</TableCell>
                  {showNumbers && <TableCell align="right">{formatFigure(s.figure)}</TableCell>}
                  {showNumbers && <TableCell align="right">{formatFigure(s.division_average)}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {comments.length > 0 && (
          <List dense aria-label={`Comments on ${player.name}`}>
            {comments.map((c) => (
              <ListItem key={c.key} disableGutters>
                <ListItemText primary={c.note} secondary={skillName.get(c.skill_id)} />
              </ListItem>
            ))}
          </List>
        )}
      </Stack>
    </Box>
  );
}
