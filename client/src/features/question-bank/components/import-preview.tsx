import { Alert, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { ImportQuestionsResultDto } from '@/api/question-bank/bank-types';
import { categoryChoices, previewSummary } from '@/features/question-bank/lib/import-report';
import { NearDuplicateList } from './near-duplicate-list';
import { ChangedList, SkippedList } from './import-report';

interface ImportPreviewProps {
  preview: ImportQuestionsResultDto;
  categoryMap: Record<string, string>;
  onMap: (fileCategory: string, bankCategory: string) => void;
  disabled: boolean;
}

/** What the file would bring in, where each of its categories goes (changeable), and possible repeats. */
export function ImportPreview({ preview, categoryMap, onMap, disabled }: ImportPreviewProps) {
  return (
    <Stack spacing={2}>
      <Alert severity={preview.skipped.length ? 'warning' : 'info'}>{previewSummary(preview)}. Nothing has been added yet.</Alert>
      {preview.category_mapping.length > 0 && (
        <section aria-labelledby="import-categories-heading">
          <Typography id="import-categories-heading" variant="subtitle1" component="h3" gutterBottom>
            Categories
          </Typography>
          <Stack spacing={2}>
            {preview.category_mapping.map((m, i) => (
              <TextField
                key={m.file_category}
                select
                id={`import-map-${i}`}
                label={`“${m.file_category}” in the file (${m.questions} ${m.questions === 1 ? 'question' : 'questions'})`}
                value={categoryMap[m.file_category] ?? m.bank_category}
                onChange={(e) => onMap(m.file_category, e.target.value)}
                helperText={m.match === 'matched' ? `Matched to the bank's “${m.bank_category}”` : undefined}
                disabled={disabled}
                fullWidth
              >
                {categoryChoices(m, preview.bank_categories).map((c) => (
                  <MenuItem key={c.value} value={c.value}>
                    {c.label}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Stack>
        </section>
      )}
      <NearDuplicateList items={preview.near_duplicates} />
      <ChangedList warnings={preview.warnings ?? []} />
      <SkippedList skipped={preview.skipped} />
    </Stack>
  );
}
