/** What other modules may use from quizzes (decision 0038): a referee's transcript for the referee pages. */
export { getRefereeTranscript } from './transcripts/transcript.service.js';
