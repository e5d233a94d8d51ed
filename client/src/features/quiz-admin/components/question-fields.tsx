import { FormControl, FormHelperText, InputLabel, MenuItem, Select, Stack, TextField } from '@mui/material';
import { authoredQuestionTypes, type QuestionType } from '@/features/quiz-admin/api/types';
import { answerForType, filledOptions, questionTypeLabels, tickedSlots, tickSlots, type QuestionDraft } from '@/features/quiz-admin/lib/question-draft';
import { RightAnswersField } from './right-answers-field';

interface QuestionFieldsProps {
  idPrefix: string;
  value: QuestionDraft;
  onChange: (next: QuestionDraft) => void;
  /** Non-draft quizzes allow text fixes only: type, options, answer and rule reference stay as they are. */
  textOnly?: boolean;
  disabled?: boolean;
}

const trueFalseAnswers = [
  { value: 'true', label: 'True' },
  { value: 'false', label: 'False' },
];

export function QuestionFields({ idPrefix, value, onChange, textOnly = false, disabled = false }: QuestionFieldsProps) {
  const structureDisabled = disabled || textOnly;
  const isTrueFalse = value.question_type === 'true_false';
  const selectAll = value.question_type === 'multiple_response';
  const answers = isTrueFalse ? trueFalseAnswers : filledOptions(value).map((o) => ({ value: o, label: o }));
  // A stale answer (its option was edited away) shows as unchosen rather than as an invalid value.
  const answerValue = answers.some((a) => a.value === value.correct_answer) ? value.correct_answer : '';

  const set = (patch: Partial<QuestionDraft>) => onChange({ ...value, ...patch });

  const changeType = (type: QuestionType) => set({ question_type: type, ...answerForType(value, type) });

  const changeOption = (index: number, text: string) => {
    const options = value.options.map((o, i) => (i === index ? text : o));
    // Rewording a ticked option of a select-all question keeps it ticked (its slot stays ticked).
    if (selectAll) return set({ options, ...tickSlots(options, tickedSlots(value)) });
    set({ options, correct_answer: index === value.answer_slot ? text.trim() : value.correct_answer });
  };

  return (
    <Stack spacing={2}>
      <TextField
        id={`${idPrefix}-text`}
        label="Question Text"
        value={value.question_text}
        onChange={(e) => set({ question_text: e.target.value })}
        disabled={disabled}
        multiline
        minRows={2}
        required
        fullWidth
      />
      <FormControl fullWidth disabled={structureDisabled} required>
        <InputLabel id={`${idPrefix}-type-label`}>Question Type</InputLabel>
        <Select
          labelId={`${idPrefix}-type-label`}
          id={`${idPrefix}-type`}
          label="Question Type"
          value={value.question_type}
          onChange={(e) => changeType(e.target.value as QuestionType)}
        >
          {authoredQuestionTypes.map((t) => (
            <MenuItem key={t} value={t}>{questionTypeLabels[t]}</MenuItem>
          ))}
        </Select>
      </FormControl>
      {!isTrueFalse && (
        <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
          {value.options.map((option, i) => (
            <TextField
              key={i}
              id={`${idPrefix}-option-${i + 1}`}
              label={`Option ${i + 1}`}
              value={option}
              onChange={(e) => changeOption(i, e.target.value)}
              disabled={structureDisabled}
              sx={{ flex: '1 1 45%' }}
            />
          ))}
        </Stack>
      )}
      {selectAll ? (
        <RightAnswersField idPrefix={idPrefix} value={value} onChange={onChange} disabled={structureDisabled} />
      ) : (
        <FormControl fullWidth disabled={structureDisabled || answers.length === 0} required>
          <InputLabel id={`${idPrefix}-answer-label`}>Correct Answer</InputLabel>
          <Select
            labelId={`${idPrefix}-answer-label`}
            id={`${idPrefix}-answer`}
            label="Correct Answer"
            value={answerValue}
            onChange={(e) => set({ correct_answer: e.target.value, answer_slot: isTrueFalse ? null : value.options.findIndex((o) => o.trim() === e.target.value) })}
          >
            {answers.map((a) => (
              <MenuItem key={a.value} value={a.value}>{a.label}</MenuItem>
            ))}
          </Select>
          {!isTrueFalse && answers.length === 0 && <FormHelperText>Fill in the options, then choose the correct one.</FormHelperText>}
        </FormControl>
      )}
      <TextField
        id={`${idPrefix}-explanation`}
        label="Explanation"
        value={value.explanation}
        onChange={(e) => set({ explanation: e.target.value })}
        disabled={disabled}
        multiline
        minRows={2}
        fullWidth
      />
      <TextField
        id={`${idPrefix}-rule`}
        label="FIBA Rule Reference"
        value={value.rule_reference}
        onChange={(e) => set({ rule_reference: e.target.value })}
        disabled={structureDisabled}
        fullWidth
      />
    </Stack>
  );
}
