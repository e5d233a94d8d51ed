import { useState } from 'react';
import { Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import type { EvaluatorEventDto } from '@league/contract';
import { scoreKey, type EvaluateDb, type LocalScore } from '@/features/evaluate/lib/evaluate-db';
import { recordRemarks, recordScore } from '@/features/evaluate/lib/score-queue';
import { SkillScoreButtons } from './skill-score-buttons';

interface Props {
  db: EvaluateDb;
  event: EvaluatorEventDto;
  bib: number;
  scores: Map<string, LocalScore>;
  onScored: () => void;
}

/** One player's scores (keyed by bib by its parent, so each bib starts with its own remarks): a row of buttons per skill, a note and "needs another look". */
export function PlayerScorer({ db, event, bib, scores, onScored }: Props) {
  // A day of several divisions scores each child on their own division's skills (decision 0084);
  // a bib not on the list yet (or an event saved before skill_ids existed) offers every skill.
  const own = event.players.find((p) => p.bib === bib)?.skill_ids;
  const skills = own?.length ? event.skills.filter((s) => own.includes(s.id)) : event.skills;
  const first = skills.map((s) => scores.get(scoreKey(event.id, bib, s.id))).find(Boolean);
  // Until the evaluator types, the remarks are the stored ones (they load from IndexedDB after mount).
  const [noteDraft, setNote] = useState<string | null>(null);
  const [flagDraft, setFlagged] = useState<boolean | null>(null);
  const note = noteDraft ?? first?.note ?? '';
  const flagged = flagDraft ?? first?.needs_another_look ?? false;
  const name = event.players.find((p) => p.bib === bib)?.name;

  const score = async (skillId: number, value: number) => {
    await recordScore(db, { event_id: event.id, bib, skill_id: skillId, value, note: note.trim(), needs_another_look: flagged });
    onScored();
  };
  const saveRemarks = async (nextNote: string, nextFlag: boolean) => {
    await recordRemarks(db, event.id, bib, nextNote.trim(), nextFlag);
    onScored();
  };

  return (
    <Stack spacing={2.5}>
      <Typography variant="h5" component="h2">
        Bib {bib}
        {name ? ` · ${name}` : ''}
      </Typography>
      {!name && <Typography color="text.secondary">This bib is not on this phone's list yet. If the desk just checked the player in, score away.</Typography>}
      {skills.map((skill) => (
        <SkillScoreButtons key={skill.id} skill={skill} scale={event.scale} score={scores.get(scoreKey(event.id, bib, skill.id))} onScore={(value) => void score(skill.id, value)} />
      ))}
      <TextField
        label="Note about this player"
        multiline
        minRows={2}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        onBlur={() => void saveRemarks(note, flagged)}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={flagged}
            onChange={(e) => {
              setFlagged(e.target.checked);
              void saveRemarks(note, e.target.checked);
            }}
            sx={{ '& .MuiSvgIcon-root': { fontSize: 32 } }}
          />
        }
        label="Needs another look"
      />
    </Stack>
  );
}
