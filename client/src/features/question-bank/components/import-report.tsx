import { Alert, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { ImportReportDto } from '@/api/question-bank/bank-types';
import { categoryLabel } from '@/components/question-bank/bank-labels';
import { describeSkipped, importSummary } from '@/features/question-bank/lib/import-report';

/** What an import did: how many landed in the review queue, and each skipped question with its reason. */
export function ImportReport({ report }: { report: ImportReportDto }) {
  return (
    <Stack spacing={2}>
      <Alert severity={report.skipped.length ? 'warning' : 'success'}>{importSummary(report)}</Alert>
      {report.categories.length > 0 && (
        <Typography variant="body2">
          <strong>Categories:</strong> {report.categories.map(categoryLabel).join(', ')}
        </Typography>
      )}
      {report.skipped.length > 0 && (
        <section aria-labelledby="import-skipped-heading">
          <Typography id="import-skipped-heading" variant="subtitle1" component="h3">
            Skipped questions
          </Typography>
          <List dense aria-labelledby="import-skipped-heading">
            {report.skipped.map((s) => (
              <ListItem key={s.index} disableGutters>
                <ListItemText primary={describeSkipped(s)} />
              </ListItem>
            ))}
          </List>
        </section>
      )}
    </Stack>
  );
}
