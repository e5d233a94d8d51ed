// Every route of the SPA in one typed table; links and redirects use these, never strings.
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  /** A coach's roster page, opened from the emailed link without an account. */
  coachRoster: (key: string) => `/coach/${key}`,
  /** A family's, coach's or team's games, opened from the schedule email without an account. */
  schedulePage: (token: string) => `/schedule/${token}`,
  /** A coach's end-of-season rating form for one team, from the league's link (decision 0044). */
  coachRatings: (token: string) => `/coach-ratings/${token}`,
  /** A coach's live draft page, opened from the join link (the key in the query; decision 0078). */
  coachDraft: (draftId: number | string, key?: string) => `/draft/${draftId}${key ? `?key=${encodeURIComponent(key)}` : ''}`,
  /** An evaluator's phone on an evaluation day: join with a code, then score (decision 0060). */
  evaluate: '/evaluate',
  /** The public check of a referee certificate, opened from its QR code (decision 0062). */
  verifyCertificate: (code: string) => `/verify/${code}`,
  /** The guide with pictures, served by the server from docs/guide (a role's page, or the index). */
  guide: (page: 'league-admin' | 'evaluation-volunteer' | 'coach' | 'referee' | 'referee-admin' | '' = '') => `/guide/${page}`,
  dashboard: {
    home: '/dashboard',
    startSeason: '/dashboard/start-season',
    createDivisions: '/dashboard/create-divisions',
    createTeams: '/dashboard/create-teams',
    viewTeams: '/dashboard/view-teams',
    viewPlayers: '/dashboard/view-players',
    /** Import a registration export into a division (`?season=&division=` preselects it). */
    importRegistrations: '/dashboard/import-registrations',
    /** A league's person across seasons (the player page). */
    participant: (participantId: number | string) => `/dashboard/participants/${participantId}`,
    editTeams: '/dashboard/edit-teams',
    /** The printable fairness report of one division (`?ratings=on` includes player ratings). */
    fairnessReport: (divisionId: number | string) => `/dashboard/fairness-report/${divisionId}`,
    /** Drag players between a division's teams on the draft rosters (`?season=&division=` opens one; decision 0072). */
    rosterBoard: '/dashboard/roster-board',
    /** Publish a division's rosters and read the emails it wrote (decision 0054). */
    /** Open a live coach draft for a division (`?season=&division=` preselects; decision 0078). */
    createDraft: '/dashboard/draft-room',
    /** One draft's room: join links, whose turn, the teams, pause/undo/finish, the result. */
    draftRoom: (draftId: number | string) => `/dashboard/draft-room/${draftId}`,
    publishRosters: (divisionId: number | string) => `/dashboard/publish/${divisionId}`,
    /** Send coaches their rating links and review how they rate (decisions 0044, 0045). */
    coachRatingLinks: (divisionId: number | string) => `/dashboard/coach-ratings/${divisionId}`,
    /** A division's evaluation days: list and create (`?season=&division=` preselects; decision 0069). */
    evaluationDays: '/dashboard/evaluation-days',
    /** One evaluation day: sessions, access codes, links to the desk, coverage and results. */
    evaluationEvent: (eventId: number | string) => `/dashboard/evaluation-days/${eventId}`,
    /** The check-in desk of an evaluation day: find, check in, bibs, walk-ups. */
    evaluationCheckIn: (eventId: number | string) => `/dashboard/evaluation-days/${eventId}/check-in`,
    /** Printable bib labels and check-in sheet of an evaluation day. */
    evaluationPrint: (eventId: number | string) => `/dashboard/evaluation-days/${eventId}/print`,
    /** The live coverage board of an evaluation day (feature evaluation-results). */
    evaluationCoverage: (eventId: number | string) => `/dashboard/evaluation-days/${eventId}/coverage`,
    /** Results, methods and finalise of an evaluation day (feature evaluation-results). */
    evaluationResults: (eventId: number | string) => `/dashboard/evaluation-days/${eventId}/results`,
    /** Printable family reports of an evaluation day, one page per child (decision 0070). */
    evaluationFamilyReport: (eventId: number | string) => `/dashboard/evaluation-days/${eventId}/family-report`,
    /** A season's gym time, games, publication, closed days and calendar links (`?season=` preselects; decision 0160). */
    seasonSchedule: '/dashboard/season-schedule',
    /** What each division's games need, the auto-assign's preview and publishing (issue 41). */
    officials: '/dashboard/officials',
    skills: '/dashboard/skills-management',
    profile: '/dashboard/profile',
  },
  referee: {
    root: '/referee',
    login: '/referee/login',
    register: '/referee/register',
    dashboard: '/referee/dashboard',
    admin: '/referee/admin',
    adminQuizzes: '/referee/admin/quizzes',
    /** The question bank's review queue, a tab of the quiz admin page. */
    adminReviewQueue: '/referee/admin/quizzes?tab=bank&view=review',
    adminReferees: '/referee/admin/referees',
    /** Levels, clinics and certificates (decision 0074). */
    adminCertification: '/referee/admin/certification',
    /** The assignor's board, the same screen as the league admin's Officials (decision 0195). */
    adminOfficials: '/referee/admin/officials',
    adminRefereeTranscript: (refereeId: number | string) => `/referee/admin/referees/${refereeId}/transcript`,
    transcript: '/referee/transcript',
    /** A referee's games to accept or decline, and when they can referee (issue 41). */
    myGames: '/referee/games',
    quiz: (quizId: number | string) => `/referee/quiz/${quizId}`,
    quizResults: '/referee/quiz/results',
  },
} as const;
