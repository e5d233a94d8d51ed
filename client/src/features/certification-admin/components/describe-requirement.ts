import type { CertificationLevelDto, CertificationRequirement } from '@league/contract';
import { formatCalendarDay } from '@/lib/format-calendar-day';
import { pluralize } from '@/lib/pluralize';

interface Names {
  quizTitles: Map<number, string>;
  levelNames: Map<number, string>;
}

/** A requirement in words for the levels table: "Pass Fouls quiz", "Attend the clinic"... */
export function describeRequirement(r: CertificationRequirement, names: Names): string {
  switch (r.kind) {
    case 'quiz':
      return `Pass the quiz "${names.quizTitles.get(r.quiz_id) ?? 'a removed quiz'}"`;
    case 'category':
      return `Pass any quiz with ${r.category} questions`;
    case 'clinic':
      return 'Attend the clinic';
    case 'level':
      return `Hold ${names.levelNames.get(r.level_id) ?? 'a removed level'} first`;
  }
}

export const describeValidity = (level: Pick<CertificationLevelDto, 'validity_days' | 'valid_until'>) =>
  level.valid_until ? `Until ${formatCalendarDay(level.valid_until)}` : `${pluralize(level.validity_days ?? 0, 'day')} from issue`;
