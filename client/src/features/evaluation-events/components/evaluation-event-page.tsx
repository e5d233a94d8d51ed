import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PrintIcon from '@mui/icons-material/Print';
import EditIcon from '@mui/icons-material/Edit';
import type { EvaluationDto } from '@league/contract';
import { DayDivisionSelect, useDayDivisionParam } from '@/components/ui/day-division-select';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { pluralize } from '@/lib/format';
import { useEvaluation, useEvaluationDivision } from '@/features/evaluation-events/api/evaluation-events';
import { describeScale, describeSession } from '@/features/evaluation-events/lib/describe-event';
import { AccessCodesCard } from './access-codes-card';
import { EditEvaluationDialog } from './edit-evaluation-dialog';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper sx={{ p: 2 }} component="section" aria-labelledby={id}>
      <Stack spacing={2}>
        <Typography id={id} variant="h5" component="h2">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

/** The whole day, or (`divisionId`) the chosen division's skills, check-ins and finalise. */
function EventDetails({ event, divisionId }: { event: EvaluationDto; divisionId: number | null }) {
  // The division's check-ins are counted by the server; its skills are already in the day's list.
  const ofDivision = useEvaluationDivision(event.id, divisionId).data;
  const checkedIn = divisionId ? ofDivision?.checked_in : event.checked_in;
  const skills = divisionId ? event.skills.filter((s) => s.division_id === divisionId) : event.skills;
  const divisions = (event.divisions ?? [event.division]).filter((d) => !divisionId || d.id === divisionId);
  const finalised = divisionId ? event.divisions?.find((d) => d.id === divisionId)?.finalised : event.finalised;
  return (
    <Stack spacing={1}>
      <Typography>
        {divisions.map((d) => d.name).join(', ')} · {describeScale(event.scale)} · each child should be seen by {pluralize(event.min_evaluators, 'evaluator')} ·{' '}
        {checkedIn === undefined ? 'counting the children checked in...' : `${pluralize(checkedIn, 'child', 'children')} checked in`}
      </Typography>
      {finalised && <Alert severity="success">Ratings finalised on {new Date(finalised.at).toLocaleString()}.</Alert>}
      <List dense aria-label="Sessions">
        {event.sessions.length === 0 && <Typography color="text.secondary">No sessions planned.</Typography>}
        {event.sessions.map((s) => (
          <ListItem key={s.id} disableGutters>
            <ListItemText primary={describeSession(s)} />
          </ListItem>
        ))}
      </List>
      <List dense aria-label="Skills and instructions">
        {skills.map((skill) => (
          <ListItem key={skill.id} disableGutters>
            <ListItemText primary={skill.name} secondary={skill.instruction || 'No instruction for evaluators'} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}

/** One evaluation day: what it is, the desk, the evaluators' codes, and the coverage and results pages. */
export function EvaluationEventPage() {
  const eventId = Number(useParams().eventId);
  const { data: event, isLoading, isError } = useEvaluation(eventId);
  const [editing, setEditing] = useState(false);
  const [divisionId, chooseDivision] = useDayDivisionParam(event?.divisions);
  const withDivision = (path: string) => (divisionId ? `${path}?division=${divisionId}` : path);

  return (
    <Stack spacing={3}>
      <Button component={RouterLink} to={paths.dashboard.evaluationDays} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
        Back to Evaluation Days
      </Button>
      {isLoading && <Typography color="text.secondary">Loading the evaluation day...</Typography>}
      {isError && <Alert severity="error">The evaluation day could not be loaded. Please try again.</Alert>}
      {event && (
        <>
          <Paper sx={{ p: { xs: 2, md: 3 } }}>
            <PageHeader
              title={event.name}
              actions={
                <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                  Change
                </Button>
              }
            />
            <Stack spacing={2}>
              <DayDivisionSelect divisions={event.divisions ?? []} value={divisionId} onChange={chooseDivision} offerEvery />
              <EventDetails event={event} divisionId={divisionId} />
            </Stack>
          </Paper>
          <Section title="On the day">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }}>
              <Button variant="contained" component={RouterLink} to={paths.dashboard.evaluationCheckIn(event.id)} startIcon={<HowToRegIcon />}>
                Check-in desk
              </Button>
              <Button variant="outlined" component={RouterLink} to={paths.dashboard.evaluationPrint(event.id)} startIcon={<PrintIcon />}>
                Bib labels and check-in sheet
              </Button>
            </Stack>
          </Section>
          <Section title="Evaluators' access codes">
            <AccessCodesCard event={event} />
          </Section>
          <Section title="Coverage and results">
            <Typography color="text.secondary">See who has been scored by enough evaluators, then compare the figures and finalise the ratings.</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Button variant="outlined" component={RouterLink} to={withDivision(paths.dashboard.evaluationCoverage(event.id))}>
                Coverage board
              </Button>
              <Button variant="outlined" component={RouterLink} to={paths.dashboard.evaluationResults(event.id)}>
                Results and finalise
              </Button>
            </Stack>
          </Section>
          {editing && <EditEvaluationDialog event={event} onClose={() => setEditing(false)} />}
        </>
      )}
    </Stack>
  );
}
