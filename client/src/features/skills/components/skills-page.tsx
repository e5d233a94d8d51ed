import { useState } from 'react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SeasonDivisionSelects } from '@/components/ui/season-division-selects';
import { useSeasonDivisionChoice } from '@/components/ui/use-season-division-choice';
import { useFlashMessage } from '@/lib/use-flash-message';
import { useSkills } from '@/api/skills/list-skills';
import { useDeleteSkill } from '@/features/skills/api/delete-skill';
import type { SkillDto } from '@league/contract';
import { skillMessages } from '@/components/skills/skill-form-schema';
import { AddSkillDialog } from '@/components/skills/add-skill-dialog';
import { SkillsTable } from './skills-table';

export function SkillsPage() {
  const [selection, setSelection] = useSeasonDivisionChoice();
  const { skills, isPending, isError } = useSkills(selection.divisionId);
  const deleteSkill = useDeleteSkill();
  const [success, showSuccess] = useFlashMessage();
  const [error, setError] = useState('');
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<SkillDto | null>(null);

  const succeed = (message: string) => {
    setError('');
    showSuccess(message);
  };

  function changeSelection(next: typeof selection) {
    setSelection(next);
    // A message about the previous choice no longer applies.
    setError('');
  }

  function openAddSkill() {
    if (!selection.divisionId) {
      setError(skillMessages.divisionBeforeCreate);
      return;
    }
    setError('');
    setAdding(true);
  }

  async function confirmDelete() {
    if (!pending) return;
    try {
      await deleteSkill.mutateAsync(pending.id);
      succeed('Skill deleted successfully!');
    } catch {
      setError('Failed to delete skill');
    } finally {
      setPending(null);
    }
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Skills Management
      </Typography>
      {success && <Alert severity="success" role="status">{success}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      <Paper component="section" aria-label="Choose a division" sx={{ p: 3 }}>
        <SeasonDivisionSelects
          idPrefix="skills"
          seasonId={selection.seasonId}
          divisionId={selection.divisionId}
          onChange={changeSelection}
        />
      </Paper>
      <Paper component="section" aria-labelledby="skills-title" sx={{ p: 3 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography id="skills-title" variant="h6" component="h2">
            Division Skills
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={openAddSkill}>
            Add Skill
          </Button>
        </Stack>
        {!selection.divisionId ? (
          <Typography color="text.secondary">{skillMessages.divisionFirst}</Typography>
        ) : isError ? (
          <Alert severity="error">Failed to load division skills. Please try again.</Alert>
        ) : isPending ? (
          <Typography color="text.secondary">Loading skills...</Typography>
        ) : (
          <SkillsTable skills={skills} onSaved={succeed} onFailed={setError} onDelete={setPending} />
        )}
      </Paper>
      {adding && <AddSkillDialog divisionId={selection.divisionId} onClose={() => setAdding(false)} onCreated={succeed} />}
      <ConfirmDialog
        open={pending !== null}
        title="Delete skill?"
        message={`Delete "${pending?.name ?? ''}"? Every player's rating for it is deleted too.`}
        busy={deleteSkill.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
