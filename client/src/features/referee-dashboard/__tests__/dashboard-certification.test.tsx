import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { LevelStatusDto } from '@league/contract';
import { setupMswServer } from '@/testing/msw-server';
import { makeRefereeProfile } from '@/testing/referee-fixtures';
import { renderDashboard } from './render-dashboard';

setupMswServer();

const youth: LevelStatusDto = {
  level_id: 1,
  level: 'Youth',
  requirements: [{ kind: 'quiz', label: 'Pass the quiz "Rules 2024"', met: true }],
  all_met: true,
  state: 'certified',
  certified_until: '2027-08-31',
  expires_in_days: 174,
  certificate_code: 'QBBGMAGD6RNPXDOK624UUG44E4',
};
const tournament: LevelStatusDto = {
  level_id: 2,
  level: 'Tournament',
  requirements: [
    { kind: 'level', label: 'Hold the Youth level', met: true },
    { kind: 'clinic', label: 'Attend the clinic', met: false },
  ],
  all_met: false,
  state: 'not_certified',
  certified_until: null,
  expires_in_days: null,
  certificate_code: null,
};

describe('Referee dashboard: certification', () => {
  it('shows per level what is done and missing, and until when the referee is certified', async () => {
    renderDashboard({ certification: [youth, tournament] });

    const youthCard = await screen.findByRole('article', { name: 'Youth' });
    expect(within(youthCard).getByText(/Certified until Aug 31, 2027|Certified until 31 Aug 2027/)).toBeInTheDocument();
    expect(within(youthCard).getByRole('button', { name: 'Download certificate' })).toBeInTheDocument();
    const tournamentCard = screen.getByRole('article', { name: 'Tournament' });
    expect(within(tournamentCard).getByText('Hold the Youth level: done')).toBeInTheDocument();
    expect(within(tournamentCard).getByText('Attend the clinic: missing')).toBeInTheDocument();
    expect(within(tournamentCard).getByText('Not certified yet')).toBeInTheDocument();
  });

  it("states the referee's standing once: the league's levels, not the level typed on the profile", async () => {
    renderDashboard({ profile: makeRefereeProfile({ certification_level: 'trainee' }), certification: [youth] });

    await screen.findByRole('article', { name: 'Youth' });
    expect(screen.queryByText('trainee')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Certification Level' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Experience' })).toBeInTheDocument();
  });

  it('shows the profile level when the league has no certification levels', async () => {
    renderDashboard({ profile: makeRefereeProfile({ certification_level: 'trainee' }), certification: [] });

    expect(await screen.findByText('trainee')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Certification' })).not.toBeInTheDocument();
  });

  it('warns in days when a certificate expires within a month, and says expired after', async () => {
    renderDashboard({ certification: [{ ...youth, expires_in_days: 12 }, { ...tournament, state: 'expired', certified_until: '2027-01-31', certificate_code: 'AAAAAAAAAAAAAAAAAAAAAAAAAA' }] });

    expect(await screen.findByText('Expires in 12 days')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Tournament' })).getByText('Expired')).toBeInTheDocument();
  });
});
