import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Button, FormControlLabel, MenuItem, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { evaluationMethodNames, type EvaluationDto, type FamilyReportPlayerDto } from '@league/contract';
import { DayDivisionSelect, useDayDivisionParam } from '@/components/ui/day-division-select';
import { apiErrorMessage } from '@/lib/api-client';
import { useApproveComment } from '@/features/evaluation-results/api/approve-comment';
import { useFamilyReports } from '@/features/evaluation-results/api/get-family-reports';
import { CommentApprovals } from './comment-approvals';
import { DayFrame } from './day-frame';
import { FamilyReportPrintStyles } from './family-report-print-styles';
import { FamilyReportSheet } from './family-report-sheet';

const allChildren = 'all';

function FamilyReports({ event }: { event: EvaluationDto }) {
  const eventId = event.id;
  const [divisionId, chooseDivision] = useDayDivisionParam(event.divisions);
  const { data: report, error } = useFamilyReports(eventId, divisionId);
  const [showNumbers, setShowNumbers] = useState(false);
  const [only, setOnly] = useState<string>(allChildren);
  const approve = useApproveComment(eventId);
  if (!report) return error ? <Alert severity="error">{apiErrorMessage(error) ?? 'The family reports could not be loaded. Please try again.'}</Alert> : <Typography color="text.secondary">Loading the family reports...</Typography>;
  const skillName = new Map(report.skills.map((s) => [s.id, s.name]));
  const shown = only === allChildren ? report.players : report.players.filter((p) => String(p.player_id) === only);
  const toggle = (playerId: number, key: string, approved: boolean) => approve.mutate({ player_id: playerId, key, approved });
  // The notes the admin approved (saved on the server): the only ones printed.
  const approvedOf = (player: FamilyReportPlayerDto) => new Set(player.comments.filter((c) => c.approved).map((c) => c.key));
  return (
    <>
      <FamilyReportPrintStyles />
      <Paper className="no-print" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={2}>
          <Typography>
            {report.finalised ? 'From the finalised ratings' : 'Not finalised yet: from the figures corrected for harsh and lenient evaluators'} ({evaluationMethodNames[report.method]}
            {report.blend_weight > 0 ? `, blended ${report.blend_weight}% with last season's rating` : ''}). Each skill says where the child stands among the division&apos;s
            children; numbers are printed only if you allow them. Each child prints on a page of its own.
          </Typography>
          <DayDivisionSelect divisions={event.divisions ?? []} value={divisionId} onChange={(id) => {
              setOnly(allChildren);
              chooseDivision(id);
            }} offerEvery />
          <FormControlLabel control={<Switch checked={showNumbers} onChange={(e) => setShowNumbers(e.target.checked)} />} label="Print the scores and the division's averages" />
          <TextField select label="Children" value={only} onChange={(e) => setOnly(e.target.value)} sx={{ maxWidth: 320 }}>
            <MenuItem value={allChildren}>Every child checked in ({report.players.length})</MenuItem>
            {report.players.map((p) => (
              <MenuItem key={p.player_id} value={String(p.player_id)}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Paper>
      {approve.isError && <Alert severity="error" className="no-print">{apiErrorMessage(approve.error) ?? 'The approval could not be saved. Please try again.'}</Alert>}
      {shown.length === 0 && <Typography color="text.secondary">No child is checked in yet.</Typography>}
      {shown.map((player) => {
        const mine = approvedOf(player);
        return (
          <Stack key={player.player_id} spacing={1}>
            <FamilyReportSheet report={report} player={player} showNumbers={showNumbers} approvedKeys={mine} />
            <CommentApprovals player={player} skillName={skillName} approvedKeys={mine} busy={approve.isPending} onToggle={(key, on) => toggle(player.player_id, key, on)} />
          </Stack>
        );
      })}
    </>
  );
}

/** Printable family reports of an evaluation day: one page per child, numbers and notes only as the admin allows. */
export function FamilyReportPage() {
  const eventId = Number(useParams().eventId);
  return (
    <DayFrame
      eventId={eventId}
      title="Family reports"
      actions={
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} className="no-print">
          Print
        </Button>
      }
    >
      {(event) => <FamilyReports event={event} />}
    </DayFrame>
  );
}
