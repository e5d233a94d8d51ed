import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { Box, FormHelperText, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { visuallyHidden } from '@/components/ui/visually-hidden';

interface FileDropZoneProps {
  id: string;
  label: string;
  accept: string;
  /** What the zone says under the label: the chosen file, or how to choose one. */
  status: ReactNode;
  error?: string;
  onChoose: (file: File | null) => void;
}


/**
 * A drop zone over a real file input: the input keeps keyboard focus (Enter or Space opens the
 * picker) and its name for screen readers; the zone is its label, so a click anywhere opens it too.
 */
export function FileDropZone({ id, label, accept, status, error, onChoose }: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const labelId = useId();
  const statusId = useId();

  function handleDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    onChoose(event.dataTransfer.files?.[0] ?? null);
  }

  return (
    <Box
      component="label"
      htmlFor={id}
      data-testid={`${id}-zone`}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 2,
        cursor: 'pointer',
        borderRadius: 2,
        border: '2px dashed',
        borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'background.paper',
        transition: 'border-color 120ms, background-color 120ms',
        '&:hover': { borderColor: 'primary.main' },
        '&:focus-within': { borderColor: 'primary.main', outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <UploadFileIcon color={error ? 'error' : 'primary'} fontSize="large" aria-hidden />
      <Box sx={{ minWidth: 0 }}>
        <Typography id={labelId} variant="subtitle1" component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {label}
        </Typography>
        <FormHelperText id={statusId} component="span" error={!!error} sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {error || status}
        </FormHelperText>
      </Box>
      <Box
        component="input"
        id={id}
        type="file"
        accept={accept}
        aria-labelledby={labelId}
        aria-describedby={statusId}
        aria-invalid={!!error}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          onChoose(event.target.files?.[0] ?? null);
          // Lets the same file be chosen again after fixing it on disk.
          event.target.value = '';
        }}
        sx={visuallyHidden}
      />
    </Box>
  );
}
