import type { Prisma } from '../generated/prisma/client.js';

type SampleQuestion = Omit<Prisma.QuestionCreateManyInput, 'quizId' | 'order' | 'leagueId'>;

const tf = (questionText: string, answer: boolean, explanation: string, ruleReference: string): SampleQuestion => ({
  questionText,
  questionType: 'true_false',
  options: [],
  correctAnswer: answer ? 'true' : 'false',
  explanation,
  ruleReference,
});

const choice = (
  questionText: string,
  options: string[],
  correctAnswer: string,
  explanation: string,
  ruleReference: string,
): SampleQuestion => ({ questionText, questionType: 'single_choice', options, correctAnswer, explanation, ruleReference });

// Checked against the FIBA Official Basketball Rules (2024): article numbers as they stand there.
export const sampleFibaQuestions: SampleQuestion[] = [
  choice(
    'Within how many seconds must a team that gains control of a live ball on the court attempt a shot for a field goal?',
    ['14 seconds', '24 seconds', '30 seconds', '35 seconds'],
    '24 seconds',
    'A team in control of a live ball must attempt a shot for a field goal within 24 seconds.',
    'FIBA OBR Art. 29',
  ),
  choice(
    "A shot touches the ring and the shooting team gets the offensive rebound. What does the shot clock show when it restarts?",
    ['24 seconds', '14 seconds', 'It continues from where it stopped', '8 seconds'],
    '14 seconds',
    'When the ball touches the ring and the team that last had control regains it, the shot clock is reset to 14 seconds.',
    'FIBA OBR Art. 29',
  ),
  choice(
    'A defender kicks the ball in the offensive team\'s frontcourt with 9 seconds on the shot clock. The offence keeps the ball with a throw-in. What is the shot clock reset to?',
    ['9 seconds', '14 seconds', '24 seconds', '12 seconds'],
    '14 seconds',
    'After a foul or violation by the opponents (other than ball out-of-bounds), a throw-in in the frontcourt with less than 14 seconds left resets the shot clock to 14.',
    'FIBA OBR Art. 29',
  ),
  choice(
    'How many seconds does a team that gains control of a live ball in its backcourt have to bring the ball into its frontcourt?',
    ['5 seconds', '8 seconds', '10 seconds', '24 seconds'],
    '8 seconds',
    'The team in control in its backcourt must cause the ball to go into its frontcourt within 8 seconds.',
    'FIBA OBR Art. 28',
  ),
  tf(
    'A closely guarded player holding the ball must pass, shoot or dribble within 5 seconds.',
    true,
    'A player holding a live ball who is closely guarded (an opponent actively guarding within 1 m) must pass, shoot or dribble within 5 seconds.',
    'FIBA OBR Art. 27',
  ),
  choice(
    'For how many consecutive seconds may an attacking player stay in the opponents\' restricted area while their team controls a live ball in its frontcourt and the game clock is running?',
    ['No more than 3 seconds', 'No more than 5 seconds', 'No more than 8 seconds', 'There is no limit'],
    'No more than 3 seconds',
    'A player shall not remain in the opponents\' restricted area for more than 3 consecutive seconds while the team controls a live ball in its frontcourt and the game clock runs.',
    'FIBA OBR Art. 26',
  ),
  choice(
    'After how many fouls (personal and/or technical) must a player leave the game?',
    ['3 fouls', '4 fouls', '5 fouls', '6 fouls'],
    '5 fouls',
    'A player who has committed 5 fouls (personal and/or technical) shall be informed and must leave the game immediately.',
    'FIBA OBR Art. 40',
  ),
  tf(
    'From the 5th team foul in a quarter, a personal foul on a player not in the act of shooting is penalised with 2 free throws instead of a throw-in.',
    true,
    'A team is in a team-foul penalty situation after it has committed 4 team fouls in a quarter; subsequent personal fouls on a player not shooting are penalised with 2 free throws.',
    'FIBA OBR Art. 41',
  ),
  tf(
    'Once a team has been in control in its frontcourt, it may pass the ball back to a team-mate standing in its backcourt without a violation.',
    false,
    'A team in control of a live ball in its frontcourt shall not cause the ball to be illegally returned to its backcourt.',
    'FIBA OBR Art. 30',
  ),
  choice(
    'During a field goal attempt, a defender touches the ball on its downward flight while it is completely above the level of the ring. What is the decision?',
    ['Legal play, the game continues', 'Goaltending violation: the goal is awarded', 'Jump ball situation', 'Technical foul on the defender'],
    'Goaltending violation: the goal is awarded',
    'Touching the ball on its downward flight completely above the ring during a shot is goaltending; by a defender, the attempting team is awarded the points.',
    'FIBA OBR Art. 31',
  ),
  choice(
    'Within how many seconds must a free-throw shooter release the ball after it is placed at their disposal by the official?',
    ['3 seconds', '5 seconds', '8 seconds', '10 seconds'],
    '5 seconds',
    'The free-throw shooter shall release the ball within 5 seconds of the time it is placed at their disposal by the official.',
    'FIBA OBR Art. 43',
  ),
  choice(
    'How long is each quarter in a game played under FIBA rules?',
    ['8 minutes', '10 minutes', '12 minutes', '20 minutes'],
    '10 minutes',
    'The game consists of 4 quarters of 10 minutes; each overtime lasts 5 minutes.',
    'FIBA OBR Art. 8',
  ),
];

/** The bank category of a sample question, by its article's rule family (OBR chapters). */
function categoryOf(ruleReference: string): string {
  const article = Number(/Art\. (\d+)/.exec(ruleReference)?.[1]);
  if (article >= 33) return 'Fouls';
  if (article >= 22) return 'Violations';
  return 'Timing';
}

/** The referee portal's sample: a published quiz on the basic time and foul rules. */
export async function seedDemoQuizzes(tx: Prisma.TransactionClient, leagueId: number): Promise<void> {
  await tx.quiz.create({
    data: {
      title: 'FIBA Rules Fundamentals',
      description: 'Shot clock, time rules, fouls and penalties: the rules every youth-league referee applies each game.',
      timeLimitMinutes: 20,
      passingScore: 70,
      status: 'active',
      leagueId,
      questions: { createMany: { data: sampleFibaQuestions.map((q, i) => ({ ...q, order: i + 1, leagueId, category: categoryOf(q.ruleReference ?? ''), edition: 'FIBA 2024' })) } },
    },
  });
}
