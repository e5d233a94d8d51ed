import { useState } from 'react';
import {
  Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormGroup, FormLabel, List, ListItem, Radio, RadioGroup, Stack, TextField, Typography,
} from '@mui/material';
import { readChoiceList, sameChoices, writeChoiceList } from '@league/contract';
import { apiErrorMessage } from '@/lib/api-client';
import type { BankQuestionDto } from '@/api/question-bank/bank-types';
import { useRegradeQuestion } from '@/features/question-bank/api/regrade-question';
import { describeChange, regradeSummary } from '@/features/question-bank/lib/regrade-summary';

interface RegradeDialogProps {
  question: BankQuestionDto | null;
  onClose: () => void;
}

const choicesOf = (q: BankQuestionDto) =>
  q.question_type === 'true_false' ? [{ value: 'true', label: 'True' }, { value: 'false', label: 'False' }] : q.options.map((o) => ({ value: o, label: o }));

/** Fixes a question's key and scores again every finished attempt that was asked the wrong one. */
export function RegradeDialog({ question, onClose }: RegradeDialogProps) {
  return (
    <Dialog open={question !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="regrade-dialog-title">
      <DialogTitle id="regrade-dialog-title">Fix the answer and regrade</DialogTitle>
      {question && <RegradeBody key={question.id} question={question} onClose={onClose} />}
    </Dialog>
  );
}

function RegradeBody({ question, onClose }: { question: BankQuestionDto; onClose: () => void }) {
  const [answer, setAnswer] = useState('');
  const [explanation, setExplanation] = useState(question.explanation);
  const regrade = useRegradeQuestion();
  const result = regrade.data;
  // A select-all key is a list of options (decision 0053): ticked, not picked.
  const selectAll = question.question_type === 'multiple_response';
  const ticked = readChoiceList(answer);
  const nowRight = readChoiceList(question.correct_answer);
  const unchanged = selectAll ? answer !== '' && sameChoices(ticked, nowRight) : answer === question.correct_answer;
  const tick = (option: string, on: boolean) => {
    const next = question.options.filter((o) => (o === option ? on : ticked.includes(o)));
    setAnswer(next.length ? writeChoiceList(next) : '');
  };

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography sx={{ fontWeight: 600 }}>{question.question_text}</Typography>
          {result ? (
            <>
              <Alert severity="success">{regradeSummary(result)}</Alert>
              {result.changed.length > 0 && (
                <List dense aria-label="Changed results">
                  {result.changed.map((c) => (
                    <ListItem key={c.attempt_id} disableGutters>{describeChange(c)}</ListItem>
                  ))}
                </List>
              )}
            </>
          ) : (
            <>
              <FormControl disabled={regrade.isPending}>
                <FormLabel id="regrade-answer-label">The right answer</FormLabel>
                {selectAll ? (
                  <FormGroup aria-labelledby="regrade-answer-label">
                    {question.options.map((o) => (
                      <FormControlLabel key={o} control={<Checkbox checked={ticked.includes(o)} onChange={(e) => tick(o, e.target.checked)} />} label={nowRight.includes(o) ? `${o} (right now)` : o} />
                    ))}
                  </FormGroup>
                ) : (
                  <RadioGroup aria-labelledby="regrade-answer-label" value={answer} onChange={(e) => setAnswer(e.target.value)}>
                    {choicesOf(question).map((c) => (
                      <FormControlLabel key={c.value} value={c.value} control={<Radio />} label={c.value === question.correct_answer ? `${c.label} (the answer now)` : c.label} />
                    ))}
                  </RadioGroup>
                )}
              </FormControl>
              <TextField id="regrade-explanation" label="Explanation" value={explanation} onChange={(e) => setExplanation(e.target.value)} multiline minRows={2} disabled={regrade.isPending} fullWidth />
              <Typography variant="body2" color="text.secondary">
                Every finished attempt that was asked this version of the question is scored again; each changed result is recorded, and the open reports on it are closed.
              </Typography>
              {unchanged && <Alert severity="info">That is already the answer. Choose the right one to regrade.</Alert>}
              {regrade.isError && <Alert severity="error">Failed to regrade{apiErrorMessage(regrade.error) ? `: ${apiErrorMessage(regrade.error)}` : '. Please try again.'}</Alert>}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={regrade.isPending}>{result ? 'Close' : 'Cancel'}</Button>
        {!result && (
          <Button variant="contained" disabled={!answer || unchanged || regrade.isPending} onClick={() => regrade.mutate({ questionId: question.id, correctAnswer: answer, explanation })}>
            {regrade.isPending ? 'Regrading...' : 'Fix and Regrade'}
          </Button>
        )}
      </DialogActions>
    </>
  );
}
