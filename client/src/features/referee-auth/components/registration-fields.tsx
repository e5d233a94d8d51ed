import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { League } from '@/features/referee-auth/api/list-leagues';
import type { RegistrationErrors, RegistrationValues } from '@/features/referee-auth/registration-form';

type FieldName = keyof RegistrationValues;

interface FieldSpec {
  name: FieldName;
  label: string;
  autoComplete: string;
  type?: 'email' | 'password' | 'tel' | 'date';
  required: boolean;
}

const sections: { title: string; fields: FieldSpec[] }[] = [
  {
    title: 'Personal Information',
    fields: [
      { name: 'first_name', label: 'First Name', autoComplete: 'given-name', required: true },
      { name: 'last_name', label: 'Last Name', autoComplete: 'family-name', required: true },
      { name: 'email', label: 'Email', autoComplete: 'email', type: 'email', required: true },
      { name: 'phone_number', label: 'Phone Number', autoComplete: 'tel', type: 'tel', required: false },
      { name: 'date_of_birth', label: 'Date of Birth', autoComplete: 'bday', type: 'date', required: false },
    ],
  },
  {
    title: 'Account Information',
    fields: [
      { name: 'username', label: 'Username', autoComplete: 'username', required: true },
      { name: 'password', label: 'Password', autoComplete: 'new-password', type: 'password', required: true },
      { name: 'confirmPassword', label: 'Confirm Password', autoComplete: 'new-password', type: 'password', required: true },
    ],
  },
];

interface RegistrationFieldsProps {
  values: RegistrationValues;
  leagues: League[];
  disabled: boolean;
  /** Fields the last check refused: marked invalid here, the banner above the form says why. */
  errors: RegistrationErrors;
  onChange: (name: FieldName, value: string) => void;
}

/** The three sections of the referee registration form. */
export function RegistrationFields({ values, leagues, disabled, errors, onChange }: RegistrationFieldsProps) {
  return (
    <>
      {sections.map((section) => (
        <Stack key={section.title} component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
            {section.title}
          </Typography>
          {section.fields.map((f) => (
            <TextField
              key={f.name}
              id={`referee-register-${f.name}`}
              label={f.label}
              type={f.type ?? 'text'}
              autoComplete={f.autoComplete}
              required={f.required}
              value={values[f.name]}
              disabled={disabled}
              onChange={(e) => onChange(f.name, e.target.value)}
              error={!!errors[f.name]}
              helperText={f.name === 'password' ? 'At least 8 characters' : undefined}
              slotProps={f.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
            />
          ))}
        </Stack>
      ))}
      <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
          League Information
        </Typography>
        <TextField
          select
          id="referee-register-league"
          label="League"
          required
          value={values.league_id}
          disabled={disabled}
          error={!!errors.league_id}
          onChange={(e) => onChange('league_id', e.target.value)}
        >
          {leagues.map((league) => (
            <MenuItem key={league.id} value={String(league.id)}>
              {league.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </>
  );
}
