import { buildScheduleInputSchema, closeGymTimeInputSchema, moveGameInputSchema, publishScheduleInputSchema, teamBlackoutDatesInputSchema, venueTravelInputSchema } from '@league/contract';
import type { AreaDocs } from '../route-doc.js';

export const schedulingDocs: AreaDocs = {
  area: 'Schedule',
  description: "A season's gym time, its game schedule, and the calendar links and schedule pages families, coaches and teams open.",
  routes: [
    { method: 'post', path: '/api/seasons/{id}/gym_time/', summary: "Reads the season's gym time from a CSV.", caller: 'leagueAdmin', upload: 'csv', status: 201 },
    { method: 'get', path: '/api/seasons/{id}/gym_time/', summary: "The season's gym time.", caller: 'leagueAdmin' },
    { method: 'get', path: '/api/seasons/{id}/schedule/', summary: "The season's games, with its settings and families.", caller: 'leagueAdmin', answer: 'list' },
    {
      method: 'post', path: '/api/seasons/{id}/schedule/', caller: 'leagueAdmin', body: buildScheduleInputSchema, status: 201,
      summary: 'Builds the season\'s schedule (with dry_run a preview, answered 200, that saves nothing).', alsoStatus: { status: 200, description: 'A dry run: the schedule that would be built.' },
    },
    { method: 'post', path: '/api/seasons/{id}/schedule/publish/', summary: 'Publishes the schedule: emails and calendar links go to families and coaches.', caller: 'leagueAdmin', body: publishScheduleInputSchema },
    { method: 'post', path: '/api/seasons/{id}/schedule/close/', summary: 'Closes the gyms of a day (or one venue that day) and moves their games elsewhere.', caller: 'leagueAdmin', body: closeGymTimeInputSchema },
    { method: 'post', path: '/api/seasons/{id}/schedule/games/{gameId}/move/', summary: 'Moves one game to another time or court.', caller: 'leagueAdmin', body: moveGameInputSchema },
    { method: 'put', path: '/api/seasons/{id}/teams/{teamId}/blackout_dates/', summary: 'Sets the days, parts of days and weekly days ("every Friday from 18:00") a team asked for no games.', caller: 'leagueAdmin', body: teamBlackoutDatesInputSchema },
    { method: 'put', path: '/api/seasons/{id}/venues/travel/', summary: "Sets the minutes to drive between the season's venues.", caller: 'leagueAdmin', body: venueTravelInputSchema },
    { method: 'get', path: '/api/seasons/{id}/calendars/', summary: "The season's calendar links.", caller: 'leagueAdmin', answer: 'list' },
    { method: 'post', path: '/api/seasons/{id}/calendars/{feedId}/withdraw/', summary: 'Withdraws a calendar link: it stops working.', caller: 'leagueAdmin', status: 204, answer: 'none' },
    { method: 'get', path: '/api/public/calendars/{file}', summary: "A team's, family's or coach's games as a calendar file (<token>.ics) a phone subscribes to.", caller: 'linkHolder', answer: 'calendar' },
    { method: 'get', path: '/api/public/schedules/{token}/', summary: "The games page of a family, coach or team, opened from the emailed link.", caller: 'linkHolder' },
  ],
};
