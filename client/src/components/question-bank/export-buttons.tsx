import { Alert, Button, ButtonGroup, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { apiErrorMessage } from '@/lib/api-client';
import { exportFormatLabels, exportFormats, useExportQuestions, type ExportSource } from '@/api/question-bank/export-questions';

interface ExportButtonsProps {
  source: ExportSource;
  /** Names what is exported for screen readers, e.g. "quiz Fouls" or "category Fouls". */
  subject: string;
}

/** Download buttons for a quiz's or a bank category's questions, as files Moodle imports. */
export function ExportButtons({ source, subject }: ExportButtonsProps) {
  const exporter = useExportQuestions(source);
  return (
    <Stack spacing={1}>
      <ButtonGroup size="small" variant="outlined" aria-label={`Export ${subject}`}>
        {exportFormats.map((format) => (
          <Button
            key={format}
            startIcon={<DownloadIcon />}
            disabled={exporter.isPending}
            onClick={() => exporter.mutate(format)}
            aria-label={`Export ${subject} as ${exportFormatLabels[format]}`}
          >
            {exportFormatLabels[format]}
          </Button>
        ))}
      </ButtonGroup>
      {exporter.isError && (
        <Alert severity="error" onClose={() => exporter.reset()}>
          The export failed{apiErrorMessage(exporter.error) ? `: ${apiErrorMessage(exporter.error)}` : '. Please try again.'}
        </Alert>
      )}
    </Stack>
  );
}
