import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { SeasonDivisionSelects } from '@/components/ui/season-division-selects';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { AddSkillDialog } from '@/components/skills/add-skill-dialog';
import { teamCountLimits } from '@/features/balancing/lib/balance-form';
import { BalanceActions } from './balance-actions';
import { BalanceOptions } from './balance-options';
import { BalancePreview } from './balance-preview';
import { BalanceRules } from './balance-rules';
import { ColumnMappingStep } from './column-mapping-step';
import { CsvUploadField } from './csv-upload-field';
import { SkillMappingTable } from './skill-mapping-table';
import { UnknownGenders } from './unknown-genders';
import { UnmatchedRequests } from './unmatched-requests';
import { useBalanceActions } from './use-balance-actions';
import { useBalanceForm } from './use-balance-form';
import { MissingRatings, SourceChoice, type BalanceSource } from './stored-source-step';
import { useStoredSource, type MissingRatingChoice } from '@/features/balancing/api/balance-stored-division';
import { readStoredUser } from '@/lib/auth/session';

export function CreateTeamsPage() {
  const form = useBalanceForm();
  const storedSource = useStoredSource(readStoredUser()?.league_id ?? null, form.values.divisionId);
  const stored = storedSource.data;
  const [chosenSource, setChosenSource] = useState<BalanceSource | null>(null);
  const [missingRatings, setMissingRatings] = useState<MissingRatingChoice | ''>('');
  // Until the admin picks: a division with players and no teams yet (a fresh registration) balances what it has (decision 0040).
  const source: BalanceSource = chosenSource ?? (stored && stored.player_count > 0 && stored.team_count === 0 ? 'stored' : 'file');
  const fromStore = source === 'stored' && !!stored && stored.player_count > 0;
  const actions = useBalanceActions(form.values, { source: fromStore ? 'stored' : 'file', missingRatings, needsChoice: (stored?.unrated.length ?? 0) > 0 });
  const [addingSkill, setAddingSkill] = useState(false);
  const { values } = form;
  const previewHeading = useRef<HTMLHeadingElement>(null);

  // The preview opens below the fold: bring it (and a screen reader) to it after each generate or reshuffle.
  useEffect(() => {
    if (!actions.result) return;
    previewHeading.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    previewHeading.current?.focus({ preventScroll: true });
  }, [actions.result]);

  return (
    <Stack spacing={3}>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Create Balanced Teams
        </Typography>
        <Stack spacing={3}>
          <SeasonDivisionSelects
            idPrefix="balance"
            seasonId={form.seasonId}
            divisionId={values.divisionId}
            onChange={(next) => {
              form.setSeasonDivision(next);
              setChosenSource(null);
              setMissingRatings('');
              actions.clearResult();
            }}
          />
          {values.divisionId && stored && (
            <SourceChoice
              source={fromStore ? 'stored' : 'file'}
              stored={stored}
              onChange={(next) => {
                setChosenSource(next);
                actions.clearResult();
              }}
            />
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '200px 1fr' }, alignItems: 'start' }}>
            <TextField
              id="number-of-teams"
              label="Number of Teams"
              type="number"
              value={values.numberOfTeams}
              onChange={(e) => form.setNumberOfTeams(e.target.value)}
              helperText={`${teamCountLimits.min}-${teamCountLimits.max}`}
              slotProps={{ htmlInput: { min: teamCountLimits.min, max: teamCountLimits.max, step: 1 } }}
            />
            {!fromStore && <CsvUploadField file={values.file} columns={form.columns} error={form.fileError} onChoose={(file) => void form.chooseFile(file)} />}
          </Box>
          {fromStore && <MissingRatings stored={stored} choice={missingRatings} onChange={setMissingRatings} />}
          {!fromStore && (
            <>
            <ColumnMappingStep columns={form.columns} mapping={values.mapping} problems={values.mappingProblems} onChange={form.changeMapping} />
            <Box component="section" aria-labelledby="skills-title">
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                <Typography id="skills-title" variant="h6" component="h2">
                  Division Skills
                </Typography>
                <Button startIcon={<AddIcon />} onClick={() => setAddingSkill(true)} disabled={!values.divisionId}>
                  Add Custom Skill
                </Button>
              </Stack>
              {values.divisionId ? (
                <SkillMappingTable
                  skills={form.skillsQuery.skills}
                  choices={values.choices}
                  columns={form.columns}
                  loading={form.skillsQuery.isLoading}
                  failed={form.skillsQuery.isError}
                  onChange={form.setChoice}
                />
              ) : (
                <Typography color="text.secondary">Select a season and division to see its skills.</Typography>
              )}
            </Box>
            <BalanceOptions columns={form.columns} values={values} onRegion={form.setRegion} onAvailability={form.setAvailability} onHeight={form.setHeight} />
            <BalanceRules rules={values.rules} requestsMapped={Boolean(values.mapping.roles.request)} schoolMapped={Boolean(values.mapping.roles.school)} onChange={form.setRules} />
            </>
          )}
          {actions.error && <Alert severity="error">{actions.error}</Alert>}
          {actions.success && <Alert severity="success" role="status">{actions.success}</Alert>}
          {actions.busy && <LinearProgress aria-label={actions.saving ? 'Saving teams' : 'Balancing teams'} />}
          <BalanceActions actions={actions} />
        </Stack>
      </Paper>
      {actions.result && (
        <Paper sx={{ p: { xs: 2, md: 3 } }}>
          <BalancePreview
            result={actions.result}
            heightUsed={values.height.enabled}
            headingRef={previewHeading}
            notice={
              <>
                <UnknownGenders
                  values={actions.result.summary.gender?.unknown_values ?? []}
                  mapping={values.genderMapping}
                  onChange={form.setGenderMeaning}
                  onApply={actions.generate}
                  busy={actions.busy}
                />
                <UnmatchedRequests
                  requests={actions.result.summary.unmatched_requests ?? []}
                  players={actions.result.results.flatMap((team) => team.players.map((p) => p.name)).sort((a, b) => a.localeCompare(b))}
                  answers={values.requestAnswers}
                  onAnswer={form.answerRequest}
                  onApply={actions.generate}
                  busy={actions.busy}
                />
              </>
            }
          />
        </Paper>
      )}
      {addingSkill && (
        <AddSkillDialog title="Add Custom Skill" failureMessage="Error adding custom skill." divisionId={values.divisionId} onClose={() => setAddingSkill(false)} />
      )}
      <ConfirmDialog
        open={actions.confirmReplace}
        title="Replace existing teams?"
        message="This division already has teams. Saving replaces them with the previewed teams and their players."
        confirmLabel="Replace Teams"
        onConfirm={actions.replaceTeams}
        onCancel={actions.cancelReplace}
      />
    </Stack>
  );
}
