import type { EvaluationDto } from '@league/contract';
import { formatCalendarDay } from '@/lib/format-calendar-day';
import { joinWords } from '@/lib/format';

type Session = EvaluationDto['sessions'][number];

/** "12 Sep 2026 at 09:00, North Gym" */
export const describeSession = (s: Session) => `${formatCalendarDay(s.date)} at ${s.start_time}, ${s.gym}`;

/** The sessions in date and time order, as one line for a list. */
export function describeSessions(sessions: Session[]): string {
  if (sessions.length === 0) return 'No sessions planned yet';
  const sorted = [...sessions].sort((a, b) => `${a.date} ${a.start_time}`.localeCompare(`${b.date} ${b.start_time}`));
  return joinWords(sorted.map(describeSession));
}

/** "Scores from 1 to 5" (the step only when it is not a whole point). */
export const describeScale = (scale: EvaluationDto['scale']) =>
  `Scores from ${scale.min} to ${scale.max}${scale.step === 1 ? '' : ` in steps of ${scale.step}`}`;
