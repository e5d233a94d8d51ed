import { fileURLToPath } from 'node:url';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import type { ScheduleGameDto } from '@league/contract';
import { apiCall } from './api';
import type { ScheduleSeason } from './arrange-schedule';

// The Season Schedule screen's steps (issue 40), one function each, so a journey reads as the
// admin's day and a step (dragging a game) slots in between two others.
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

/** The school's gym time: eight Saturdays at Lincoln (two courts) and Roosevelt, dates and hours in two formats. */
export const gymTimeFile = 'school-gym-time.csv';
export const gymTimeBookings = 24;

/** Each division's settings: a full round robin of five teams (a rest each round). */
export const divisionSettings = [
  { name: 'U8', gamesPerTeam: 4, gameMinutes: 50 },
  { name: 'U12', gamesPerTeam: 4, gameMinutes: 60 },
];
export const seasonGames = 20;

/**
 * The same gym time, schedule and first publication through the API, for a journey that starts
 * after them; `gymTimeCsv` replaces the school's file (a journey whose games must come after today).
 */
export async function arrangePublishedSchedule(s: ScheduleSeason, gymTimeCsv?: string) {
  const form = new FormData();
  const csv = gymTimeCsv ?? (await readFile(fixture(gymTimeFile)));
  form.append('file', new Blob([csv], { type: 'text/csv' }), gymTimeFile);
  await apiCall(s.league.token, 'POST', `/seasons/${s.season.id}/gym_time/`, form);
  const settings = divisionSettings.map((d) => ({ division_id: s.divisions.find((x) => x.name === d.name)!.id, games_per_team: d.gamesPerTeam, game_minutes: d.gameMinutes }));
  await apiCall(s.league.token, 'POST', `/seasons/${s.season.id}/schedule/`, { divisions: settings, dry_run: false });
  await apiCall(s.league.token, 'POST', `/seasons/${s.season.id}/schedule/publish/`);
}

export async function openSeasonSchedule(page: Page, s: ScheduleSeason) {
  await page.goto(`/dashboard/season-schedule?season=${s.season.id}`);
  await page.getByRole('heading', { level: 1, name: 'Season Schedule' }).waitFor();
}

/** Uploads a gym-time CSV as the school sent it; answers when the screen says how many bookings it added. */
export async function importGymTime(page: Page, file: string, bookings: number) {
  await page.locator('input[type="file"]').setInputFiles(fixture(file));
  await page.getByText(`${file} added ${bookings} bookings of gym time.`).waitFor();
}

/** Types each division's settings and saves the schedule (a draft until published). */
export async function saveSchedule(page: Page, divisions: { name: string; gamesPerTeam: number; gameMinutes: number }[], games: number) {
  for (const d of divisions) {
    await page.getByLabel(`Games per team, ${d.name}`).fill(String(d.gamesPerTeam));
    await page.getByLabel(`Game minutes, ${d.name}`).fill(String(d.gameMinutes));
  }
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await page.getByText(`Saved ${games} games as a draft.`, { exact: false }).waitFor();
}

/**
 * Publishes through the dialog; answers what the dialog said publishing would do and the
 * screen's sentence of who was emailed.
 */
export async function publishSchedule(page: Page, version: number): Promise<{ asked: string; published: string }> {
  await page.getByRole('button', { name: 'Publish schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish the schedule?' });
  const asked = await dialog.getByText(/^Each family gets one email/).innerText();
  await dialog.getByRole('button', { name: /^Publish and send \d+ emails?$/ }).click();
  const done = page.getByText(`Published (publication ${version}):`, { exact: false });
  await done.waitFor();
  return { asked, published: await done.innerText() };
}

/** Closes a day at every venue: the preview first, then the moves. */
export async function closeDay(page: Page, date: string) {
  await page.getByLabel('Day to close').fill(date);
  await page.getByRole('button', { name: 'Preview the moves' }).click();
  await page.getByRole('list', { name: 'Games that move' }).waitFor();
  await page.getByRole('button', { name: 'Close the day and move the games' }).click();
  await page.getByText(/^Closed\./).waitFor();
}

export interface FeedEvent {
  uid: string;
  /** Floating local time, as the phone shows it: "2026-10-03T09:00:00". */
  start: string;
}

/** A calendar link's events, read with ical.js (a full RFC 5545 parser, not our own). */
export async function readCalendar(url: string): Promise<FeedEvent[]> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}.`);
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { uid: event.uid, start: event.startDate.toString() };
  });
}

export const eventUid = (game: Pick<ScheduleGameDto, 'id'>) => `game-${game.id}@league-platform`;

/** Where and when a game is: what a family is told again when it changes. */
export const placeOf = (game: ScheduleGameDto) => `${game.venue}/${game.court} ${game.start}-${game.end}`;
