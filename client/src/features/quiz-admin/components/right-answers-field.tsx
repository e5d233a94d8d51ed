import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { tickedSlots, tickSlots, type QuestionDraft } from '@/features/quiz-admin/lib/question-draft';

interface RightAnswersFieldProps {
  idPrefix: string;
  value: QuestionDraft;
  onChange: (next: QuestionDraft) => void;
  disabled?: boolean;
}

/** A select-all-that-apply question's key (decision 0053): one checkbox per filled option. */
export function RightAnswersField({ idPrefix, value, onChange, disabled = false }: RightAnswersFieldProps) {
  const filled = value.options.flatMap((text, slot) => (text.trim() ? [{ text: text.trim(), slot }] : []));
  const ticked = tickedSlots(value);
  const toggle = (slot: number, on: boolean) => onChange({ ...value, ...tickSlots(value.options, on ? [...ticked, slot] : ticked.filter((s) => s !== slot)) });
  const helpId = `${idPrefix}-right-answers-help`;
  return (
    <FormControl component="fieldset" disabled={disabled} required aria-describedby={helpId}>
      <FormLabel component="legend">Right Answers</FormLabel>
      <FormGroup>
        {filled.map(({ text, slot }) => (
          <FormControlLabel key={slot} label={text} control={<Checkbox checked={ticked.includes(slot)} onChange={(e) => toggle(slot, e.target.checked)} />} />
        ))}
      </FormGroup>
      <FormHelperText id={helpId}>
        {filled.length === 0
          ? 'Fill in the options, then tick every right one.'
          : 'Tick every right option. A referee gets the question right only by ticking all of them and no other.'}
      </FormHelperText>
    </FormControl>
  );
}
