/** Settings the specs' server starts with that a spec also needs to know (global-setup.ts). */

// An expired quiz attempt is closed this long after its deadline (30 s in production), so the
// spec of a quiz whose time runs out waits seconds, not half a minute.
export const quizSubmitGraceSeconds = 2;
