import { Button, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { NextAttemptDto } from '@league/contract';
import { retakeOnSentence } from '@/api/quizzes/retake-time';

export const fibaRuleBookUrl = 'https://www.fiba.basketball/en/rule-book';

const passedAdvice = [
  'Review any questions you missed so the right call comes naturally in a game.',
  'Keep up with FIBA rule interpretations as they are published.',
  'Check your dashboard for new quizzes from your league.',
];
const failedAdvice = ['Read the explanations above for every question you missed.', 'Study the FIBA rule articles referenced in the questions.'];

/** When the quiz's attempt policy lets the referee try again, as the server worked it out. */
export function retakeAdvice(next: NextAttemptDto | undefined): string {
  if (next?.when === 'later' && next.available_at) return retakeOnSentence(next.available_at);
  if (next?.when === 'now') return 'You can take this quiz again now: start it from your dashboard.';
  if (next?.when === 'never') return 'This quiz allows you no further attempt. Ask your referee administrator if you need another.';
  return 'Ask your referee administrator when you can take the quiz again.';
}

export function NextSteps({ passed, nextAttempt }: { passed: boolean; nextAttempt?: NextAttemptDto }) {
  return (
    <Paper component="section" aria-labelledby="next-steps-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="next-steps-heading" variant="h5" component="h2">
        Next Steps
      </Typography>
      <List sx={{ listStyleType: 'disc', pl: 3 }}>
        {(passed ? passedAdvice : [...failedAdvice, retakeAdvice(nextAttempt)]).map((line) => (
          <ListItem key={line} sx={{ display: 'list-item', py: 0.5 }}>
            {line}
          </ListItem>
        ))}
      </List>
      {!passed && (
        <Stack direction="row">
          <Button
            variant="outlined"
            startIcon={<MenuBookIcon />}
            endIcon={<OpenInNewIcon aria-hidden />}
            href={fibaRuleBookUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Study FIBA Rules (opens in a new tab)"
          >
            Study FIBA Rules
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
