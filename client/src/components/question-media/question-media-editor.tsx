import { useState } from 'react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import type { QuestionMediaDto } from '@league/contract';
import { apiErrorMessage } from '@/lib/api-client';
import { useDeleteQuestionMedia } from '@/api/quiz-media/question-media';
import { AttachMediaForm } from './attach-media-form';
import { kindNames } from './media-file';
import { QuestionMedia } from './question-media';

interface QuestionMediaEditorProps {
  questionId: number;
  media: readonly QuestionMediaDto[] | undefined;
  /** Names the question for screen readers, e.g. "question 3". */
  owner: string;
  disabled?: boolean;
}

/**
 * A question's pictures and clips for quiz managers (quiz editor and question bank alike).
 * Each attach or removal is saved at once, apart from the question's own Save.
 */
export function QuestionMediaEditor({ questionId, media, owner, disabled = false }: QuestionMediaEditorProps) {
  // The question a dialog was opened with does not refresh: the list follows the server's answers.
  const [items, setItems] = useState<QuestionMediaDto[]>(() => [...(media ?? [])]);
  const remove = useDeleteQuestionMedia();

  const removeItem = (item: QuestionMediaDto) =>
    remove.mutate(item.id, { onSuccess: () => setItems((current) => current.filter((m) => m.id !== item.id)) });

  return (
    <Paper variant="outlined" component="section" aria-label={`Pictures and clips of ${owner}`} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Picture or clip
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Saved as soon as you attach or remove it, without the question&apos;s Save button.
      </Typography>
      <Stack spacing={2}>
        {items.map((item) => (
          <Stack key={item.id} spacing={1}>
            <QuestionMedia media={[item]} owner={owner} />
            <Button
              color="error"
              variant="outlined"
              onClick={() => removeItem(item)}
              disabled={disabled || remove.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              Remove {kindNames[item.kind]}
            </Button>
          </Stack>
        ))}
        {remove.isError && (
          <Alert severity="error">{`Failed to remove it${apiErrorMessage(remove.error) ? `: ${apiErrorMessage(remove.error)}` : '. Please try again.'}`}</Alert>
        )}
        <AttachMediaForm
          questionId={questionId}
          disabled={disabled}
          onAttached={(added) => setItems((current) => [...current, added])}
        />
      </Stack>
    </Paper>
  );
}
