/** An email in the outbox (decision 0054): waiting, being sent, sent, or given up after its tries. */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxMessageDto {
  id: number;
  /** family_roster, coach_roster, or a later feature's word. */
  kind: string;
  recipient_name: string;
  recipients: string[];
  subject: string;
  body: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** GET /api/divisions/{id}/outbox/ (add ?format=csv for a spreadsheet of the same). */
export interface OutboxDto {
  /** False when email is not set up: everything waits here, nothing is lost. */
  sending: boolean;
  counts: Record<OutboxStatus, number>;
  results: OutboxMessageDto[];
}

/**
 * GET /api/divisions/{id}/outbox/?page=&page_size=&status=: one page of the division's emails,
 * oldest first. `counts` covers every email of the division; `count` is how many match the filter.
 */
export interface OutboxPageDto extends OutboxDto {
  count: number;
  page: number;
  page_size: number;
}

/** POST /api/divisions/{id}/outbox/resend/: every email marked not sent goes back to the queue once. */
export interface OutboxResendDto {
  resent: number;
  sending: boolean;
}

/** GET /api/divisions/{id}/coach_links/: each published team's coach and whether their roster link works. */
export interface CoachLinkStatusDto {
  team_id: number;
  team_name: string;
  coach: string | null;
  /** The published coach's address; null when nobody can be emailed. */
  coach_email: string | null;
  /** Links that still open the page (not withdrawn, not expired). */
  working_links: number;
  last_sent_at: string | null;
}

/** POST /api/divisions/{id}/teams/{teamId}/coach_link/: earlier links withdrawn, a new one emailed through the outbox. */
export interface CoachLinkIssuedDto {
  coach_email: string;
  expires_at: string;
  withdrawn: number;
  sending: boolean;
}

/** POST /api/divisions/{id}/publish/ */
export interface PublishResultDto {
  /** This division's publication number: 1 for the first, then 2, 3... */
  version: number;
  /** The roster version (history) the publication recorded. */
  roster_version: number;
  /** Emails written to the outbox: one per family concerned, one per coach concerned. */
  notified: { families: number; coaches: number };
  /** Concerned, but no email address known: nobody could be told. */
  families_without_email: number;
  teams_without_coach_email: number;
  sending: boolean;
}

export interface PublicationMoveDto {
  player_id: number;
  player_name: string;
  from_team_name: string | null;
  to_team_name: string | null;
}

/** GET /api/divisions/{id}/publication/: what publishing now would tell, and to whom. */
export interface PublicationStatusDto {
  last: { version: number; published_at: string; by: string | null } | null;
  /** Players whose team is not the one last published (all placed players before a first publication). */
  moves: PublicationMoveDto[];
  /** Teams whose coach or practice details changed since (or that are new). */
  team_changes: { team_id: number; team_name: string; change: string }[];
  families_to_notify: number;
  coaches_to_notify: number;
  families_without_email: number;
  teams_without_coach_email: number;
  sending: boolean;
  /** One family's email as publishing would send it now, shown before the admin confirms (issue 37); null when no family has an email. */
  sample_email: { to: string[]; subject: string; body: string } | null;
}

/** GET /api/coach/{key}/: a coach's page, from the last publication (no account; 410 when the link is revoked or expired). */
export interface CoachRosterDto {
  team: { name: string; division_name: string; season_name: string; coach: string | null; practice_details: string };
  published_at: string;
  link_expires_at: string;
  players: { id: number; name: string; guardians: string[]; emails: string[]; phones: string[] }[];
}
