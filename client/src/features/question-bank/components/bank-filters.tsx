import { FormControl, InputLabel, MenuItem, Select, Stack, TextField } from '@mui/material';
import { bankStatuses, difficulties, questionSources } from '@/api/question-bank/bank-types';
import type { BankFilters as Filters } from '@/api/question-bank/list-bank-questions';
import { bankStatusLabels, categoryLabel, difficultyLabels, sourceLabels } from '@/components/question-bank/bank-labels';
import { useBankCategories } from '@/api/question-bank/list-bank-categories';

interface BankFiltersProps {
  value: Filters;
  onChange: (next: Filters) => void;
}

type ChoiceKey = 'category' | 'difficulty' | 'status' | 'source';

/** Search and filters; every change goes back to the first page. */
export function BankFilters({ value, onChange }: BankFiltersProps) {
  const { categories } = useBankCategories();
  const set = (key: keyof Filters, text: string) => onChange({ ...value, [key]: text, page: 1 });
  const choice = (key: ChoiceKey, label: string, options: { value: string; label: string }[]) => (
    <FormControl size="small" sx={{ minWidth: 160 }}>
      <InputLabel id={`bank-filter-${key}-label`}>{label}</InputLabel>
      <Select labelId={`bank-filter-${key}-label`} id={`bank-filter-${key}`} label={label} value={value[key] ?? ''} onChange={(e) => set(key, e.target.value)}>
        <MenuItem value="">
          <em>Any</em>
        </MenuItem>
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>
        ))}
      </Select>
    </FormControl>
  );

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="search" aria-label="Filter the question bank">
      <TextField size="small" id="bank-search" label="Search" value={value.search ?? ''} onChange={(e) => set('search', e.target.value)} sx={{ width: 240 }} />
      {choice('category', 'Category', categories.map((c) => ({ value: c.category, label: categoryLabel(c.category) })))}
      {choice('difficulty', 'Difficulty', difficulties.map((d) => ({ value: d, label: difficultyLabels[d] })))}
      <TextField size="small" id="bank-filter-edition" label="Edition" value={value.edition ?? ''} onChange={(e) => set('edition', e.target.value)} sx={{ width: 160 }} />
      <TextField size="small" id="bank-filter-tag" label="Tag" value={value.tag ?? ''} onChange={(e) => set('tag', e.target.value)} sx={{ width: 160 }} />
      {choice('status', 'Status', bankStatuses.map((s) => ({ value: s, label: bankStatusLabels[s] })))}
      {choice('source', 'Source', questionSources.map((s) => ({ value: s, label: sourceLabels[s] })))}
    </Stack>
  );
}
