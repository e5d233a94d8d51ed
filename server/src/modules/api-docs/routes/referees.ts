import {
  certificateListQuerySchema, createCertificationLevelInputSchema, eligibilityQuerySchema, inviteRefereeAdminInputSchema, loginInputSchema, markClinicInputSchema,
  registerRefereeInputSchema, revokeCertificateInputSchema, updateRefereeInputSchema,
} from '@league/contract';
import type { AreaDocs } from '../route-doc.js';

export const refereesDocs: AreaDocs = {
  area: 'Referees and certification',
  description: "Referees' accounts, referee administrators, certification levels, clinics and certificates.",
  routes: [
    { method: 'post', path: '/api/referees/register/', summary: 'Creates a referee account in a league, signed in.', caller: 'anyone', body: registerRefereeInputSchema, status: 201 },
    { method: 'post', path: '/api/referees/login/', summary: 'Signs a referee (or an administrator) in to the referee portal.', caller: 'anyone', body: loginInputSchema },
    { method: 'get', path: '/api/referees/profile/', summary: 'My account.', caller: 'signedIn' },
    { method: 'get', path: '/api/referees/list/', summary: "Lists the league's referees.", caller: 'refereeManager', answer: 'list' },
    { method: 'get', path: '/api/referees/admins/', summary: "Lists the league's referee administrators.", caller: 'leagueAdmin', answer: 'list' },
    { method: 'post', path: '/api/referees/admins/', summary: 'Adds a referee administrator.', caller: 'leagueAdmin', body: inviteRefereeAdminInputSchema, status: 201 },
    { method: 'get', path: '/api/referees/{id}/transcript/', summary: "A referee's quizzes and certificates.", caller: 'refereeManager' },
    { method: 'patch', path: '/api/referees/{id}/', summary: "Changes a referee's level, experience, extra quiz time, reminders or whether they are active.", caller: 'refereeManager', body: updateRefereeInputSchema },
    { method: 'get', path: '/api/referees/certification_levels/', summary: "Lists the league's certification levels.", caller: 'refereeManager', answer: 'list' },
    { method: 'post', path: '/api/referees/certification_levels/', summary: 'Creates a certification level.', caller: 'refereeManager', body: createCertificationLevelInputSchema, status: 201 },
    { method: 'put', path: '/api/referees/certification_levels/{id}/', summary: 'Changes a certification level.', caller: 'refereeManager', body: createCertificationLevelInputSchema },
    { method: 'post', path: '/api/referees/certification_levels/{id}/clinic/', summary: 'Records who attended a clinic for a level.', caller: 'refereeManager', body: markClinicInputSchema },
    { method: 'get', path: '/api/referees/certificates/', summary: "Lists the league's certificates.", caller: 'refereeManager', query: certificateListQuerySchema, answer: 'list' },
    { method: 'get', path: '/api/referees/certificates/{code}/pdf/', summary: 'A certificate as a PDF (its holder or a manager).', caller: 'signedIn', answer: 'pdf' },
    { method: 'post', path: '/api/referees/certificates/{code}/revoke/', summary: 'Revokes a certificate, with a reason.', caller: 'refereeManager', body: revokeCertificateInputSchema },
    { method: 'get', path: '/api/referees/certification_status/', summary: 'Where I stand on each certification level.', caller: 'signedIn' },
    { method: 'get', path: '/api/referees/certification_reminders/', summary: 'The certification reminder emails and whether each was sent.', caller: 'refereeManager' },
    { method: 'get', path: '/api/referees/eligibility/', summary: 'The referees eligible for a level on a date (format=csv downloads a spreadsheet).', caller: 'refereeManager', query: eligibilityQuerySchema, answer: 'list', orCsv: true },
    { method: 'get', path: '/api/public/certificates/{code}/', summary: 'Verifies a certificate code: whose it is and whether it is valid.', caller: 'anyone' },
  ],
};
