import { useId, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { maxMediaAltTextLength, type UploadedMediaDto } from '@league/contract';
import { apiErrorMessage } from '@/lib/api-client';
import { useUploadQuestionMedia } from '@/api/quiz-media/question-media';
import { useMediaSettings } from '@/api/quiz-media/media-settings';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { describeLabels, fileProblem, formatFileSize, kindNames, kindOfFile, mediaAccept } from './media-file';

interface AttachMediaFormProps {
  questionId: number;
  disabled?: boolean;
  onAttached: (media: UploadedMediaDto) => void;
}

export function AttachMediaForm({ questionId, disabled = false, onAttached }: AttachMediaFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [altText, setAltText] = useState('');
  const [problem, setProblem] = useState('');
  // Read once a file is chosen: every question's editor is open in the dialog, most never upload.
  const maxMb = useMediaSettings({ enabled: file !== null }).data?.max_media_mb;
  const [progress, setProgress] = useState(0);
  const upload = useUploadQuestionMedia();
  const inputId = useId();
  const kind = file ? kindOfFile(file) : null;
  const busy = disabled || upload.isPending;

  const choose = (next: File | null) => {
    upload.reset();
    setProblem('');
    setFile(next);
  };

  // Said as soon as it is known (the limit arrives just after the file is chosen).
  const fileRefused = file ? fileProblem(file, maxMb) : null;

  const attach = () => {
    if (!file) return setProblem('Choose a picture or clip first.');
    if (fileRefused) return;
    if (kind !== 'audio' && !altText.trim()) return setProblem(`Please describe the ${kindNames[kind ?? 'video']} for referees who cannot see it.`);
    setProblem('');
    setProgress(0);
    upload.mutate(
      { questionId, file, altText, onProgress: setProgress },
      {
        onSuccess: (media) => {
          setFile(null);
          setAltText('');
          onAttached(media);
        },
      },
    );
  };

  const serverProblem = upload.isError ? (apiErrorMessage(upload.error) ?? 'The upload failed. Please check the connection and try again.') : '';

  return (
    <Stack spacing={2}>
      <FileDropZone
        id={inputId}
        label="Attach a picture or clip"
        accept={mediaAccept}
        status={file ? `${file.name} (${formatFileSize(file.size)})` : 'Pictures (PNG, JPEG, GIF, WebP), clips (MP4, WebM) or sounds (MP3, Ogg).'}
        onChoose={choose}
      />
      <TextField
        label={describeLabels[kind ?? 'video']}
        value={altText}
        onChange={(e) => {
          setProblem('');
          setAltText(e.target.value);
        }}
        required={kind !== 'audio'}
        multiline
        minRows={2}
        fullWidth
        disabled={busy}
        slotProps={{ htmlInput: { maxLength: maxMediaAltTextLength } }}
        helperText="Screen readers read this out; say what a referee needs to see to answer."
      />
      {(fileRefused || problem || serverProblem) && <Alert severity="error">{fileRefused || problem || serverProblem}</Alert>}
      {upload.isPending && (
        <Box>
          <LinearProgress variant="determinate" value={progress} aria-label={`Uploading ${file?.name ?? 'the file'}`} />
          <Typography variant="body2" color="text.secondary" role="status">
            Uploading… {progress}% sent
          </Typography>
        </Box>
      )}
      <Button variant="outlined" onClick={attach} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {upload.isPending ? 'Uploading...' : `Attach ${kindNames[kind ?? 'video']}`}
      </Button>
    </Stack>
  );
}
