import { useMemo, useState } from 'react';
import { useSkills } from '@/api/skills/list-skills';
import { isCsvFile, readCsvHeader } from '@/features/balancing/lib/csv-file';
import { autoMapSkills, teamCountLimits, weightLimits, type BalanceFormValues, type SkillChoice } from '@/features/balancing/lib/balance-form';

const invalidFileMessage = 'Please select a valid CSV file.';
const emptyFileMessage = 'This file is empty. Choose a CSV whose first line holds the column names.';

/** Everything the admin sets on the Create Balanced Teams page, with skills auto-mapped to CSV columns. */
export function useBalanceForm() {
  const [seasonId, setSeasonId] = useState<number | null>(null);
  const [divisionId, setDivisionId] = useState<number | null>(null);
  const [numberOfTeams, setNumberOfTeams] = useState(String(teamCountLimits.initial));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [columns, setColumns] = useState<string[]>([]);
  const [manual, setManual] = useState<Record<number, Partial<SkillChoice>>>({});
  const [region, setRegion] = useState<BalanceFormValues['region']>({ column: '', mode: 'soft', weight: weightLimits.region.initial });
  const [availability, setAvailability] = useState<BalanceFormValues['availability']>({ enabled: false, column: '', weight: weightLimits.availability.initial });
  const [height, setHeight] = useState<BalanceFormValues['height']>({ enabled: false, column: '', weight: weightLimits.height.initial });
  const skillsQuery = useSkills(divisionId);
  const skills = skillsQuery.skills;

  const choices = useMemo(() => autoMapSkills(skills, columns, manual), [skills, columns, manual]);

  async function chooseFile(next: File | null) {
    setColumns([]);
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
    } catch {
      setFileError(invalidFileMessage);
    }
  }

  const setChoice = (skillId: number, change: Partial<SkillChoice>) =>
    setManual((prev) => ({ ...prev, [skillId]: { ...prev[skillId], ...change } }));

  const values: BalanceFormValues = { divisionId, numberOfTeams, file, skills, choices, region, availability, height };
  return {
    values,
    seasonId,
    columns,
    fileError,
    skillsQuery,
    setSeasonDivision: (next: { seasonId: number | null; divisionId: number | null }) => {
      setSeasonId(next.seasonId);
      setDivisionId(next.divisionId);
    },
    setNumberOfTeams,
    chooseFile,
    setChoice,
    setRegion,
    setAvailability,
    setHeight,
  };
}

export type BalanceForm = ReturnType<typeof useBalanceForm>;
