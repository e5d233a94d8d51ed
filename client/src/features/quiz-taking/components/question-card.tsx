import { useEffect, useRef } from 'react';
import { FormControlLabel, Paper, Radio, RadioGroup, Typography } from '@mui/material';
import type { PublicQuestionDto } from '@/api/quizzes/quiz-session-types';
import { QuestionMedia } from '@/components/question-media/question-media';
import { SelectAllChoices } from './select-all-choices';

interface QuestionCardProps {
  question: PublicQuestionDto;
  answer: string | undefined;
  disabled: boolean;
  onAnswer: (value: string) => void;
}

const trueFalseChoices = [
  { value: 'true', label: 'True' },
  { value: 'false', label: 'False' },
];

export function QuestionCard({ question, answer, disabled, onAnswer }: QuestionCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = `question-${question.id}-text`;
  const choices = question.question_type === 'true_false' ? trueFalseChoices : question.options.map((o) => ({ value: o, label: o }));

  // Moving to another question moves keyboard and screen-reader focus to its text.
  useEffect(() => {
    headingRef.current?.focus();
  }, [question.id]);

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} ref={headingRef} tabIndex={-1} variant="h6" component="h2" sx={{ mb: 1, outline: 'none' }}>
        {question.question_text}
      </Typography>
      {question.rule_reference && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          FIBA Rule Reference: {question.rule_reference}
        </Typography>
      )}
      {/* Keyed by question: a clip starts afresh on each question, not where the last one stopped. */}
      <QuestionMedia key={question.id} media={question.media} owner="this question" />
      {question.question_type === 'multiple_response' ? (
        <SelectAllChoices labelledBy={headingId} options={question.options} answer={answer} disabled={disabled} onAnswer={onAnswer} />
      ) : (
        <RadioGroup aria-labelledby={headingId} name={`question-${question.id}`} value={answer ?? ''} onChange={(e) => onAnswer(e.target.value)}>
          {choices.map((c) => (
            <FormControlLabel key={c.value} value={c.value} control={<Radio />} label={c.label} disabled={disabled} />
          ))}
        </RadioGroup>
      )}
    </Paper>
  );
}
