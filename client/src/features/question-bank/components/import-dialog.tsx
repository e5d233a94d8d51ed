import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { useImportQuestions, usePreviewImport } from '@/features/question-bank/api/import-questions';
import { maxQuestionFileUploadMb } from '@league/contract';
import { importFailureText, maxImportBytes, maxImportSentence, proposedMap } from '@/features/question-bank/lib/import-report';
import { pluralize } from '@/lib/pluralize';
import { ImportPreview } from './import-preview';
import { ImportReport } from './import-report';

interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  onShowQueue: () => void;
}

/**
 * Brings a GIFT or Moodle XML file into the bank's review queue: the file is checked first (what
 * would come in, where its categories go, possible repeats), then imported, then reported.
 */
export function ImportDialog({ open, onClose, onShowQueue }: ImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [category, setCategory] = useState('');
  const [edition, setEdition] = useState('');
  const [problem, setProblem] = useState('');
  const [categoryMap, setCategoryMap] = useState<Record<string, string>>({});
  const previewer = usePreviewImport();
  const importer = useImportQuestions();
  const preview = previewer.data;
  const report = importer.data;
  const busy = previewer.isPending || importer.isPending;

  const resetChecks = () => {
    previewer.reset();
    importer.reset();
  };
  const close = () => {
    if (busy) return;
    setFile(null);
    setCategory('');
    setEdition('');
    setProblem('');
    resetChecks();
    onClose();
  };
  const choose = (next: File | null) => {
    resetChecks();
    setProblem(next && next.size > maxImportBytes ? maxImportSentence : '');
    setFile(next);
  };
  const check = () => {
    if (!file) return setProblem('Please choose a GIFT or Moodle XML file.');
    if (problem) return;
    previewer.mutate({ file, category, edition }, { onSuccess: (answer) => setCategoryMap(proposedMap(answer.category_mapping)) });
  };
  const importFile = () => {
    if (file) importer.mutate({ file, category, edition, categoryMap });
  };
  const failure = previewer.error ?? importer.error;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="import-dialog-title">
      <DialogTitle id="import-dialog-title">Import Questions</DialogTitle>
      <DialogContent dividers>
        {report ? (
          <ImportReport report={report} />
        ) : preview ? (
          <ImportPreview preview={preview} categoryMap={categoryMap} onMap={(from, to) => setCategoryMap((m) => ({ ...m, [from]: to }))} disabled={busy} />
        ) : (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              Questions from a GIFT file (.gift, .txt) or a Moodle XML export (.xml) go to the review queue; none is used in a quiz until you approve it.
            </Typography>
            <FileDropZone
              id="import-questions-file"
              label="Question file"
              accept=".gift,.txt,.xml,text/plain,text/xml,application/xml"
              status={file ? file.name : `Drop a file here or click to choose one (at most ${maxQuestionFileUploadMb} MB with its pictures)`}
              error={problem}
              onChoose={choose}
            />
            <TextField
              id="import-category"
              label="Category (optional)"
              helperText="Used for questions the file puts in no category, e.g. Fouls"
              value={category}
              onChange={(e) => setCategory(e.target.value)}
              disabled={busy}
              fullWidth
            />
            <TextField
              id="import-edition"
              label="Rulebook edition (optional)"
              helperText="The rules the questions were written for, e.g. FIBA 2024"
              value={edition}
              onChange={(e) => setEdition(e.target.value)}
              disabled={busy}
              fullWidth
            />
          </Stack>
        )}
        {failure && <Alert severity="error" sx={{ mt: 2 }}>{importFailureText(failure)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {report ? 'Close' : 'Cancel'}
        </Button>
        {report ? (
          <Button variant="contained" onClick={() => { close(); onShowQueue(); }}>
            Open the Review Queue
          </Button>
        ) : preview ? (
          <Button variant="contained" onClick={importFile} disabled={busy || preview.imported === 0}>
            {importer.isPending ? 'Importing...' : `Import ${pluralize(preview.imported, 'Question')}`}
          </Button>
        ) : (
          <Button variant="contained" onClick={check} disabled={busy}>
            {previewer.isPending ? 'Checking...' : 'Check File'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
