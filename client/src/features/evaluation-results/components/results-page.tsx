import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Button, MenuItem, TextField, Typography } from '@mui/material';
import type { EvaluationDto } from '@league/contract';
import { DayDivisionSelect } from '@/components/ui/day-division-select';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-client';
import { useAllResults } from '@/features/evaluation-results/api/get-results';
import { describeScale, dropsHighestAndLowest } from '@/features/evaluation-results/lib/describe-figures';
import { BlendSlider } from './blend-slider';
import { DayFrame } from './day-frame';
import { EvaluatorSeverities } from './evaluator-severities';
import { FinaliseCard } from './finalise-card';
import { MethodComparisonTable } from './method-comparison-table';
import { RankMoves } from './rank-moves';
import { Section } from './section';

/** A day of several divisions shows one division at a time (each its own skills and ranking, decision 0084). */
function Results({ event }: { event: EvaluationDto }) {
  const divisions = event.divisions ?? [];
  const [divisionId, setDivisionId] = useState(divisions.length > 1 ? divisions[0]!.id : null);
  const division = divisions.find((d) => d.id === divisionId) ?? null;
  const skills = division ? event.skills.filter((s) => s.division_id === division.id) : event.skills;
  const [blend, setBlend] = useState((division ? division.finalised : event.finalised)?.blend_weight ?? 0);
  const [skillId, setSkillId] = useState(skills[0]?.id ?? 0);
  const { byMethod, error } = useAllResults(event.id, blend, divisionId);
  const chooseDivision = (id: number) => {
    setDivisionId(id);
    setSkillId(event.skills.find((s) => s.division_id === id)?.id ?? 0);
  };
  const divisionSelect = division && <DayDivisionSelect divisions={divisions} value={division.id} onChange={(id) => id && chooseDivision(id)} />;
  if (!byMethod) return error ? <Alert severity="error">{apiErrorMessage(error) ?? 'The results could not be loaded. Please try again.'}</Alert> : <Typography color="text.secondary">Working out the results...</Typography>;
  const skill = skills.find((s) => s.id === skillId) ?? skills[0];
  const corrected = byMethod.corrected;
  const offerTrimmed = dropsHighestAndLowest(corrected);
  return (
    <>
      {divisionSelect && <Section title="Which division">{divisionSelect}</Section>}
      <Section title="Figures by method">
        <Typography>
          Scores are on the day&apos;s scale ({describeScale(event.scale)}). The average counts every score;{' '}
          {offerTrimmed
            ? 'the second column drops each child\'s highest and lowest score when there are at least 4;'
            : 'dropping each child\'s highest and lowest score is offered once a child has 4 scores on a skill (with 3 or fewer it gives the plain average);'}{' '}
          the corrected figure removes each evaluator&apos;s harshness or leniency, measured on the children they share with others.
        </Typography>
        <BlendSlider value={blend} onChange={setBlend} />
        {corrected.players.length === 0 ? (
          <Typography color="text.secondary">No scores yet.</Typography>
        ) : (
          skill && (
            <>
              <TextField select label="Skill" value={skill.id} onChange={(e) => setSkillId(Number(e.target.value))} sx={{ maxWidth: 280 }}>
                {skills.map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
              <MethodComparisonTable byMethod={byMethod} skillId={skill.id} skillName={skill.name} showPrior={blend > 0} />
            </>
          )
        )}
      </Section>
      <Section title="Evaluators">
        <EvaluatorSeverities eventId={event.id} evaluators={corrected.evaluators} />
      </Section>
      <Section title="Biggest moves between the average and the corrected figure">
        <RankMoves moves={corrected.rank_moves} />
      </Section>
      <Section title="Finalise">
        <FinaliseCard key={divisionId ?? 0} event={event} division={division} blendWeight={blend} lateScores={corrected.late_scores} offerTrimmed={offerTrimmed} />
      </Section>
    </>
  );
}

/** Results of an evaluation day: the methods side by side, evaluators' severity, rank moves, finalise. */
export function ResultsPage() {
  const eventId = Number(useParams().eventId);
  return (
    <DayFrame
      eventId={eventId}
      title="Results"
      actions={
        <>
          <Button component={RouterLink} to={paths.dashboard.evaluationCoverage(eventId)} variant="outlined">
            Coverage
          </Button>
          <Button component={RouterLink} to={paths.dashboard.evaluationFamilyReport(eventId)} variant="outlined">
            Family reports
          </Button>
        </>
      }
    >
      {(event) => <Results event={event} />}
    </DayFrame>
  );
}
