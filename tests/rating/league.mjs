// The league half of the rating oracle (league.sh).
//   node league.mjs gen SEED DIR     writes DIR/players.txt, DIR/events.txt,
//                                    DIR/deals.csv (the import CSV) and DIR/fix.txt
//   node league.mjs check DIR GOT.csv [fixed]
// check rates DIR/deals.csv with npm's openskill (with the correction of
// fix.txt applied when "fixed" is given): every deal a match of the Starzy
// (declarer and partner) against the Młodzi, the side that won ranked first,
// in the order event, session, table, deal; and compares every player's mu
// and sigma with referee rating -f csv (GOT.csv) to 1e-6.
import { readFileSync, writeFileSync } from 'node:fs';
import { rate, rating } from 'openskill';

const opts = { mu: 25, sigma: 25 / 3, beta: 25 / 6, tau: 25 / 300, epsilon: 0.0001 };
const WIN = 53;		// psb: win_min_starzy
const [cmd, ...args] = process.argv.slice(2);

let state = 1;
function rnd(n) {
	state ^= state << 13; state >>>= 0;
	state ^= state >>> 17;
	state ^= state << 5; state >>>= 0;
	return state % n;
}

function gen(seed, dir) {
	state = Math.imul(Number(seed), 2654435761) >>> 0 || 1;
	const np = 8 + 4 * rnd(3), players = Array.from({ length: np }, (_, i) => `Gracz ${i + 1}`);
	const nev = 2 + rnd(3), rows = ['event,session,table,deal,seat1,seat2,seat3,seat4,dealer,' +
	    'contract,declarer,partner,kontras,eyes,bok'], events = [];
	for (let e = 1; e <= nev; e++) {
		events.push(`2026-0${e}-1${rnd(9)} Turniej ${e}`);
		for (let s = 1; s <= 2; s++) {
			const order = [...players].sort(() => rnd(3) - 1);
			for (let t = 1; t <= np / 4; t++) {
				const seats = order.slice(4 * t - 4, 4 * t);
				for (let d = 1; d <= 4; d++) {
					const declarer = 1 + rnd(4), solo = rnd(3) === 0;
					const partner = solo ? '' : 1 + (declarer + rnd(3)) % 4;
					rows.push([`Turniej ${e}`, s, t, d, ...seats, 1 + (d - 1) % 4,
					    solo ? 'zolo' : 'zwykla', declarer, partner, 0, rnd(105), 0].join(','));
				}
			}
		}
	}
	writeFileSync(`${dir}/players.txt`, players.join('\n') + '\n');
	writeFileSync(`${dir}/events.txt`, events.join('\n') + '\n');
	writeFileSync(`${dir}/deals.csv`, rows.join('\n') + '\n');
	const fix = rows[1 + rnd(rows.length - 1)].split(',');
	writeFileSync(`${dir}/fix.txt`, [fix[0], fix[1], fix[2], fix[3], 104 - Number(fix[13])].join(',') + '\n');
}

function check(dir, gotFile, fixed) {
	const rows = readFileSync(`${dir}/deals.csv`, 'utf8').trim().split('\n').slice(1).map((l) => l.split(','));
	if (fixed) {
		const [e, s, t, d, eyes] = readFileSync(`${dir}/fix.txt`, 'utf8').trim().split(',');
		rows.find((r) => r[0] === e && r[1] === s && r[2] === t && r[3] === d)[13] = eyes;
	}
	const key = (r) => [r[0], r[1].padStart(4, '0'), r[2].padStart(4, '0'), r[3].padStart(4, '0')].join('|');
	rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
	const r = new Map();
	for (const row of rows) {
		const seats = row.slice(4, 8), st = [Number(row[10]), Number(row[11])];
		const starzy = seats.filter((_, i) => st.includes(i + 1));
		const mlodzi = seats.filter((_, i) => !st.includes(i + 1));
		for (const p of seats) if (!r.has(p)) r.set(p, rating(opts));
		const won = Number(row[13]) >= WIN;
		const out = rate([starzy.map((p) => r.get(p)), mlodzi.map((p) => r.get(p))],
		    { ...opts, rank: won ? [1, 2] : [2, 1] });
		starzy.forEach((p, i) => r.set(p, out[0][i]));
		mlodzi.forEach((p, i) => r.set(p, out[1][i]));
	}
	const got = new Map(readFileSync(gotFile, 'utf8').trim().split('\n').slice(1).map((l) => l.split(','))
	    .map((c) => [c[1], { mu: Number(c[3]), sigma: Number(c[4]), rating: Number(c[2]) }]));
	let fail = 0, worst = 0;
	for (const [p, w] of r) {
		const g = got.get(p);
		const d = g ? Math.max(Math.abs(g.mu - w.mu), Math.abs(g.sigma - w.sigma),
		    Math.abs(g.rating - (w.mu - 3 * w.sigma))) : Infinity;
		worst = Math.max(worst, d);
		if (!(d <= 1e-6)) {
			fail++;
			console.log(`FAIL oracle league: ${p}: want ${JSON.stringify(w)}, got ${JSON.stringify(g)}`);
		}
	}
	if (got.size !== r.size) { fail++; console.log(`FAIL oracle league: ${got.size} players rated, want ${r.size}`); }
	console.log(`oracle league${fixed ? ' (after a correction)' : ''}: ${r.size} players, ` +
	    `${rows.length} deals, largest difference ${worst.toExponential(2)}`);
	process.exit(fail ? 1 : 0);
}

if (cmd === 'gen') gen(args[0], args[1]);
else if (cmd === 'check') check(args[0], args[1], args[2] === 'fixed');
else { console.error('usage: league.mjs gen SEED DIR | check DIR GOT.csv [fixed]'); process.exit(2); }
