import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ScheduleReportDto } from '@league/contract';
import { pluralize } from '@/lib/format';
import { describeMatchup, describeReport, type ScheduleNames } from '@/features/season-schedule/lib/describe-schedule';

/** What the schedule keeps and what it costs families, in words, and each game that found no gym time. */
export function ScheduleReport({ report, names }: { report: ScheduleReportDto; names: ScheduleNames }) {
  return (
    <section aria-labelledby="schedule-report-title">
      <Typography id="schedule-report-title" variant="h6" component="h3">
        What this schedule means for families
      </Typography>
      <List dense aria-label="Schedule report">
        {describeReport(report).map((line) => (
          <ListItem key={line} disableGutters>
            <ListItemText primary={line} />
          </ListItem>
        ))}
        {report.hard_broken_rules.map((rule) => (
          <ListItem key={rule} disableGutters>
            <ListItemText primary={rule} />
          </ListItem>
        ))}
      </List>
      {report.unplaced.length > 0 && (
        <>
          <Typography>{`${pluralize(report.unplaced.length, 'game')} found no gym time:`}</Typography>
          <List dense aria-label="Games without gym time">
            {report.unplaced.map((game, index) => (
              <ListItem key={`${game.home_team_id}-${game.away_team_id}-${index}`} disableGutters>
                <ListItemText primary={`${names.division(game.division_id)}: ${describeMatchup(game, names)}`} secondary={game.reason} />
              </ListItem>
            ))}
          </List>
        </>
      )}
      {report.infeasible.map((reason) => (
        <Typography key={reason} color="warning.main">
          {reason}
        </Typography>
      ))}
    </section>
  );
}
