import { Box, FormHelperText, Typography } from '@mui/material';

interface CsvUploadFieldProps {
  file: File | null;
  columns: string[];
  error: string;
  onChoose: (file: File | null) => void;
}

/** A native file input: reachable by keyboard and by screen readers without tricks. */
export function CsvUploadField({ file, columns, error, onChoose }: CsvUploadFieldProps) {
  return (
    <Box>
      <Typography component="label" htmlFor="balance-csv-file" variant="subtitle1" sx={{ display: 'block', mb: 1 }}>
        Player CSV File
      </Typography>
      <Box
        component="input"
        id="balance-csv-file"
        type="file"
        accept=".csv,text/csv"
        aria-describedby="balance-csv-help"
        aria-invalid={!!error}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => void onChoose(e.target.files?.[0] ?? null)}
        sx={{ color: 'text.primary', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' } }}
      />
      <FormHelperText id="balance-csv-help" error={!!error}>
        {error || (file ? `${file.name}: ${columns.length} columns found` : 'The first line must hold the column names.')}
      </FormHelperText>
    </Box>
  );
}
