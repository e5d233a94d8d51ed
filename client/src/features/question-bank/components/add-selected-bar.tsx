import { Button, Stack, Typography } from '@mui/material';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { pluralize } from '@/lib/pluralize';

interface AddSelectedBarProps {
  count: number;
  onAdd: () => void;
  onClear: () => void;
}

/** Several ticked questions go into one quiz at once; ticks on other pages count too, so they can be cleared here. */
export function AddSelectedBar({ count, onAdd, onClear }: AddSelectedBarProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="outlined" startIcon={<PlaylistAddIcon />} onClick={onAdd} disabled={count === 0}>
        Add {pluralize(count, 'selected question')} to a quiz
      </Button>
      {count === 0 ? (
        <Typography variant="body2" color="text.secondary">Tick approved questions to add several to a quiz at once.</Typography>
      ) : (
        <Button onClick={onClear}>Clear selection</Button>
      )}
    </Stack>
  );
}
