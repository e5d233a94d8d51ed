import { Card, CardContent, Grid, Typography } from '@mui/material';
import { pluralize } from '@/lib/pluralize';
import type { RefereeProfile } from '@/lib/auth/referee-session';
import { formatCertificationLevel } from '@/features/referee-dashboard/format-certification-level';

export function ProfileStatCards({ profile }: { profile: RefereeProfile | null }) {
  const years = profile?.experience_years ?? 0;
  const stats = [
    { label: 'Certification Level', value: formatCertificationLevel(profile?.certification_level), capitalize: true },
    { label: 'Experience', value: pluralize(years, 'year'), capitalize: false },
    { label: 'League', value: profile?.league_name || 'Not assigned', capitalize: false },
  ];
  return (
    <Grid container spacing={2} component="section" aria-label="Your profile">
      {stats.map((stat) => (
        <Grid key={stat.label} size={{ xs: 12, sm: 4 }}>
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
