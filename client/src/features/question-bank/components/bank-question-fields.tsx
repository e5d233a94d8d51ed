import { Alert, FormControl, InputLabel, MenuItem, Select, Stack, TextField } from '@mui/material';
import { matchChoices, readChoiceList, writeChoiceList } from '@league/contract';
import { difficulties, type BankQuestionDto, type QuestionDifficulty } from '@/api/question-bank/bank-types';
import { difficultyLabels } from '@/components/question-bank/bank-labels';
import { changesWording, type BankQuestionForm } from '@/features/question-bank/lib/bank-question-form';

interface BankQuestionFieldsProps {
  question: BankQuestionDto;
  value: BankQuestionForm;
  onChange: (next: BankQuestionForm) => void;
  disabled: boolean;
}

export function BankQuestionFields({ question, value, onChange, disabled }: BankQuestionFieldsProps) {
  const text = (key: 'question_text' | 'explanation' | 'rule_reference' | 'category' | 'edition' | 'tags' | 'name' | 'idnumber') => ({
    id: `bank-question-${key}`,
    value: value[key],
    disabled,
    fullWidth: true,
    onChange: (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value }),
  });
  const filled = value.options.map((o) => o.trim()).filter(Boolean);
  const answers = question.question_type === 'true_false' ? [{ value: 'true', label: 'True' }, { value: 'false', label: 'False' }] : filled.map((o) => ({ value: o, label: o }));
  // A select-all question's key is a list of options (decision 0053).
  const selectAll = question.question_type === 'multiple_response';
  const keyList = readChoiceList(value.correct_answer);
  const setOption = (i: number, text: string) => {
    const options = value.options.map((o, j) => (j === i ? text : o));
    // Rewording an option that is (part of) the answer keeps it the answer.
    const answer = selectAll
      ? writeChoiceList(keyList.map((k) => (k === value.options[i] ? text : k)))
      : value.options[i] === value.correct_answer ? text : value.correct_answer;
    onChange({ ...value, options, correct_answer: answer });
  };
  const answerSelect = selectAll
    ? {
        value: matchChoices(filled, keyList),
        onChange: (picked: string[]) => onChange({ ...value, correct_answer: writeChoiceList(matchChoices(filled, picked)) }),
      }
    : null;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...text('category')} label="Category" helperText="The rule family, e.g. Fouls" />
        <FormControl fullWidth disabled={disabled}>
          <InputLabel id="bank-question-difficulty-label">Difficulty</InputLabel>
          <Select labelId="bank-question-difficulty-label" id="bank-question-difficulty" label="Difficulty" value={value.difficulty} onChange={(e) => onChange({ ...value, difficulty: e.target.value as QuestionDifficulty })}>
            {difficulties.map((d) => (
              <MenuItem key={d} value={d}>{difficultyLabels[d]}</MenuItem>
            ))}
          </Select>
        </FormControl>
        <TextField {...text('edition')} label="Rulebook edition" helperText="e.g. FIBA 2024" />
      </Stack>
      <TextField {...text('tags')} label="Tags" helperText="Separate tags with commas, e.g. fouls, unsportsmanlike" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...text('name')} label="Name" helperText="A short title to find the question by; kept in Moodle files" />
        <TextField {...text('idnumber')} label="ID number" helperText="Your own code for the question, e.g. FIBA-25-01; kept in Moodle files" />
      </Stack>
      {changesWording(question, value) && (
        <Alert severity="info">
          Changing the question, its options or its answer saves a new version ({question.version + 1}). Results of quizzes already taken keep the version they were asked.
        </Alert>
      )}
      <TextField {...text('question_text')} label="Question Text" multiline minRows={2} required />
      {question.question_type !== 'true_false' && (
        <Stack spacing={1} role="group" aria-label="Options">
          {value.options.map((o, i) => (
            <TextField key={i} id={`bank-question-option-${i}`} label={`Option ${i + 1}`} value={o} disabled={disabled} size="small" onChange={(e) => setOption(i, e.target.value)} />
          ))}
        </Stack>
      )}
      <FormControl fullWidth disabled={disabled}>
        <InputLabel id="bank-question-answer-label">{answerSelect ? 'Correct Answers' : 'Correct Answer'}</InputLabel>
        {answerSelect ? (
          <Select<string[]> multiple labelId="bank-question-answer-label" id="bank-question-answer" label="Correct Answers" value={answerSelect.value} onChange={(e) => answerSelect.onChange(typeof e.target.value === 'string' ? [e.target.value] : e.target.value)}>
            {answers.map((a) => (
              <MenuItem key={a.value} value={a.value}>{a.label}</MenuItem>
            ))}
          </Select>
        ) : (
          <Select labelId="bank-question-answer-label" id="bank-question-answer" label="Correct Answer" value={answers.some((a) => a.value === value.correct_answer) ? value.correct_answer : ''} onChange={(e) => onChange({ ...value, correct_answer: e.target.value })}>
            {answers.map((a) => (
              <MenuItem key={a.value} value={a.value}>{a.label}</MenuItem>
            ))}
          </Select>
        )}
      </FormControl>
      <TextField {...text('explanation')} label="Explanation" multiline minRows={2} />
      <TextField {...text('rule_reference')} label="Rule Reference" helperText="The article, without giving the answer away, e.g. FIBA OBR Art. 26" />
    </Stack>
  );
}
