import { Alert, Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { BalancePreviewDto } from '@/features/balancing/api/types';
import { describeRequests, describeRules, describeStrengthGap, describeTiers } from '@/features/balancing/lib/explain-preview';

const noSkills = 'No skill was selected, so the teams are random within the rules below: sizes even, siblings, locks and keep-apart pairs kept. Select skills to balance strength.';

/** The preview in words: how even the teams are, which requests and rules were kept, and why any were not. */
export function BalanceExplanation({ result }: { result: BalancePreviewDto }) {
  const requests = describeRequests(result);
  const broken = result.summary.requests?.broken ?? [];
  // No skill selected (decision 0051): no strength to compare, so no gap and no thirds, only the rules kept.
  const lines = (result.summary.skills_used === false ? [noSkills] : [describeStrengthGap(result), ...describeTiers(result.results)]).concat(describeRules(result)).filter((line): line is string => !!line);
  const warnings = result.summary.warnings ?? [];
  return (
    <Box component="section" aria-labelledby="balance-explanation-title">
      <Typography id="balance-explanation-title" variant="h6" component="h3">
        How Even Are the Teams?
      </Typography>
      <List dense>
        {lines.map((line) => (
          <ListItem key={line} disableGutters>
            <ListItemText primary={line} />
          </ListItem>
        ))}
        {requests && (
          <ListItem disableGutters sx={{ display: 'block' }}>
            <ListItemText primary={requests} />
            {broken.length > 0 && (
              <List dense aria-label="Why requests were broken" sx={{ pl: 2 }}>
                {broken.map((b) => (
                  <ListItem key={`${b.player}-${b.requested}`} disableGutters>
                    <ListItemText secondary={`${b.player} with ${b.requested}: ${b.reason}`} />
                  </ListItem>
                ))}
              </List>
            )}
          </ListItem>
        )}
      </List>
      {warnings.length > 0 && (
        <Alert severity="warning" aria-label="Warnings">
          <List dense disablePadding>
            {warnings.map((w) => (
              <ListItem key={w} disableGutters>
                {w}
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
    </Box>
  );
}
