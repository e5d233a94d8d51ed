// Common English first-name forms a registration may use for one child, grouped: a small table
// on purpose (decision 0039). A nickname only ever proposes a possible match for the admin.
const groups: string[][] = [
  ['william', 'will', 'bill', 'billy', 'liam', 'willie'],
  ['robert', 'rob', 'bob', 'bobby', 'robbie'],
  ['elizabeth', 'liz', 'lizzie', 'beth', 'eliza', 'betty', 'libby'],
  ['katherine', 'catherine', 'kathryn', 'kate', 'katie', 'cathy', 'kathy', 'kat'],
  ['michael', 'mike', 'mikey', 'mick'],
  ['james', 'jim', 'jimmy', 'jamie'],
  ['joseph', 'joe', 'joey'],
  ['alexander', 'alex', 'xander', 'sasha'],
  ['alexandra', 'alex', 'lexi', 'sasha', 'alexa'],
  ['christopher', 'chris', 'topher'],
  ['matthew', 'matt', 'matty'],
  ['daniel', 'dan', 'danny'],
  ['nicholas', 'nick', 'nicky', 'nico'],
  ['benjamin', 'ben', 'benny', 'benji'],
  ['samuel', 'sam', 'sammy'],
  ['samantha', 'sam', 'sammy'],
  ['jonathan', 'jon', 'jonny'],
  ['john', 'johnny', 'jack'],
  ['margaret', 'maggie', 'meg', 'peggy'],
  ['jennifer', 'jen', 'jenny'],
  ['anthony', 'tony'],
  ['thomas', 'tom', 'tommy'],
  ['richard', 'rick', 'ricky', 'richie'],
  ['edward', 'ed', 'eddie', 'ted'],
  ['theodore', 'theo', 'ted', 'teddy'],
  ['andrew', 'andy', 'drew'],
  ['zachary', 'zach', 'zack'],
  ['jacob', 'jake'],
  ['joshua', 'josh'],
  ['nathaniel', 'nathan', 'nate'],
  ['abigail', 'abby', 'abbie'],
  ['isabella', 'isabel', 'bella', 'izzy'],
  ['olivia', 'liv', 'livvy'],
  ['sophia', 'sophie'],
  ['gabriel', 'gabe'],
  ['gabriella', 'gabby', 'ella'],
  ['victoria', 'tori', 'vicky'],
  ['rebecca', 'becky', 'becca'],
  ['timothy', 'tim', 'timmy'],
  ['steven', 'stephen', 'steve'],
  ['patricia', 'patty', 'trish'],
  // Met in a second season's export (issue 37): Eli / Elijah Cooper, Maddie / Madison Taylor.
  ['elijah', 'eli'],
  ['madison', 'maddie', 'maddy'],
  ['madeline', 'madeleine', 'maddie', 'maddy'],
];

const groupsOf = new Map<string, Set<number>>();
groups.forEach((names, index) => names.forEach((name) => groupsOf.set(name, (groupsOf.get(name) ?? new Set()).add(index))));

/** True when two different first names (already normalised) are forms of one name in the table. */
export function areNicknames(a: string, b: string): boolean {
  if (a === b) return false;
  const of = groupsOf.get(a);
  return !!of && [...(groupsOf.get(b) ?? [])].some((group) => of.has(group));
}

/** The other forms of a first name (already normalised) in the table: "william" → will, bill, billy, liam, willie. */
export function nicknameForms(name: string): string[] {
  const forms = new Set<string>();
  for (const group of groupsOf.get(name) ?? []) for (const form of groups[group]!) if (form !== name) forms.add(form);
  return [...forms];
}
