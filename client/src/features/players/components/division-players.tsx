import { useMemo, useState } from 'react';
import { Alert, Stack, Typography } from '@mui/material';
import { usePlayers } from '@/api/players/list-players';
import { birthYearsOf, filterPlayers, groupsOf, isFiltered, noPlayerFilters, rankPlayers, topIds } from '@/features/players/player-selection';
import { PlayerFilters } from './player-filters';
import { noPeopleFilters, PeopleFilters, peopleQuery } from './people-filters';
import { PlayerList } from './player-list';
import { QuickSelectBar } from './quick-select-bar';
import { TransferDialog } from './transfer-dialog';

/** One division's ranked players; the page remounts it per division, which resets selection and filters. */
export function DivisionPlayers({ divisionId, onTransferred }: { divisionId: number; onTransferred: (message: string) => void }) {
  const [people, setPeople] = useState(noPeopleFilters);
  const { players, isPending, isError } = usePlayers({ division: divisionId, ...peopleQuery(people) });
  const [filters, setFilters] = useState(noPlayerFilters);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [transferring, setTransferring] = useState(false);

  const ranked = useMemo(() => rankPlayers(filterPlayers(players, filters)), [players, filters]);
  const birthYears = useMemo(() => birthYearsOf(players), [players]);
  const groups = useMemo(() => groupsOf(players), [players]);
  // Only players still on screen count as chosen, so a filter never hides a pending transfer.
  const chosen = ranked.filter((p) => selected.has(p.id)).map((p) => p.id);

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const peopleFilters = <PeopleFilters value={people} onChange={setPeople} />;
  if (isError) return <Alert severity="error">Failed to load players</Alert>;
  if (isPending) return <Stack spacing={2}>{peopleFilters}<Typography color="text.secondary">Loading players...</Typography></Stack>;

  return (
    <Stack spacing={2}>
      {peopleFilters}
      <PlayerFilters birthYears={birthYears} groups={groups} value={filters} onChange={setFilters} />
      <QuickSelectBar
        selectedCount={chosen.length}
        onTop={(n) => setSelected(new Set(topIds(ranked, n)))}
        onSelectAll={() => setSelected(new Set(ranked.map((p) => p.id)))}
        onClear={() => setSelected(new Set())}
        onTransfer={() => setTransferring(true)}
      />
      <PlayerList ranked={ranked} selected={selected} onToggle={toggle} filtered={isFiltered(filters) || people !== noPeopleFilters} />
      {transferring && (
        <TransferDialog
          playerIds={chosen}
          currentDivisionId={divisionId}
          onClose={() => setTransferring(false)}
          onTransferred={(message) => {
            setSelected(new Set());
            onTransferred(message);
          }}
        />
      )}
    </Stack>
  );
}
