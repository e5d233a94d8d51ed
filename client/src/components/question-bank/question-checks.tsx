import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WarningIcon from '@mui/icons-material/Warning';
import type { QuestionCheckDto } from '@/api/question-bank/bank-types';

/** The names the server gives its checks, in the words an admin reads. */
const checkLabels: Record<string, string> = {
  cites_source: 'Cites an article of the rule text',
  answer_in_options: 'The correct answer is one of the options',
  options_distinct: 'The options are all different',
  not_duplicate: 'Not a near-duplicate of a bank question',
};
const labelOf = (name: string) => checkLabels[name] ?? name.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** A question's automatic checks: failed ones first, flagged in words, never hidden. */
export function QuestionChecks({ checks }: { checks: QuestionCheckDto[] }) {
  if (checks.length === 0) return null;
  const failed = checks.filter((c) => !c.passed);
  const ordered = [...failed, ...checks.filter((c) => c.passed)];
  return (
    <div>
      <Typography variant="body2" color={failed.length ? 'warning.main' : 'success.main'} sx={{ fontWeight: 600 }}>
        {failed.length ? `${failed.length} of ${checks.length} checks failed: read before approving` : `All ${checks.length} checks passed`}
      </Typography>
      <List dense disablePadding aria-label="Checks">
        {ordered.map((c) => (
          <ListItem key={c.name} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {c.passed ? <CheckCircleIcon color="success" fontSize="small" aria-hidden /> : <WarningIcon color="warning" fontSize="small" aria-hidden />}
            </ListItemIcon>
            <ListItemText
              primary={`${c.passed ? 'Passed' : 'Failed'}: ${labelOf(c.name)}`}
              secondary={!c.passed || c.reason ? c.reason : undefined}
            />
          </ListItem>
        ))}
      </List>
    </div>
  );
}
