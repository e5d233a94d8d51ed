import { readChoiceList } from '@league/contract';
import { Button, Chip, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import BuildIcon from '@mui/icons-material/Build';
import type { QuestionFlagDto } from '@/api/question-bank/bank-types';
import { pluralize } from '@/lib/pluralize';
import type { FlaggedQuestion } from '@/features/question-bank/lib/group-flags';

const statusWords = { open: 'Open', resolved: 'Resolved', dismissed: 'Dismissed' } as const;
// A select-all answer is a JSON list of options (decision 0053); it reads as "A; C".
const answerWords = (answer: string | null) =>
  answer === null ? 'no answer' : answer === 'true' ? 'True' : answer === 'false' ? 'False' : readChoiceList(answer).join('; ');

interface FlaggedQuestionCardProps {
  group: FlaggedQuestion;
  dismissing: boolean;
  onDismiss: (flag: QuestionFlagDto) => void;
  onFix: () => void;
}

export function FlaggedQuestionCard({ group, dismissing, onDismiss, onFix }: FlaggedQuestionCardProps) {
  const headingId = `flagged-question-${group.questionId}`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Stack sx={{ flexGrow: 1 }}>
          <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {group.questionText}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {group.quizTitle} · {pluralize(group.open, 'open report')} · answer at the time: {answerWords(group.flags[0]!.correct_answer)}
          </Typography>
        </Stack>
        <Button variant="outlined" startIcon={<BuildIcon />} onClick={onFix} aria-label={`Fix the answer and regrade “${group.questionText}”`} sx={{ whiteSpace: 'nowrap' }}>
          Fix the answer and regrade
        </Button>
      </Stack>
      <List dense aria-label="Reports">
        {group.flags.map((f) => (
          <ListItem
            key={f.id}
            disableGutters
            secondaryAction={
              f.status === 'open' && (
                <Button size="small" disabled={dismissing} onClick={() => onDismiss(f)} aria-label={`Dismiss the report by ${f.username}`}>
                  Dismiss
                </Button>
              )
            }
          >
            <ListItemText
              primary={`“${f.comment}”`}
              secondary={`${f.username} answered ${answerWords(f.user_answer)} · ${new Date(f.created_at).toLocaleDateString()}`}
            />
            <Chip size="small" variant="outlined" label={statusWords[f.status]} color={f.status === 'open' ? 'warning' : 'default'} sx={{ mr: 10 }} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
