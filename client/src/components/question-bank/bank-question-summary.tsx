import { Box, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { describeAnswer, readChoiceList } from '@league/contract';
import type { BankQuestionDto } from '@/api/question-bank/bank-types';
import { categoryLabel, difficultyLabels, sourceLabels } from './bank-labels';
import { QuestionMedia } from '@/components/question-media/question-media';
import { QuestionChecks } from './question-checks';

const answerText = (q: BankQuestionDto) => (q.question_type === 'true_false' ? (q.correct_answer === 'true' ? 'True' : 'False') : describeAnswer(q.question_type, q.correct_answer));
/** A select-all question's key names several options (decision 0053). */
const keyOptions = (q: BankQuestionDto) => (q.question_type === 'multiple_response' ? readChoiceList(q.correct_answer) : [q.correct_answer]);

/** A bank question as a reviewer reads it: text, options with the key named, where it comes from, its checks. */
export function BankQuestionSummary({ question, headingId }: { question: BankQuestionDto; headingId: string }) {
  const facts = [categoryLabel(question.category), difficultyLabels[question.difficulty], question.edition, sourceLabels[question.source]].filter(Boolean);
  return (
    <Stack spacing={1}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {question.question_text}
      </Typography>
      <QuestionMedia media={question.media} owner="this question" />
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        {facts.map((f) => (
          <Chip key={f} size="small" variant="outlined" label={f} />
        ))}
        {question.tags.map((t) => (
          <Chip key={`tag-${t}`} size="small" label={`#${t}`} />
        ))}
      </Box>
      {question.question_type !== 'true_false' && (
        <List dense disablePadding aria-label={question.question_type === 'multiple_response' ? 'Options (select all that apply)' : 'Options'}>
          {question.options.map((o) => {
            const right = keyOptions(question).includes(o);
            return (
              <ListItem key={o} disableGutters sx={{ color: right ? 'success.main' : 'text.primary' }}>
                {o}
                {right && ' (correct answer)'}
              </ListItem>
            );
          })}
        </List>
      )}
      <Typography variant="body2">
        <strong>Correct answer:</strong> {answerText(question)}
      </Typography>
      {question.rule_reference && (
        <Typography variant="body2" color="text.secondary">
          <strong>Rule reference:</strong> {question.rule_reference}
        </Typography>
      )}
      {question.explanation && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          <strong>Explanation:</strong> {question.explanation}
        </Typography>
      )}
      <QuestionChecks checks={question.checks} />
    </Stack>
  );
}
