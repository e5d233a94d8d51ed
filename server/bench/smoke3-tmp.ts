import { balanceTeams } from '../src/modules/balancing/optimizer/balance-teams.js';
import { generateDivision } from './balance/synthetic-division.js';
import { addRules } from './balance/rule-division.js';
for (const [n, k, extras] of [[120,12,false],[120,8,true]] as [number,number,boolean][]) {
  const base = generateDivision({ players: n, skills: 5, extras, seed: 77 });
  const players = addRules(base, k, 77);
  const opts = { teamCount: k, seed: 1, useComposite: true, region: extras ? { weight: 5, mode: 'soft' as const } : null, availability: extras ? { weight: 3 } : null, height: extras ? { weight: 10 } : null };
  for (const budget of [1e6, 4e6, 16e6]) { const c=process.cpuUsage(); const r = balanceTeams(players, { ...opts, tierBalance: true, evaluationBudget: budget }); const u=process.cpuUsage(c); console.log(n,k,budget, r.terms.spread.toFixed(4), r.terms.regionPenalty, r.terms.availabilityPenalty, r.terms.heightSpread.toFixed(2), r.rules.requests.honoured+'/'+r.rules.requests.total, ((u.user+u.system)/1000).toFixed(0)); }
}
