import { Stack, TextField, Typography } from '@mui/material';

interface InstructionsFieldsProps {
  skills: { id: number; name: string }[];
  instructions: Record<number, string>;
  onChange: (instructions: Record<number, string>) => void;
  error?: string;
}

/** One line per skill, shown on the evaluators' phones above that skill's buttons. */
export function InstructionsFields({ skills, instructions, onChange, error }: InstructionsFieldsProps) {
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        What evaluators look for, per skill
      </Typography>
      {skills.length === 0 && <Typography color="text.secondary">This division has no skills yet: add them on the Skills page first.</Typography>}
      {skills.map((skill) => (
        <TextField
          key={skill.id}
          label={`Instruction for ${skill.name}`}
          value={instructions[skill.id] ?? ''}
          onChange={(e) => onChange({ ...instructions, [skill.id]: e.target.value })}
          multiline
          minRows={1}
          placeholder="Shown on the evaluators' phones above this skill's buttons"
        />
      ))}
      {error && <Typography color="error">{error}</Typography>}
    </Stack>
  );
}

/** Only the instructions with words in them are sent. */
export const filledInstructions = (instructions: Record<number, string>) => Object.fromEntries(Object.entries(instructions).filter(([, text]) => text.trim()));
