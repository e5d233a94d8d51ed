import type { AiTopicDto } from '@league/contract';

/** Rule areas of the FIBA Official Basketball Rules that referee quizzes are usually built on. */
export const fibaTopics: readonly AiTopicDto[] = [
  { id: 'shot-clock', title: 'Shot clock (Art. 29)', description: 'The 24-second shot clock: when it starts, stops, resets to 24 or to 14, and shot clock violations.' },
  { id: 'time-rules', title: 'Time rules: 3, 5 and 8 seconds (Art. 26-28)', description: 'Three seconds in the restricted area, the closely guarded player (5 seconds) and 8 seconds to bring the ball into the frontcourt.' },
  { id: 'backcourt', title: 'Ball returned to the backcourt (Art. 30)', description: 'When a team in control in its frontcourt illegally causes the ball to return to its backcourt, and the exceptions.' },
  { id: 'travelling-dribbling', title: 'Travelling and dribbling (Art. 24-25)', description: 'Pivot foot, gather step, steps allowed when progressing with the ball, start and end of a dribble, double dribble.' },
  { id: 'out-of-bounds-throw-in', title: 'Out-of-bounds and throw-ins (Art. 17, 23)', description: 'When a player or the ball is out-of-bounds, where throw-ins are administered and the 5 seconds to release the ball.' },
  { id: 'goaltending-interference', title: 'Goaltending and interference (Art. 31)', description: 'Touching the ball on its downward flight above the ring, touching the basket or backboard, and the resulting penalties.' },
  { id: 'contact-principles', title: 'Contact and the cylinder principle (Art. 33)', description: 'Cylinder principle, verticality, legal guarding position, screening, charging and the no-charge semi-circle.' },
  { id: 'personal-fouls', title: 'Personal fouls and penalties (Art. 34, 40-41)', description: 'Personal foul penalties, fouls on a shooter, five fouls by a player and team-foul penalties from the fifth team foul in a quarter.' },
  { id: 'technical-unsportsmanlike', title: 'Technical, unsportsmanlike and disqualifying fouls (Art. 36-39)', description: 'Technical fouls on players and coaches, unsportsmanlike foul criteria, disqualification and fighting.' },
  { id: 'free-throws', title: 'Free throws (Art. 43)', description: 'Positions along the lanes, the 5 seconds to release the ball, and violations by the shooter and the other players.' },
  { id: 'jump-ball-possession', title: 'Jump ball and alternating possession (Art. 12)', description: 'Starting the game with a jump ball, held balls, the alternating possession arrow and when it is reversed.' },
  { id: 'timeouts-substitutions', title: 'Time-outs and substitutions (Art. 18-19)', description: 'Number and timing of time-outs per half and overtime, time-out opportunities and substitution procedure.' },
  { id: 'playing-time', title: 'Playing time, overtime and game clock (Art. 8-9)', description: 'Quarter and overtime lengths, intervals of play, start and end of a quarter and stopping the game clock.' },
  { id: 'correctable-errors', title: 'Correctable errors and special situations (Art. 42, 44)', description: 'Which errors can be corrected and until when, and the order of penalties in special situations.' },
];

export function findTopic(id: string): AiTopicDto | undefined {
  return fibaTopics.find((t) => t.id === id);
}
