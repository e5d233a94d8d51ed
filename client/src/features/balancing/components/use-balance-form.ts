import { useMemo, useState } from 'react';
import type { GenderCode, GenderMapping } from '@league/contract';
import { useSkills } from '@/api/skills/list-skills';
import { isCsvFile, readCsvHeader } from '@/features/balancing/lib/csv-file';
import { applyManual, findMappingProblems, proposeMapping, type ManualMapping } from '@/features/balancing/lib/column-mapping';
import { requestKey, type RequestAnswers } from '@/features/balancing/lib/request-choices';
import { autoMapSkills, schoolLimits, teamCountLimits, weightLimits, type BalanceFormValues, type SkillChoice } from '@/features/balancing/lib/balance-form';
import { useSeasonDivisionChoice } from '@/components/ui/use-season-division-choice';

const invalidFileMessage = 'Please select a valid CSV file.';
const emptyFileMessage = 'This file is empty. Choose a CSV whose first line holds the column names.';

/** Everything the admin sets on the Create Balanced Teams page, with skills auto-mapped to CSV columns. */
export function useBalanceForm() {
  const [{ seasonId, divisionId }, chooseSeasonDivision] = useSeasonDivisionChoice();
  const [numberOfTeams, setNumberOfTeams] = useState(String(teamCountLimits.initial));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [columns, setColumns] = useState<string[]>([]);
  const [manual, setManual] = useState<Record<number, Partial<SkillChoice>>>({});
  const [region, setRegion] = useState<BalanceFormValues['region']>({ column: '', mode: 'soft', weight: weightLimits.region.initial });
  const [availability, setAvailability] = useState<BalanceFormValues['availability']>({ enabled: false, column: '', weight: weightLimits.availability.initial });
  const [height, setHeight] = useState<BalanceFormValues['height']>({ enabled: false, column: '', weight: weightLimits.height.initial });
  const [manualMapping, setManualMapping] = useState<ManualMapping>({});
  const [rules, setRules] = useState<BalanceFormValues['rules']>({ requestWeight: weightLimits.requests.initial, mutualOnly: true, tierBalance: true, blankRatings: 'error', maxPerSchool: schoolLimits.initial });
  const [genderMapping, setGenderMapping] = useState<GenderMapping>({});
  const [requestAnswers, setRequestAnswers] = useState<RequestAnswers>({});
  const skillsQuery = useSkills(divisionId);
  const skills = skillsQuery.skills;

  const choices = useMemo(() => autoMapSkills(skills, columns, manual), [skills, columns, manual]);
  const mapping = useMemo(() => applyManual(proposeMapping(columns), manualMapping), [columns, manualMapping]);
  const mappingProblems = useMemo(() => findMappingProblems(mapping, columns), [mapping, columns]);

  /** The header's proposal fills the region, practice-conflict and height columns unless the admin already chose one;
   * grouping by availability and balancing heights stay switched off until the admin turns them on. */
  function proposeOptions(header: string[]) {
    const proposal = proposeMapping(header);
    if (proposal.region) setRegion((prev) => (prev.column && header.includes(prev.column) ? prev : { ...prev, column: proposal.region }));
    if (proposal.availability) setAvailability((prev) => (prev.column && header.includes(prev.column) ? prev : { ...prev, column: proposal.availability }));
    if (proposal.height) setHeight((prev) => (prev.column && header.includes(prev.column) ? prev : { ...prev, column: proposal.height }));
  }

  async function chooseFile(next: File | null) {
    setColumns([]);
    // Another file has other values: what the admin said about the last one's genders no longer applies.
    setGenderMapping({});
    setRequestAnswers({});
    if (!next) return setFile(null);
    if (!isCsvFile(next)) {
      setFile(null);
      setFileError(invalidFileMessage);
      return;
    }
    setFileError('');
    setFile(next);
    try {
      const header = await readCsvHeader(next);
      if (header.length === 0) {
        setFile(null);
        setFileError(emptyFileMessage);
      }
      setColumns(header);
      proposeOptions(header);
    } catch {
      setFileError(invalidFileMessage);
    }
  }

  const setChoice = (skillId: number, change: Partial<SkillChoice>) =>
    setManual((prev) => ({ ...prev, [skillId]: { ...prev[skillId], ...change } }));

  const changeMapping = (change: ManualMapping) =>
    setManualMapping((prev) => ({ ...prev, ...change, roles: { ...prev.roles, ...change.roles } }));

  /** '' forgets the admin's choice for a value. */
  const setGenderMeaning = (value: string, meaning: GenderCode | 'none' | '') =>
    setGenderMapping((prev) => {
      const { [value]: _dropped, ...rest } = prev;
      return meaning === '' ? rest : { ...rest, [value]: meaning };
    });

  const values: BalanceFormValues = { divisionId, numberOfTeams, file, skills, choices, region, availability, height, mapping, mappingProblems, rules, genderMapping, requestAnswers };
  return {
    values,
    seasonId,
    columns,
    fileError,
    skillsQuery,
    setSeasonDivision: (next: { seasonId: number | null; divisionId: number | null }) => {
      chooseSeasonDivision(next);
      setRequestAnswers({});
    },
    setNumberOfTeams,
    chooseFile,
    setChoice,
    setRegion,
    setAvailability,
    setHeight,
    changeMapping,
    setRules,
    setGenderMeaning,
    /** '' forgets the answer for that request. */
    answerRequest: (request: { player: string; text: string }, answer: string) => setRequestAnswers((prev) => ({ ...prev, [requestKey(request)]: answer })),
  };
}

export type BalanceForm = ReturnType<typeof useBalanceForm>;
