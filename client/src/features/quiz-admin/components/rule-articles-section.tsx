import { useState } from 'react';
import {
  Accordion, AccordionDetails, AccordionSummary, Alert, CircularProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow,
  TableSortLabel, TextField, ToggleButton, ToggleButtonGroup, Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { ScrollTable } from '@/components/ui/scroll-table';
import { useArticleStatistics } from '@/features/quiz-admin/api/get-article-statistics';
import { articleLabel, describeFacility, sortArticles, type ArticleSortKey, type SortDirection } from '@/features/quiz-admin/lib/article-statistics';
import { describeSeparation } from '@/features/quiz-admin/lib/question-quality';
import { failureText } from '@/features/quiz-admin/lib/describe-error';

const columns: { key: ArticleSortKey; label: string; numeric: boolean }[] = [
  { key: 'article', label: 'Rule article', numeric: false },
  { key: 'questions', label: 'Questions', numeric: true },
  { key: 'answers', label: 'Answers', numeric: true },
  { key: 'facility', label: 'Got it right', numeric: true },
  { key: 'discrimination', label: 'Separates stronger from weaker', numeric: true },
];

/** Which FIBA articles referees miss, across every quiz: worst first, sortable by any column. */
export function RuleArticlesSection() {
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState({ from: '', to: '' });
  const [whole, setWhole] = useState(false);
  const [sort, setSort] = useState<{ key: ArticleSortKey; direction: SortDirection }>({ key: 'facility', direction: 'asc' });
  const { data, error, isPending } = useArticleStatistics(range, open);
  const rows = data ? sortArticles(whole ? data.top_articles : data.articles, sort.key, sort.direction) : [];
  const sortBy = (key: ArticleSortKey) =>
    setSort((s) => ({ key, direction: s.key === key && s.direction === 'asc' ? 'desc' : 'asc' }));

  return (
    <Accordion expanded={open} onChange={(_, expanded) => setOpen(expanded)} component="section" aria-labelledby="rule-articles-heading">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="rule-articles-content">
        <Typography id="rule-articles-heading" variant="h5" component="h2">Rule Articles</Typography>
      </AccordionSummary>
      <AccordionDetails id="rule-articles-content">
        <Typography color="text.secondary" component="div" sx={{ mb: 2 }}>
          Every quiz together, by the rule article each question cites, from each referee&apos;s first try at a quiz.
          <ul>
            <li><strong>Questions</strong>: how many questions citing the article referees were asked.</li>
            <li><strong>Answers</strong>: how many answers referees gave to them.</li>
            <li><strong>Got it right</strong>: share of those answers that were right; the lowest are the rules to teach again.</li>
            <li><strong>Separates stronger from weaker</strong>: from -1 to 1, whether referees who do well overall get these right; 0.20 or more is good.</li>
            {data && <li>An article needs {data.min_answers} answers before it gets a share.</li>}
          </ul>
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField label="First tries from" type="date" size="small" value={range.from} onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField label="First tries until" type="date" size="small" value={range.to} onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))} slotProps={{ inputLabel: { shrink: true } }} />
          <ToggleButtonGroup size="small" exclusive value={whole ? 'whole' : 'cited'} onChange={(_, v: string | null) => v && setWhole(v === 'whole')} aria-label="Group questions by">
            <ToggleButton value="cited">Article as cited (25.2)</ToggleButton>
            <ToggleButton value="whole">Whole article (25)</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {isPending && open && <CircularProgress aria-label="Loading rule articles" />}
        {error && <Alert severity="error">{failureText('The rule articles could not be loaded', error)}</Alert>}
        {data && rows.length === 0 && <Typography color="text.secondary">No answers to questions that cite a rule article yet.</Typography>}
        {data && rows.length > 0 && (
          <ScrollTable label="Rule articles">
            <Table size="small" aria-label="Rule articles">
              <TableHead>
                <TableRow>
                  {columns.map((c) => (
                    <TableCell key={c.key} align={c.numeric ? 'right' : 'left'} sortDirection={sort.key === c.key ? sort.direction : false}>
                      <TableSortLabel active={sort.key === c.key} direction={sort.key === c.key ? sort.direction : 'asc'} onClick={() => sortBy(c.key)}>
                        {c.label}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                  <TableCell>Questions most missed</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.article}>
                    <TableCell component="th" scope="row">{articleLabel(row, whole)}</TableCell>
                    <TableCell align="right">{row.questions}</TableCell>
                    <TableCell align="right">{row.answers}</TableCell>
                    <TableCell align="right">{describeFacility(row, data.min_answers)}</TableCell>
                    <TableCell align="right">{row.enough_answers ? describeSeparation(row.discrimination) : 'Too few answers to judge'}</TableCell>
                    <TableCell>
                      {row.weakest_questions.map((q) => (
                        <Typography key={q.question_id} variant="body2">
                          {q.question_text} ({describeFacility(q, data.min_answers)}, {q.answers} answers)
                        </Typography>
                      ))}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollTable>
        )}
        {data && data.questions_without_article > 0 && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {data.questions_without_article} answered question(s) cite no article number and are not counted here.
          </Typography>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
