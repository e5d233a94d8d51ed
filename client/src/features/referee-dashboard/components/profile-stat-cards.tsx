import { Card, CardContent, Grid, Typography } from '@mui/material';
import { pluralize } from '@/lib/pluralize';
import type { RefereeProfile } from '@/lib/auth/referee-session';
import { formatCertificationLevel } from '@/features/referee-dashboard/format-certification-level';

/**
 * `showLevel` is false when the league certifies by levels: the Certification section then says
 * the referee's standing, and the level a manager typed on the profile ("trainee" by default)
 * would contradict it.
 */
export function ProfileStatCards({ profile, showLevel }: { profile: RefereeProfile | null; showLevel: boolean }) {
  const years = profile?.experience_years ?? 0;
  const stats = [
    ...(showLevel ? [{ label: 'Certification Level', value: formatCertificationLevel(profile?.certification_level), capitalize: true }] : []),
    { label: 'Experience', value: pluralize(years, 'year'), capitalize: false },
    { label: 'League', value: profile?.league_name || 'Not assigned', capitalize: false },
  ];
  return (
    <Grid container spacing={2} component="section" aria-label="Your profile">
      {stats.map((stat) => (
        <Grid key={stat.label} size={{ xs: 12, sm: 12 / stats.length }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="overline" color="text.secondary" component="h2">
                {stat.label}
              </Typography>
              {/* Styled like a heading but a paragraph: an h6 under the h2 label skips levels. */}
              <Typography variant="h6" component="p" sx={{ textTransform: stat.capitalize ? 'capitalize' : 'none' }}>
                {stat.value}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
