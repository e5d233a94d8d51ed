/** What other modules may use from certification (decision 0038): issuing after a pass, the reminder sweep, recertification reminders. */
export { issueDueCertificates } from './certification.service.js';
export { startReminderSweep } from './reminder-sweep.js';
export { queueRecertificationReminders } from './recertification-reminders.js';
