import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { pluralize } from '@/lib/pluralize';
import type { RefereeProfile } from '@/lib/auth/referee-session';

const fullName = (r: RefereeProfile) => [r.first_name, r.last_name].filter(Boolean).join(' ') || r.username;
// Levels are stored like "level_2"; the spec shows underscores as spaces.
const formatLevel = (level: string | null | undefined) => (level ? level.replace(/_/g, ' ') : '—');
const formatYears = (years: number | null | undefined) => pluralize(years ?? 0, 'year');
const formatJoined = (timestamp: string | null | undefined) => (timestamp ? new Date(timestamp).toLocaleDateString() : '—');

export function RefereeTable({ referees }: { referees: RefereeProfile[] }) {
  return (
    <TableContainer>
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
          </TableRow>
        </TableHead>
        <TableBody>
          {referees.map((r) => (
            <TableRow key={r.id}>
              <TableCell>
                {fullName(r)}
                {r.user_type === 'referee_admin' && <Chip size="small" label="Admin" color="secondary" sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell>{r.username}</TableCell>
              <TableCell>{r.email || '—'}</TableCell>
              <TableCell sx={{ textTransform: 'capitalize' }}>{formatLevel(r.certification_level)}</TableCell>
              <TableCell align="right">{formatYears(r.experience_years)}</TableCell>
              <TableCell>
                <Chip size="small" label={r.is_active ? 'Active' : 'Inactive'} color={r.is_active ? 'success' : 'default'} />
              </TableCell>
              <TableCell>{formatJoined(r.created_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
