import { Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { matchChoices, readChoiceList, writeChoiceList } from '@league/contract';

interface SelectAllChoicesProps {
  labelledBy: string;
  options: string[];
  /** The ticked options as one text (a JSON list, decision 0053); '' or undefined for none. */
  answer: string | undefined;
  disabled: boolean;
  onAnswer: (value: string) => void;
}

/** A "select all that apply" question: one checkbox per option; nothing ticked is unanswered. */
export function SelectAllChoices({ labelledBy, options, answer, disabled, onAnswer }: SelectAllChoicesProps) {
  const ticked = readChoiceList(answer);
  const isTicked = (option: string) => matchChoices([option], ticked).length > 0;
  const toggle = (option: string, on: boolean) => {
    const next = options.filter((o) => (o === option ? on : isTicked(o)));
    onAnswer(next.length ? writeChoiceList(next) : '');
  };
  return (
    <FormGroup role="group" aria-labelledby={labelledBy}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Select all that apply. The answer counts when every right option and no other is ticked.
      </Typography>
      {options.map((o) => (
        <FormControlLabel key={o} control={<Checkbox checked={isTicked(o)} onChange={(e) => toggle(o, e.target.checked)} />} label={o} disabled={disabled} />
      ))}
    </FormGroup>
  );
}
