import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { divisionOfficiatingInputSchema, maxOfficialsPerGame, type CertificationLevelDto, type DivisionDto, type DivisionOfficiatingDto } from '@league/contract';
import { parseForm } from '@/lib/form-errors';
import { apiErrorMessage } from '@/lib/api-client';
import { useDivisionOfficiating, useSaveDivisionOfficiating } from '@/features/officials-board/api/division-officiating';
import { OfficialRow, type OfficialValues } from './official-row';

const toValues = (dto: DivisionOfficiatingDto): OfficialValues[] =>
  dto.officials.map((o) => ({ role: o.role, min_level_id: String(o.min_level_id), youth_allowed: o.youth_allowed, fee: String(o.fee) }));

interface Props {
  division: DivisionDto;
  levels: CertificationLevelDto[];
}

export function DivisionOfficialsForm({ division, levels }: Props) {
  const saved = useDivisionOfficiating(division.id);
  if (saved.isError) return <Alert severity="error">What {division.name} games need could not be loaded.</Alert>;
  if (!saved.data) return <Typography color="text.secondary">Loading {division.name}…</Typography>;
  return <OfficialsEditor division={division} levels={levels} initial={toValues(saved.data)} />;
}

function OfficialsEditor({ division, levels, initial }: Props & { initial: OfficialValues[] }) {
  const save = useSaveDivisionOfficiating(division.id);
  const [rows, setRows] = useState(initial);
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  const blank: OfficialValues = { role: '', min_level_id: levels[0] ? String(levels[0].id) : '', youth_allowed: false, fee: '' };

  function change(index: number, next: OfficialValues | null) {
    setMessage('');
    setRows((current) => (next ? current.map((r, i) => (i === index ? next : r)) : current.filter((_, i) => i !== index)));
  }

  async function submit() {
    setError('');
    setMessage('');
    const parsed = parseForm(divisionOfficiatingInputSchema, { officials: rows });
    if (!parsed.ok) return setError(parsed.firstError);
    try {
      await save.mutateAsync(parsed.data);
      setMessage(`Saved what ${division.name} games need.`);
    } catch (e) {
      setError(apiErrorMessage(e) ?? 'Saving did not work. Please try again.');
    }
  }

  return (
    <Stack component="form" spacing={2} aria-label={`Officials for ${division.name}`} noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <Typography variant="subtitle1" component="h3">{division.name}</Typography>
      {rows.length === 0 && <Typography color="text.secondary">No officials yet: games of this division are not assigned anyone.</Typography>}
      {rows.map((row, i) => (
        <OfficialRow key={i} index={i} values={row} levels={levels} onChange={(next) => change(i, next)} />
      ))}
      {error && <Alert severity="error">{error}</Alert>}
      {message && <Alert severity="success" role="status">{message}</Alert>}
      <Stack direction="row" spacing={2}>
        <Button startIcon={<AddIcon />} onClick={() => setRows([...rows, blank])} disabled={rows.length >= maxOfficialsPerGame}>
          Add an official
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save {division.name}
        </Button>
      </Stack>
    </Stack>
  );
}
