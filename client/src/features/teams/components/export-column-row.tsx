import { Box, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import type { ColumnChoice, ExportColumnOption } from '@/features/teams/lib/export-columns';
import { exportTitleMaxLength } from '@/features/teams/lib/validate-export';

/** One column to include or leave out, with the title it gets in the file. */
export function ExportColumnRow({ column, choice, onChange }: { column: ExportColumnOption; choice: ColumnChoice; onChange: (change: Partial<ColumnChoice>) => void }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <Box sx={{ minWidth: 200 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={choice.selected}
              onChange={(e) => onChange({ selected: e.target.checked })}
              slotProps={{ input: { 'aria-describedby': column.hint ? `export-hint-${column.key}` : undefined } }}
            />
          }
          label={column.label}
        />
        {column.hint && (
          <Typography id={`export-hint-${column.key}`} variant="caption" color="text.secondary" component="p">
            {column.hint}
          </Typography>
        )}
      </Box>
      <TextField
        id={`export-title-${column.key}`}
        label={`Column title for ${column.label}`}
        size="small"
        value={choice.title}
        disabled={!choice.selected}
        onChange={(e) => onChange({ title: e.target.value })}
        slotProps={{ htmlInput: { maxLength: exportTitleMaxLength } }}
      />
    </Stack>
  );
}
