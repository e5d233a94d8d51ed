/** What other code may use from officiating (decision 0038): the game reminder sweep the server starts. */
export { startGameReminderSweep } from './game-reminder-sweep.js';
