import { Accordion, AccordionDetails, AccordionSummary, Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { OfficialsPlaceChange, PlaceCandidatesDto, PlaceReplacementsDto } from '@league/contract';

interface Props {
  candidates: PlaceCandidatesDto;
  replacements: PlaceReplacementsDto | undefined;
  onChoose: (label: string, changes: OfficialsPlaceChange[]) => void;
}

/** The choices for one place: a decline's proposed replacements, who could take it best first, opening it, and who cannot. */
export function PlaceChoices({ candidates, replacements, onChoose }: Props) {
  const { game_id, role, holder } = candidates;
  const put = (refereeId: number | null) => [{ game_id, role, referee_id: refereeId }];
  return (
    <Stack spacing={2}>
      {replacements && replacements.proposals.length > 0 && (
        <Box component="section" aria-labelledby="replacements-title">
          <Typography id="replacements-title" variant="subtitle1" component="h3">
            {replacements.declined_by.name} declined{replacements.declined_by.reason ? ` (“${replacements.declined_by.reason}”)` : ''}. Suggested replacements, fewest changes first
          </Typography>
          <List dense>
            {replacements.proposals.map((p) => (
              <ListItem key={p.summary} secondaryAction={<Button onClick={() => onChoose(p.summary, p.changes)} aria-label={`Use: ${p.summary}`}>Use this</Button>} sx={{ pr: 12 }}>
                <ListItemText primary={p.summary} />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      <Box component="section" aria-labelledby="candidates-title">
        <Typography id="candidates-title" variant="subtitle1" component="h3">Who could take it, best first</Typography>
        {candidates.candidates.length === 0 && <Typography>Nobody can take this place as things stand; the list below says why.</Typography>}
        <List dense aria-labelledby="candidates-title">
          {candidates.candidates.map((c) => (
            <ListItem key={c.referee_id} secondaryAction={<Button onClick={() => onChoose(`${c.name} for this place`, put(c.referee_id))} aria-label={`Choose ${c.name}`}>Choose</Button>} sx={{ pr: 12 }}>
              <ListItemText primary={c.name} secondary={c.notes.join('; ')} />
            </ListItem>
          ))}
        </List>
        {holder && <Button onClick={() => onChoose(`Nobody for this place (${holder.name} comes off it)`, put(null))}>Leave this place open</Button>}
      </Box>
      <Accordion disableGutters>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="unavailable-list" id="unavailable-title">
          Who cannot take it, and why ({candidates.unavailable.length})
        </AccordionSummary>
        <AccordionDetails>
          <List dense id="unavailable-list" aria-labelledby="unavailable-title">
            {candidates.unavailable.map((u) => (
              <ListItem key={u.referee_id}>
                <ListItemText primary={u.name} secondary={u.reasons.join('; ')} />
              </ListItem>
            ))}
          </List>
        </AccordionDetails>
      </Accordion>
    </Stack>
  );
}
