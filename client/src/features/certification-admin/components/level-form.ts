import type { CertificationLevelDto, CertificationRequirement, CreateCertificationLevelInput } from '@league/contract';
import type { RequirementDraft } from './requirements-editor';

/** The level form's fields as text, as typed. */
export interface LevelDraft {
  name: string;
  edition: string;
  validity: 'days' | 'date';
  days: string;
  until: string;
  requirements: RequirementDraft[];
}

export const emptyLevelDraft: LevelDraft = { name: '', edition: '', validity: 'days', days: '365', until: '', requirements: [{ kind: 'clinic', value: '' }] };

const toDraft = (r: CertificationRequirement): RequirementDraft =>
  r.kind === 'quiz' ? { kind: 'quiz', value: String(r.quiz_id) } : r.kind === 'level' ? { kind: 'level', value: String(r.level_id) } : r.kind === 'category' ? { kind: 'category', value: r.category } : { kind: 'clinic', value: '' };

export function levelToDraft(level: CertificationLevelDto): LevelDraft {
  return {
    name: level.name,
    edition: level.edition,
    validity: level.valid_until ? 'date' : 'days',
    days: level.validity_days ? String(level.validity_days) : '365',
    until: level.valid_until ?? '',
    requirements: level.requirements.map(toDraft),
  };
}

function toRequirement(d: RequirementDraft): CertificationRequirement | string {
  if (d.kind === 'clinic') return { kind: 'clinic' };
  if (!d.value.trim()) return d.kind === 'quiz' ? 'Choose the quiz to pass.' : d.kind === 'level' ? 'Choose the level that must be held first.' : 'Name the category.';
  if (d.kind === 'quiz') return { kind: 'quiz', quiz_id: Number(d.value) };
  if (d.kind === 'level') return { kind: 'level', level_id: Number(d.value) };
  return { kind: 'category', category: d.value.trim() };
}

/** The request body, or the first sentence saying what to fix. */
export function draftToInput(draft: LevelDraft): CreateCertificationLevelInput | string {
  if (!draft.name.trim()) return 'Name the level.';
  const requirements = draft.requirements.map(toRequirement);
  const problem = requirements.find((r) => typeof r === 'string');
  if (problem) return problem;
  const base = { name: draft.name.trim(), edition: draft.edition.trim(), requirements: requirements as CertificationRequirement[] };
  if (draft.validity === 'date') return draft.until ? { ...base, valid_until: draft.until } : 'Choose the last valid date.';
  const days = Number(draft.days);
  return Number.isInteger(days) && days >= 1 && days <= 3660 ? { ...base, validity_days: days } : 'Validity must be a whole number of days from 1 to 3660.';
}
