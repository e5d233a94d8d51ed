import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '@/lib/api-client';
import { useFlashMessage } from '@/lib/use-flash-message';
import { pluralize } from '@/lib/format';
import { readStoredUser, unknownLeagueMessage } from '@/lib/auth/session';
import { invalidateQueries } from '@/api/invalidate-queries';
import { playersKeys } from '@/api/players/list-players';
import { teamsKeys } from '@/api/teams/list-teams';
import { createBalancedTeams } from '@/features/balancing/api/create-balanced-teams';
import { persistTeams, TeamsExistError } from '@/features/balancing/api/persist-teams';
import type { BalanceResult } from '@/features/balancing/api/types';
import { parseTeamCount, selectedSkillIds, validateBalanceForm, type BalanceFormValues } from '@/features/balancing/lib/balance-form';
import { mappingFields } from '@/features/balancing/lib/column-mapping';
import { toPersistTeams } from '@/features/balancing/lib/to-persist-teams';

const messages = {
  // Nothing is stored until Save Teams, so the message must not say "created".
  previewReady: (teams: number) => `Preview ready: ${pluralize(teams, 'team')}. Save to keep them.`,
  createFailed: 'Error creating teams. Please check your inputs and try again.',
  saved: 'Teams saved successfully.',
  saveFailed: 'Failed to save teams.',
} as const;

/** What an error was about: once any of it changes, the error no longer applies. */
const inputsOf = (values: BalanceFormValues) => {
  const { file, divisionId, numberOfTeams, choices, region, availability, height, mapping, rules, genderMapping } = values;
  return { file, settings: JSON.stringify({ divisionId, numberOfTeams, choices, region, availability, height, mapping, rules, genderMapping }) };
};

/** Generate, reshuffle and save: the preview's life cycle (no result → preview → saved or save error). */
export function useBalanceActions(values: BalanceFormValues) {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<BalanceResult | null>(null);
  const [failure, setFailure] = useState<{ message: string; about: ReturnType<typeof inputsOf> } | null>(null);
  const setError = (message: string) => setFailure(message ? { message, about: inputsOf(values) } : null);
  const current = inputsOf(values);
  const error = failure && failure.about.file === current.file && failure.about.settings === current.settings ? failure.message : '';
  const [success, showSuccess] = useFlashMessage();
  const [confirmReplace, setConfirmReplace] = useState(false);

  const balance = useMutation({ mutationFn: createBalancedTeams });
  const save = useMutation({ mutationFn: persistTeams });

  function generate(seed?: number) {
    const problem = validateBalanceForm(values);
    const user = readStoredUser();
    if (problem || !user) return setError(problem ?? unknownLeagueMessage);
    setError('');
    const skillIds = selectedSkillIds(values);
    balance.mutate(
      {
        file: values.file!,
        leagueId: user.league_id,
        divisionId: values.divisionId!,
        numberOfTeams: parseTeamCount(values.numberOfTeams)!,
        skillMapping: Object.fromEntries(skillIds.map((id) => [String(id), values.choices[id]?.column ?? ''])),
        selectedSkills: skillIds,
        seed,
        region: values.region.column ? values.region : null,
        availability: values.availability.enabled ? values.availability : null,
        columnFields: mappingFields(values.mapping),
        rules: values.rules,
        height: values.height.enabled ? values.height : null,
        genderMapping: values.genderMapping,
      },
      {
        onSuccess: (data) => {
          setResult(data);
          showSuccess(messages.previewReady(data.results.length));
        },
        onError: (err) => setError(apiErrorMessage(err) ?? messages.createFailed),
      },
    );
  }

  function saveTeams(replace = false) {
    const user = readStoredUser();
    if (!result || !values.divisionId || !user) return setError(user ? messages.saveFailed : unknownLeagueMessage);
    setConfirmReplace(false);
    setError('');
    const input = { league_id: user.league_id, division_id: values.divisionId, teams: toPersistTeams(result.results) };
    save.mutate(replace ? { ...input, replace: true } : input, {
      onSuccess: () => {
        showSuccess(messages.saved);
        void invalidateQueries(queryClient, [teamsKeys.all, playersKeys.all]);
      },
      onError: (err) => {
        if (err instanceof TeamsExistError) return setConfirmReplace(true);
        setError(apiErrorMessage(err) ?? messages.saveFailed);
      },
    });
  }

  return {
    result,
    error,
    success,
    busy: balance.isPending || save.isPending,
    balancing: balance.isPending,
    saving: save.isPending,
    canReshuffle: !!result && !!values.file,
    generate: () => generate(),
    reshuffle: () => generate(Date.now()),
    saveTeams: () => saveTeams(false),
    confirmReplace,
    replaceTeams: () => saveTeams(true),
    cancelReplace: () => setConfirmReplace(false),
    /** A new season or division makes the preview meaningless. */
    clearResult: () => {
      setResult(null);
      setError('');
    },
  };
}
