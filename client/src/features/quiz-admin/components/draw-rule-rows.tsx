import { Alert, Button, FormControl, IconButton, InputLabel, MenuItem, Select, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useBankCategories } from '@/api/question-bank/list-bank-categories';
import { categoryLabel } from '@/components/question-bank/bank-labels';
import { pluralize } from '@/lib/pluralize';
import { newDrawRule, type DrawRuleDraft } from '@/features/quiz-admin/lib/draw-settings';

interface DrawRuleRowsProps {
  idPrefix: string;
  rules: DrawRuleDraft[];
  onChange: (rules: DrawRuleDraft[]) => void;
  disabled: boolean;
}

/** Each row: a bank category (with how many approved questions it has) and how many to draw from it. */
export function DrawRuleRows({ idPrefix, rules, onChange, disabled }: DrawRuleRowsProps) {
  const { categories, isError } = useBankCategories();
  const approvedIn = (category: string) => categories.find((c) => c.category === category)?.approved;
  const set = (key: number, change: Partial<DrawRuleDraft>) => onChange(rules.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const total = rules.reduce((sum, r) => sum + (Number(r.count) || 0), 0);

  return (
    <Stack spacing={1} role="group" aria-label="Draw rules">
      <Typography variant="body2" color="text.secondary">
        Each attempt draws its own approved questions from these categories, preferring ones the referee has not seen.
      </Typography>
      {isError && <Alert severity="warning">The bank's categories could not be loaded. Please refresh the page.</Alert>}
      {rules.map((r, i) => {
        const approved = approvedIn(r.category);
        const short = approved !== undefined && Number(r.count) > approved;
        return (
          <Stack key={r.key} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }} data-testid="draw-rule">
            <FormControl fullWidth disabled={disabled} size="small">
              <InputLabel id={`${idPrefix}-rule-${r.key}-category-label`}>Category (rule {i + 1})</InputLabel>
              <Select
                labelId={`${idPrefix}-rule-${r.key}-category-label`}
                id={`${idPrefix}-rule-${r.key}-category`}
                label={`Category (rule ${i + 1})`}
                value={categories.some((c) => c.category === r.category) ? r.category : ''}
                onChange={(e) => set(r.key, { category: e.target.value })}
              >
                {categories.map((c) => (
                  <MenuItem key={c.category} value={c.category}>
                    {categoryLabel(c.category)} ({pluralize(c.approved, 'approved question')})
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <TextField
              id={`${idPrefix}-rule-${r.key}-count`}
              label={`Questions to draw (rule ${i + 1})`}
              type="number"
              size="small"
              value={r.count}
              onChange={(e) => set(r.key, { count: e.target.value })}
              disabled={disabled}
              error={short}
              helperText={short ? `Only ${pluralize(approved, 'approved question')} in this category` : ' '}
              slotProps={{ htmlInput: { min: 1, max: 200 } }}
              sx={{ minWidth: 200 }}
            />
            <IconButton aria-label={`Remove draw rule ${i + 1}`} onClick={() => onChange(rules.filter((x) => x.key !== r.key))} disabled={disabled}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button startIcon={<AddIcon />} onClick={() => onChange([...rules, newDrawRule()])} disabled={disabled}>
          Add draw rule
        </Button>
        {rules.length > 0 && <Typography variant="body2">Each attempt asks {pluralize(total, 'question')}.</Typography>}
      </Stack>
    </Stack>
  );
}
