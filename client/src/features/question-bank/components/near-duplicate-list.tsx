import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ImportNearDuplicateDto } from '@league/contract';
import { describeNearDuplicate } from '@/features/question-bank/lib/import-report';

/** Imported questions that restate a bank question (the same check AI questions get); they still come in as drafts. */
export function NearDuplicateList({ items }: { items: ImportNearDuplicateDto[] }) {
  if (!items.length) return null;
  return (
    <section aria-labelledby="import-duplicates-heading">
      <Typography id="import-duplicates-heading" variant="subtitle1" component="h3">
        Possible repeats of bank questions
      </Typography>
      <Typography variant="body2" color="text.secondary">
        These come in as drafts like the others; compare them in the review queue before approving.
      </Typography>
      <List dense aria-labelledby="import-duplicates-heading">
        {items.map((d) => (
          <ListItem key={d.index} disableGutters>
            <ListItemText primary={describeNearDuplicate(d)} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
