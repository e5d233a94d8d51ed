import { Button, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

export const fibaRuleBookUrl = 'https://www.fiba.basketball/en/rule-book';

const passedAdvice = [
  'Review any questions you missed so the right call comes naturally in a game.',
  'Keep up with FIBA rule interpretations as they are published.',
  'Check your dashboard for new quizzes from your league.',
];
const failedAdvice = [
  'Read the explanations above for every question you missed.',
  'Study the FIBA rule articles referenced in the questions.',
  'Ask your referee administrator when you can take the quiz again.',
];

export function NextSteps({ passed }: { passed: boolean }) {
  return (
    <Paper component="section" aria-labelledby="next-steps-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="next-steps-heading" variant="h5" component="h2">
        Next Steps
      </Typography>
      <List sx={{ listStyleType: 'disc', pl: 3 }}>
        {(passed ? passedAdvice : failedAdvice).map((line) => (
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
