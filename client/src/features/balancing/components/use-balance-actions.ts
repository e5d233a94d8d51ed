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
import { createStoredBalancedTeams, storedSourceKeys, type MissingRatingChoice } from '@/features/balancing/api/balance-stored-division';
import { persistTeams, TeamsExistError } from '@/features/balancing/api/persist-teams';
import type { BalancePreviewDto } from '@/features/balancing/api/types';
import { balanceMessages, parseTeamCount, selectedSkillIds, validateBalanceForm, type BalanceFormValues } from '@/features/balancing/lib/balance-form';
import { mappingFields } from '@/features/balancing/lib/column-mapping';
import { toPersistTeams } from '@/features/balancing/lib/to-persist-teams';
import { toRequestChoices } from '@/features/balancing/lib/request-choices';

const messages = {
  // Nothing is stored until Save Teams, so the message must not say "created".
  previewReady: (teams: number) => `Preview ready: ${pluralize(teams, 'team')}. Save to keep them.`,
  createFailed: 'Error creating teams. Please check your inputs and try again.',
  saved: 'Teams saved successfully.',
  saveFailed: 'Failed to save teams.',
  missingChoice: 'Choose what to do with players without a rating first.',
} as const;

/** Balancing the division's own players (decision 0040): no file, and the admin's answer for unrated players. */
export interface StoredChoice {
  source: 'stored' | 'file';
  missingRatings: MissingRatingChoice | '';
  /** Some players have no rating, so missingRatings must be chosen. */
  needsChoice: boolean;
}

const fileSource: StoredChoice = { source: 'file', missingRatings: '', needsChoice: false };

/** What an error was about: once any of it changes, the error no longer applies. */
const inputsOf = (values: BalanceFormValues, stored: StoredChoice) => {
  const { file, divisionId, numberOfTeams, choices, region, availability, height, mapping, rules, genderMapping, requestAnswers } = values;
  return { file, settings: JSON.stringify({ divisionId, numberOfTeams, choices, region, availability, height, mapping, rules, genderMapping, requestAnswers, stored }) };
};

/** Generate, reshuffle and save: the preview's life cycle (no result → preview → saved or save error). */
export function useBalanceActions(values: BalanceFormValues, stored: StoredChoice = fileSource) {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<BalancePreviewDto | null>(null);
  const [failure, setFailure] = useState<{ message: string; about: ReturnType<typeof inputsOf> } | null>(null);
  const setError = (message: string) => setFailure(message ? { message, about: inputsOf(values, stored) } : null);
  const current = inputsOf(values, stored);
  const error = failure && failure.about.file === current.file && failure.about.settings === current.settings ? failure.message : '';
  const [success, showSuccess] = useFlashMessage();
  const [confirmReplace, setConfirmReplace] = useState(false);

  const balance = useMutation({ mutationFn: createBalancedTeams });
  const balanceStored = useMutation({ mutationFn: createStoredBalancedTeams });
  const previewDone = {
    onSuccess: (data: BalancePreviewDto) => {
      setResult(data);
      showSuccess(messages.previewReady(data.results.length));
    },
    onError: (err: Error) => setError(apiErrorMessage(err) ?? messages.createFailed),
  };

  function generateStored(seed?: number) {
    const user = readStoredUser();
    const teams = parseTeamCount(values.numberOfTeams);
    const problem = !values.divisionId ? balanceMessages.division : teams === null ? balanceMessages.teams : stored.needsChoice && !stored.missingRatings ? messages.missingChoice : null;
    if (problem || !user) return setError(problem ?? unknownLeagueMessage);
    setError('');
    const answers = toRequestChoices(values.requestAnswers);
    const request = { source: 'stored' as const, league_id: user.league_id, division_id: values.divisionId!, number_of_teams: teams!, seed, tier_balance: values.rules.tierBalance, ...(answers.length ? { request_choices: answers } : {}) };
    balanceStored.mutate(stored.missingRatings ? { ...request, missing_ratings: stored.missingRatings } : request, previewDone);
  }
  const save = useMutation({ mutationFn: persistTeams });

  function generate(seed?: number) {
    if (stored.source === 'stored') return generateStored(seed);
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
        requestChoices: toRequestChoices(values.requestAnswers),
      },
      previewDone,
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
        void invalidateQueries(queryClient, [teamsKeys.all, playersKeys.all, storedSourceKeys.all]);
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
    busy: balance.isPending || balanceStored.isPending || save.isPending,
    balancing: balance.isPending || balanceStored.isPending,
    saving: save.isPending,
    canReshuffle: !!result && (stored.source === 'stored' || !!values.file),
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
