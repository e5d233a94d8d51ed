import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportPlayersResultDto } from '@league/contract';
import { playersKeys } from '@/api/players/list-players';
import { invalidateQueries } from '@/api/invalidate-queries';
import { apiErrorMessage } from '@/lib/api-client';
import { isCsvFile, readCsvHeader } from '@/lib/csv-file';
import { importRegistrations } from '@/features/registration-import/api/import-registrations';
import { guessedRoles, importFields, nameColumnsOf, proposeImportMapping, type ImportMapping } from '@/features/registration-import/lib/import-mapping';
import { rowsWith, suggestedDecisions, undecidedRows } from '@/features/registration-import/lib/describe-import';

/**
 * The import's steps: choose a file, check the columns, preview (a dry run), answer the possible
 * matches and withdrawals, then import. Any change to the file or columns asks for a new preview.
 */
export function useRegistrationImport(divisionId: number | null) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [columns, setColumns] = useState<string[]>([]);
  const [fileError, setFileError] = useState('');
  const [mapping, setMappingState] = useState<ImportMapping>(() => proposeImportMapping([]));
  const [proposal, setProposal] = useState<ImportMapping>(() => proposeImportMapping([]));
  const [skillColumns, setSkillColumns] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<ImportPlayersResultDto | null>(null);
  const [decisions, setDecisions] = useState<Record<string, number | 'new'>>({});
  const [confirmWithdrawals, setConfirmWithdrawals] = useState(false);
  const [imported, setImported] = useState<ImportPlayersResultDto | null>(null);

  const send = useMutation({ mutationFn: importRegistrations });
  const restart = () => {
    setPreview(null);
    setImported(null);
    send.reset();
  };

  async function chooseFile(next: File | null) {
    restart();
    setDecisions({});
    setFile(null);
    setColumns([]);
    if (!next) return;
    if (!isCsvFile(next)) return setFileError('Choose a CSV file (the export of your registration system, saved as .csv).');
    setFileError('');
    const header = await readCsvHeader(next);
    setFile(next);
    setColumns(header);
    const proposed = proposeImportMapping(header);
    setProposal(proposed);
    setMappingState(proposed);
  }

  const request = (dryRun: boolean) => ({
    divisionId: divisionId!,
    file: file!,
    columnFields: importFields(mapping),
    skillMapping: Object.fromEntries(Object.entries(skillColumns).filter(([, column]) => column)),
    dryRun,
    matchDecisions: decisions,
    confirmWithdrawals,
  });

  const check = () => send.mutate(request(true), { onSuccess: (result) => setPreview(result) });
  const write = () =>
    send.mutate(request(false), {
      onSuccess: (result) => {
        setImported(result);
        setPreview(null);
        void invalidateQueries(queryClient, [playersKeys.all]);
      },
    });

  const undecided = preview ? undecidedRows(preview, decisions).length : 0;
  const problems = preview ? rowsWith(preview, 'problem').length : 0;
  return {
    file, columns, fileError, chooseFile, mapping, skillColumns, guessed: guessedRoles(mapping, proposal), preview, decisions, confirmWithdrawals, imported,
    setMapping: (next: ImportMapping) => { restart(); setMappingState(next); },
    setSkillColumn: (skillId: number, column: string) => { restart(); setSkillColumns((c) => ({ ...c, [String(skillId)]: column })); },
    decide: (row: number, decision: number | 'new') => setDecisions((d) => ({ ...d, [String(row)]: decision })),
    // Answers only what is still open: a row the admin already called a new player stays new.
    acceptAllSuggested: () => {
      if (preview) setDecisions((d) => ({ ...suggestedDecisions(preview), ...d }));
    },
    setConfirmWithdrawals,
    canCheck: Boolean(divisionId && file && nameColumnsOf(mapping).length) && !send.isPending,
    check,
    canWrite: Boolean(preview) && problems === 0 && undecided === 0 && !send.isPending,
    undecided,
    write,
    busy: send.isPending,
    error: send.isError ? (apiErrorMessage(send.error) ?? 'The import could not be completed. Please try again.') : '',
    reset: restart,
  };
}
