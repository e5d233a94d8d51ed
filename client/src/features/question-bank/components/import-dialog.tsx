import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { useImportQuestions } from '@/features/question-bank/api/import-questions';
import { importFailureText, maxImportBytes } from '@/features/question-bank/lib/import-report';
import { ImportReport } from './import-report';

interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  onShowQueue: () => void;
}

/** Brings a GIFT or Moodle XML file into the bank's review queue, then says what came in and what did not. */
export function ImportDialog({ open, onClose, onShowQueue }: ImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [category, setCategory] = useState('');
  const [edition, setEdition] = useState('');
  const [problem, setProblem] = useState('');
  const importer = useImportQuestions();
  const report = importer.data;
  const busy = importer.isPending;

  const close = () => {
    if (busy) return;
    setFile(null);
    setCategory('');
    setEdition('');
    setProblem('');
    importer.reset();
    onClose();
  };
  const choose = (next: File | null) => {
    importer.reset();
    setProblem(next && next.size > maxImportBytes ? 'This file is larger than 2 MB. Please split it into smaller files.' : '');
    setFile(next);
  };
  const submit = () => {
    if (!file) return setProblem('Please choose a GIFT or Moodle XML file.');
    if (problem) return;
    importer.mutate({ file, category, edition });
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="import-dialog-title">
      <DialogTitle id="import-dialog-title">Import Questions</DialogTitle>
      <DialogContent dividers>
        {report ? (
          <ImportReport report={report} />
        ) : (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              Questions from a GIFT file (.gift, .txt) or a Moodle XML export (.xml) go to the review queue; none is used in a quiz until you approve it.
            </Typography>
            <FileDropZone
              id="import-questions-file"
              label="Question file"
              accept=".gift,.txt,.xml,text/plain,text/xml,application/xml"
              status={file ? file.name : 'Drop a file here or click to choose one (at most 2 MB)'}
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
            {importer.isError && <Alert severity="error">{importFailureText(importer.error)}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {report ? 'Close' : 'Cancel'}
        </Button>
        {report ? (
          <Button variant="contained" onClick={() => { close(); onShowQueue(); }}>
            Open the Review Queue
          </Button>
        ) : (
          <Button variant="contained" onClick={submit} disabled={busy}>
            {busy ? 'Importing...' : 'Import'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
