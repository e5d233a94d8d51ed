import { useState } from 'react';
import {
  Alert, Button, Checkbox, CircularProgress, FormControl, FormControlLabel, FormGroup, FormLabel, InputLabel, MenuItem, Paper, Select, Stack, TextField, Typography,
} from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import type { BankQuestionDto } from '@/api/question-bank/bank-types';
import { pluralize } from '@/lib/pluralize';
import { useFlashMessage } from '@/lib/use-flash-message';
import { useGenerateQuestions } from '@/features/quiz-admin/api/generate-questions';
import { useAiTopics } from '@/features/quiz-admin/api/list-ai-topics';
import { questionTypes, type QuestionType } from '@/features/quiz-admin/api/types';
import { aiCountRange, buildAiRequest } from '@/features/quiz-admin/lib/ai-request';
import { describeError } from '@/features/quiz-admin/lib/describe-error';
import { questionTypeLabels } from '@/features/quiz-admin/lib/question-draft';
import { useRevealWhenShown } from '@/features/quiz-admin/lib/use-reveal-when-shown';
import { GeneratedQuestions } from './generated-questions';

/** Writes questions into the bank's review queue: none enters a quiz before a person approves it. */
export function AiGenerationPanel({ disabled }: { disabled: boolean }) {
  const { topics, isError: topicsFailed } = useAiTopics();
  const [topicId, setTopicId] = useState('');
  const [customPrompt, setCustomPrompt] = useState('');
  const [sourceText, setSourceText] = useState('');
  const [edition, setEdition] = useState('');
  const [generated, setGenerated] = useState<BankQuestionDto[]>([]);
  const [count, setCount] = useState(String(aiCountRange.default));
  const [types, setTypes] = useState<QuestionType[]>([...questionTypes]);
  const [success, showSuccess] = useFlashMessage(3000);
  const [error, setError] = useState('');
  const successRef = useRevealWhenShown<HTMLDivElement>(success);
  const errorRef = useRevealWhenShown<HTMLDivElement>(error);
  // A problem is about the inputs as they were: changing one of them clears it.
  const edited = <V,>(set: (value: V) => void) => (value: V) => {
    setError('');
    set(value);
  };

  const generate = useGenerateQuestions({
    onMutate: () => setError(''),
    onSuccess: (questions) => {
      setGenerated(questions);
      showSuccess(`Successfully generated ${pluralize(questions.length, 'question')}! They are in the review queue.`);
    },
    onError: (err) => setError(`Failed to generate questions: ${describeError(err)}`),
  });

  const submit = () => {
    const request = buildAiRequest({ topic: topics.find((t) => String(t.id) === topicId), customPrompt, sourceText, edition, count, types });
    if (!request.ok) return setError(request.message);
    generate.mutate(request.input);
  };
  const toggleType = (type: QuestionType, on: boolean) =>
    edited(setTypes)((current) => (on ? questionTypes.filter((t) => t === type || current.includes(t)) : current.filter((t) => t !== type)));
  const busy = disabled || generate.isPending;

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="ai-panel-heading">
      <Stack spacing={2}>
        <Typography id="ai-panel-heading" variant="h6" component="h3">
          Generate Questions with AI
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Generated questions go to the question bank's review queue with their checks. Approve them there, then add them to a quiz or draw from
          their category.
        </Typography>
        {success && <Alert ref={successRef} tabIndex={-1} severity="success">{success}</Alert>}
        {error && <Alert ref={errorRef} tabIndex={-1} severity="error" onClose={() => setError('')}>{error}</Alert>}
        <FormControl fullWidth disabled={busy}>
          <InputLabel id="ai-topic-label">Topic</InputLabel>
          <Select labelId="ai-topic-label" id="ai-topic" label="Topic" value={topicId} onChange={(e) => edited(setTopicId)(e.target.value)}>
            <MenuItem value="">
              <em>No topic</em>
            </MenuItem>
            {topics.map((t) => (
              <MenuItem key={t.id} value={String(t.id)}>{t.title}</MenuItem>
            ))}
          </Select>
        </FormControl>
        {topicsFailed && <Typography variant="body2" color="warning.main">Topics could not be loaded; enter a custom prompt instead.</Typography>}
        <TextField
          id="ai-custom-prompt"
          label="Custom Prompt"
          helperText="Overrides the topic's description when filled in"
          value={customPrompt}
          onChange={(e) => edited(setCustomPrompt)(e.target.value)}
          disabled={busy}
          multiline
          minRows={2}
          fullWidth
        />
        <TextField
          id="ai-source-text"
          label="Rule text to base the questions on"
          helperText="Paste the articles; each question must cite one of them and answer only from this text"
          value={sourceText}
          onChange={(e) => edited(setSourceText)(e.target.value)}
          disabled={busy}
          multiline
          minRows={3}
          maxRows={12}
          fullWidth
        />
        <TextField
          id="ai-edition"
          label="Rulebook edition"
          helperText="e.g. FIBA 2024"
          value={edition}
          onChange={(e) => edited(setEdition)(e.target.value)}
          disabled={busy}
          sx={{ maxWidth: 320 }}
        />
        <TextField
          id="ai-count"
          label="Number of Questions to Generate"
          type="number"
          value={count}
          onChange={(e) => edited(setCount)(e.target.value)}
          disabled={busy}
          helperText={`${aiCountRange.min} to ${aiCountRange.max}`}
          slotProps={{ htmlInput: { min: aiCountRange.min, max: aiCountRange.max } }}
          sx={{ maxWidth: 320 }}
        />
        <FormControl component="fieldset" disabled={busy}>
          <FormLabel component="legend">Question Types</FormLabel>
          <FormGroup row>
            {questionTypes.map((t) => (
              <FormControlLabel key={t} label={questionTypeLabels[t]} control={<Checkbox checked={types.includes(t)} onChange={(e) => toggleType(t, e.target.checked)} />} />
            ))}
          </FormGroup>
        </FormControl>
        <Button
          variant="contained"
          color="secondary"
          onClick={submit}
          disabled={busy}
          startIcon={generate.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : <AutoAwesomeIcon />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {generate.isPending ? 'Generating...' : 'Generate Questions'}
        </Button>
        {generated.length > 0 && <GeneratedQuestions questions={generated} />}
      </Stack>
    </Paper>
  );
}
