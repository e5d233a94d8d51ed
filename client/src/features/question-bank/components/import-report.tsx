import { Alert, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { ImportQuestionsResultDto, SkippedImportDto } from '@/api/question-bank/bank-types';
import { categoryLabel } from '@/components/question-bank/bank-labels';
import { describeSkipped, describeWarning, importSummary } from '@/features/question-bank/lib/import-report';
import type { ImportWarningDto } from '@league/contract';
import { NearDuplicateList } from './near-duplicate-list';

export function SkippedList({ skipped }: { skipped: SkippedImportDto[] }) {
  if (!skipped.length) return null;
  return (
    <section aria-labelledby="import-skipped-heading">
      <Typography id="import-skipped-heading" variant="subtitle1" component="h3">
        Skipped questions
      </Typography>
      <List dense aria-labelledby="import-skipped-heading">
        {skipped.map((s) => (
          <ListItem key={s.index} disableGutters>
            <ListItemText primary={describeSkipped(s)} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}

/** Questions that came in, but not exactly as the file wrote them (partial credit dropped, an answer assumed). */
export function ChangedList({ warnings }: { warnings: ImportWarningDto[] }) {
  if (!warnings.length) return null;
  return (
    <section aria-labelledby="import-changed-heading">
      <Typography id="import-changed-heading" variant="subtitle1" component="h3">
        Imported with changes
      </Typography>
      <List dense aria-labelledby="import-changed-heading">
        {warnings.map((w, i) => (
          <ListItem key={`${w.index}-${i}`} disableGutters>
            <ListItemText primary={describeWarning(w)} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}

/** What an import did: how many landed in the review queue, possible repeats, and each skipped question with its reason. */
export function ImportReport({ report }: { report: ImportQuestionsResultDto }) {
  return (
    <Stack spacing={2}>
      <Alert severity={report.skipped.length ? 'warning' : 'success'}>{importSummary(report)}</Alert>
      {report.categories.length > 0 && (
        <Typography variant="body2">
          <strong>Categories:</strong> {report.categories.map(categoryLabel).join(', ')}
        </Typography>
      )}
      <NearDuplicateList items={report.near_duplicates ?? []} />
      <ChangedList warnings={report.warnings ?? []} />
      <SkippedList skipped={report.skipped} />
    </Stack>
  );
}
