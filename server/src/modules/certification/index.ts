/** What other modules may use from certification (decision 0038): issuing after a pass. */
export { issueDueCertificates } from './certification.service.js';
