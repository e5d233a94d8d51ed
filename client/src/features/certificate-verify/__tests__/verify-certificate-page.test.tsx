import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import type { PublicCertificateDto } from '@league/contract';
import { VerifyCertificatePage } from '@/features/certificate-verify/components/verify-certificate-page';
import { renderRoutes } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';

const server = setupMswServer();
const code = 'QBBGMAGD6RNPXDOK624UUG44E4';
const openPage = () => renderRoutes([{ path: '/verify/:code', element: <VerifyCertificatePage /> }], `/verify/${code}`);

describe('Certificate check page', () => {
  it('shows the name, level, validity and that it is valid', async () => {
    const certificate: PublicCertificateDto = { name: 'Ada Okafor', level: 'Youth', valid_from: '2027-03-01', valid_until: '2028-02-28', status: 'valid' };
    server.use(http.get(apiUrl(`/public/certificates/${code}/`), () => HttpResponse.json(certificate)));
    openPage();

    expect(await screen.findByRole('heading', { level: 2, name: 'Ada Okafor' })).toBeInTheDocument();
    expect(screen.getByText('Valid: this referee holds this certificate.')).toBeInTheDocument();
    expect(screen.getByText('Level: Youth')).toBeInTheDocument();
    expect(screen.getByText(/Valid until .*2028/)).toBeInTheDocument();
  });

  it('says a revoked certificate was withdrawn', async () => {
    server.use(http.get(apiUrl(`/public/certificates/${code}/`), () => HttpResponse.json({ name: 'Ada Okafor', level: 'Youth', valid_from: '2027-03-01', valid_until: '2028-02-28', status: 'revoked' })));
    openPage();

    expect(await screen.findByText('Withdrawn: the league revoked this certificate.')).toBeInTheDocument();
  });

  it('says no certificate has the code when the server answers 404', async () => {
    server.use(http.get(apiUrl(`/public/certificates/${code}/`), () => HttpResponse.json({ error: 'Certificate was not found.' }, { status: 404 })));
    openPage();

    expect(await screen.findByText(/No certificate has this code/)).toBeInTheDocument();
  });
});
