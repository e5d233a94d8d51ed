import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';

interface Props {
  bibs: number[];
  current: number | null;
  onShow: (bib: number) => void;
}

/** Find a player by the number on their bib, or step to the previous / next checked-in bib. */
export function BibFinder({ bibs, current, onShow }: Props) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState('');
  const at = current === null ? -1 : bibs.indexOf(current);
  const previous = at > 0 ? bibs[at - 1] : current === null ? undefined : [...bibs].reverse().find((b) => b < current);
  const next = at >= 0 ? bibs[at + 1] : bibs.find((b) => current === null || b > current);

  const find = (e: FormEvent) => {
    e.preventDefault();
    const bib = Number(typed);
    if (!Number.isInteger(bib) || bib < 1) {
      setProblem('Type the number on the bib.');
      return;
    }
    setProblem('');
    setTyped('');
    onShow(bib);
  };

  return (
    <Stack spacing={1.5}>
      <Stack component="form" direction="row" spacing={1} onSubmit={find} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Bib number"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          error={Boolean(problem)}
          helperText={problem || ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" size="large" sx={{ minHeight: 56 }}>
          Find
        </Button>
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button fullWidth variant="outlined" size="large" disabled={previous === undefined} onClick={() => previous !== undefined && onShow(previous)} sx={{ minHeight: 56 }}>
          Previous bib{previous !== undefined ? ` (${previous})` : ''}
        </Button>
        <Button fullWidth variant="outlined" size="large" disabled={next === undefined} onClick={() => next !== undefined && onShow(next)} sx={{ minHeight: 56 }}>
          Next bib{next !== undefined ? ` (${next})` : ''}
        </Button>
      </Stack>
    </Stack>
  );
}
