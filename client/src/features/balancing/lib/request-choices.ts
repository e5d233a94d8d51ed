/** The volunteer's answers for unmatched requests (decision 0050), by request: a player's name or `leaveOut`. */
export type RequestAnswers = Record<string, string>;

/** Stands for "leave this request out"; no player is called this (names never hold a NUL). */
export const leaveOut = '\u0000leave-out';

/** One request: who asked and what they wrote (splittable again: names and texts hold no NUL). */
export const requestKey = (request: { player: string; text: string }) => `${request.player}\u0000${request.text}`;

/** The answers as the API takes them (`request_choices`); unanswered requests are not sent. */
export function toRequestChoices(answers: RequestAnswers): { player: string; text: string; choice: string | null }[] {
  return Object.entries(answers)
    .filter(([, answer]) => answer !== '')
    .map(([key, answer]) => {
      const [player = '', text = ''] = key.split('\u0000');
      return { player, text, choice: answer === leaveOut ? null : answer };
    });
}
