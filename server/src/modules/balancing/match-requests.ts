import { foldWords } from '../../lib/fold-words.js';
import { nicknameForms } from '../../lib/nicknames.js';

// Finding the requested teammate inside what a parent wrote (issue 27, decision 0050):
// "Please put with Riley Williams", "Carpool with Emma Garcia", "with Noah please".

/** A player a request may name: the full name and, when the file has them apart, first and last. */
export interface NamedPlayer {
  name: string;
  first?: string;
  last?: string;
}

/** The admin's answer for one request the preview could not match: a player's name, or null to leave it out. */
export interface RequestChoice {
  player: string;
  text: string;
  choice: string | null;
}

export type RequestMatch =
  | { kind: 'matched'; players: number[] }
  | { kind: 'dropped' }
  | { kind: 'not_found' }
  | { kind: 'ambiguous'; candidates: number[] };


interface Indexed {
  /** Every way the full name may be written: "william lee", "will lee", "bill lee"… */
  fullForms: string[][];
  /** The first name as registered, for a request that names the first name only (no nicknames: "Will you…"). */
  firstName: string;
}

function indexPlayer(player: NamedPlayer): Indexed {
  const words = foldWords(player.name);
  const first = player.first !== undefined ? foldWords(player.first) : words.slice(0, 1);
  const last = player.last !== undefined ? foldWords(player.last) : words.slice(1);
  const fullForms = [words, ...(first.length === 1 && last.length ? nicknameForms(first[0]!).map((nick) => [nick, ...last]) : [])];
  return { fullForms, firstName: first.join(' ') };
}

const containsRun = (text: string[], run: string[]) => run.length > 0 && text.some((_, i) => run.every((word, j) => text[i + j] === word));

/** The players of one division, ready to be found inside request texts. */
export class RequestMatcher {
  private readonly indexed: Indexed[];
  private readonly byFullName = new Map<string, number[]>();
  private readonly choices = new Map<string, string | null>();

  constructor(players: NamedPlayer[], choices: RequestChoice[] = []) {
    this.indexed = players.map(indexPlayer);
    players.forEach((p, i) => {
      const key = foldWords(p.name).join(' ');
      this.byFullName.set(key, [...(this.byFullName.get(key) ?? []), i]);
    });
    for (const c of choices) this.choices.set(choiceKey(c.player, c.text), c.choice);
  }

  /**
   * Who player `self` (named `selfName`) asked for with `text`. Whole names are looked for first
   * (a nickname of the first name counts: "Bill Lee" finds William Lee); only when no whole name is
   * in the text does a first name alone count, as registered (no nickname) and written with a
   * capital unless the parent wrote everything in lower case ("please" is nobody's name). Two players answering one form
   * make the request ambiguous: the admin chooses (decision 0050).
   */
  match(self: number, selfName: string, text: string): RequestMatch {
    const key = choiceKey(selfName, text);
    if (this.choices.has(key)) {
      const chosen = this.choices.get(key);
      if (chosen === null) return { kind: 'dropped' };
      const found = (this.byFullName.get(foldWords(chosen!).join(' ')) ?? []).filter((i) => i !== self);
      return found.length === 1 ? { kind: 'matched', players: found } : { kind: 'not_found' };
    }
    const words = foldWords(text);
    const whole = this.group(self, (p) => p.fullForms.map((form) => (containsRun(words, form) ? form.join(' ') : null)));
    if (whole.size) return decide(whole);
    const written = new Set(firstNameWords(text));
    return decide(this.group(self, (p) => [written.has(p.firstName) ? p.firstName : null]));
  }

  /**
   * Players by the name form found in the text (`formsFound` answers, per form of a player, the
   * form when it is in the text). Within one form, players named exactly so beat nicknames.
   */
  private group(self: number, formsFound: (p: Indexed) => (string | null)[]): Map<string, number[]> {
    const exact = new Map<string, number[]>();
    const nick = new Map<string, number[]>();
    this.indexed.forEach((p, i) => {
      if (i === self) return;
      formsFound(p).forEach((form, f) => {
        if (form === null) return;
        const into = f === 0 ? exact : nick;
        into.set(form, [...(into.get(form) ?? []), i]);
      });
    });
    for (const [form, players] of nick) if (!exact.has(form)) exact.set(form, [...new Set(players)]);
    return exact;
  }
}

/** One player per name written matches; a name several players answer to is for the admin. */
function decide(byForm: Map<string, number[]>): RequestMatch {
  if (byForm.size === 0) return { kind: 'not_found' };
  // "Emma Garcia Lopez" also holds "Emma Garcia": only the longest name written counts.
  const forms = [...byForm.keys()];
  const groups = forms.filter((f) => !forms.some((g) => g !== f && ` ${g} `.includes(` ${f} `))).map((f) => byForm.get(f)!);
  const all = [...new Set(groups.flat())];
  return groups.every((g) => g.length === 1) ? { kind: 'matched', players: all } : { kind: 'ambiguous', candidates: all };
}

const choiceKey = (player: string, text: string) => `${foldWords(player).join(' ')}\u0000${text.trim()}`;

/** Words that may be a first name: capitalised, or any word when the text has no capital at all. */
function firstNameWords(text: string): string[] {
  const raw = text.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  const anyCapital = raw.some((w) => /^\p{Lu}/u.test(w));
  return raw.filter((w) => !anyCapital || /^\p{Lu}/u.test(w)).flatMap((w) => foldWords(w));
}
