import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ScrollTable } from '@/components/ui/scroll-table';
import { pluralize } from '@/lib/pluralize';
import type { RefereeProfile } from '@/lib/auth/referee-session';
import type { ManagedRefereeDto } from '@/features/referee-list/api/managed-referee';
import { EditRefereeDialog } from './edit-referee-dialog';
import { RefereeQuizResults } from './referee-quiz-results';

const fullName = (r: Pick<RefereeProfile, 'first_name' | 'last_name' | 'username'>) => [r.first_name, r.last_name].filter(Boolean).join(' ') || r.username;
// Levels are stored like "level_2"; the spec shows underscores as spaces.
const formatLevel = (level: string | null | undefined) => (level ? level.replace(/_/g, ' ') : '—');
const formatYears = (years: number | null | undefined) => pluralize(years ?? 0, 'year');
const formatJoined = (timestamp: string | null | undefined) => (timestamp ? new Date(timestamp).toLocaleDateString() : '—');

const formatExtraTime = (percent: number | undefined) => (percent ? `+${percent}%` : 'None');

/** `certificateNotes`: under each name, the certificates a filter matched (level, until, days left). */
export function RefereeTable({ referees, certificateNotes }: { referees: ManagedRefereeDto[]; certificateNotes?: Map<number, string[]> }) {
  const [editing, setEditing] = useState<ManagedRefereeDto | null>(null);
  return (
    <ScrollTable label="Registered referees">
      <Table size="small" aria-label="Registered referees">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Username</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Certification Level</TableCell>
            <TableCell align="right">Experience</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Joined</TableCell>
            <TableCell>Extra Time</TableCell>
            <TableCell>Quiz Results</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {referees.map((r) => (
            <TableRow key={r.id}>
              <TableCell>
                {fullName(r)}
                {r.user_type === 'referee_admin' && <Chip size="small" label="Admin" color="secondary" sx={{ ml: 1 }} />}
                {certificateNotes?.get(r.id)?.map((note) => (
                  <Typography key={note} variant="body2" color="text.secondary">
                    {note}
                  </Typography>
                ))}
              </TableCell>
              <TableCell>{r.username}</TableCell>
              <TableCell>{r.email || '—'}</TableCell>
              <TableCell sx={{ textTransform: 'capitalize' }}>{formatLevel(r.certification_level)}</TableCell>
              <TableCell align="right">{formatYears(r.experience_years)}</TableCell>
              <TableCell>
                <Chip size="small" label={r.is_active ? 'Active' : 'Inactive'} color={r.is_active ? 'success' : 'default'} />
              </TableCell>
              <TableCell>{formatJoined(r.created_at)}</TableCell>
              <TableCell>{formatExtraTime(r.extra_time_percent)}</TableCell>
              <TableCell>
                <RefereeQuizResults refereeId={r.id} results={r.quiz_results ?? []} />
              </TableCell>
              <TableCell>
                <Button size="small" onClick={() => setEditing(r)} aria-label={`Edit ${fullName(r)}`}>
                  Edit
                </Button>
                <Button size="small" component={RouterLink} to={paths.referee.adminRefereeTranscript(r.id)} aria-label={`Transcript of ${fullName(r)}`}>
                  Transcript
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing && <EditRefereeDialog referee={editing} onClose={() => setEditing(null)} />}
    </ScrollTable>
  );
}
