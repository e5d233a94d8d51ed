import { useState } from 'react';
import { IconButton, TableCell, TableRow, TextField } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import CloseIcon from '@mui/icons-material/Close';
import type { SkillDto } from '@league/contract';
import { useUpdateSkill } from '@/features/skills/api/update-skill';
import { sanitizeFactor, sanitizeWeight } from '@/components/skills/skill-inputs';
import { parseForm } from '@/lib/form-errors';
import { skillFormSchema, type SkillFieldErrors, type SkillFormValues } from '@/components/skills/skill-form-schema';

interface SkillRowProps {
  skill: SkillDto;
  onSaved: (message: string) => void;
  onFailed: (message: string) => void;
  onDelete: (skill: SkillDto) => void;
}

const valuesOf = (skill: SkillDto): SkillFormValues => ({
  name: skill.name,
  description: skill.description ?? '',
  weight: String(skill.weight),
  normalization_factor: String(skill.normalization_factor),
});

export function SkillRow({ skill, onSaved, onFailed, onDelete }: SkillRowProps) {
  const [values, setValues] = useState<SkillFormValues | null>(null);
  const [fieldErrors, setFieldErrors] = useState<SkillFieldErrors>({});
  const updateSkill = useUpdateSkill();
  const set = (key: keyof SkillFormValues, value: string) => setValues((v) => (v ? { ...v, [key]: value } : v));

  function cancel() {
    setValues(null);
    setFieldErrors({});
  }

  async function save() {
    if (!values) return;
    const parsed = parseForm(skillFormSchema, values);
    setFieldErrors(parsed.errors);
    if (!parsed.ok) return;
    try {
      await updateSkill.mutateAsync({ id: skill.id, ...parsed.data, division: skill.division });
      setValues(null);
      onSaved('Skill updated successfully!');
    } catch {
      onFailed('Failed to update skill');
    }
  }

  if (!values) {
    return (
      <TableRow>
        <TableCell>{skill.name}</TableCell>
        <TableCell>{skill.description}</TableCell>
        <TableCell>{skill.weight}</TableCell>
        <TableCell>{skill.normalization_factor}</TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          <IconButton aria-label={`Edit skill ${skill.name}`} onClick={() => setValues(valuesOf(skill))}>
            <EditIcon />
          </IconButton>
          <IconButton aria-label={`Delete skill ${skill.name}`} color="error" onClick={() => onDelete(skill)}>
            <DeleteIcon />
          </IconButton>
        </TableCell>
      </TableRow>
    );
  }

  const field = (key: keyof SkillFormValues, label: string, sanitize: (v: string) => string = (v) => v, extra: object = {}) => (
    <TextField id={`skill-${skill.id}-${key}`} label={label} size="small" fullWidth value={values[key]} onChange={(e) => set(key, sanitize(e.target.value))}
      error={!!fieldErrors[key]} helperText={fieldErrors[key]} disabled={updateSkill.isPending} {...extra} />
  );

  return (
    <TableRow>
      <TableCell>{field('name', 'Name')}</TableCell>
      <TableCell>{field('description', 'Description')}</TableCell>
      <TableCell sx={{ minWidth: 90 }}>{field('weight', 'Weight', sanitizeWeight, { slotProps: { htmlInput: { inputMode: 'numeric' } } })}</TableCell>
      <TableCell sx={{ minWidth: 110 }}>
        {field('normalization_factor', 'Norm. Factor', sanitizeFactor, { slotProps: { htmlInput: { inputMode: 'decimal', step: 0.0001 } } })}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <IconButton aria-label={`Save skill ${skill.name}`} color="primary" onClick={() => void save()} disabled={updateSkill.isPending}>
          <SaveIcon />
        </IconButton>
        <IconButton aria-label={`Cancel editing ${skill.name}`} onClick={cancel} disabled={updateSkill.isPending}>
          <CloseIcon />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
