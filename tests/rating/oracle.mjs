// The rating oracle: random match sequences rated by npm's openskill and by
// the C model (the driver named on the command line, see oracle_driver.c);
// every player's mu and sigma must agree to 1e-6. The parameters are the
// C preset's (openskill's defaults, tau passed explicitly: the library adds
// it only when it is given).
//   node oracle.mjs DRIVER [SEQUENCES] [SEED]
import { execFileSync } from 'node:child_process';
import { rate, rating } from 'openskill';
import { bradleyTerryFull, plackettLuce } from 'openskill/models';

const [driver, nseq = '60', seed0 = '1'] = process.argv.slice(2);
const TOL = 1e-6;
const opts = { mu: 25, sigma: 25 / 3, beta: 25 / 6, tau: 25 / 300, epsilon: 0.0001 };

let state = Number(seed0) >>> 0 || 1;
function rnd(n) { // xorshift32: an integer in [0, n)
	state ^= state << 13; state >>>= 0;
	state ^= state >>> 17;
	state ^= state << 5; state >>>= 0;
	return state % n;
}

// One sequence: a pool of players, matches of 2..5 teams of 1..3 players,
// ranks with ties now and then; Baśka's own shapes (1 against 3, 2 against 2) often.
function sequence(model) {
	const pool = 4 + rnd(12), nmatch = 1 + rnd(60), lines = [`model ${model}`], matches = [];
	for (let m = 0; m < nmatch; m++) {
		const baska = rnd(2) === 0 && pool >= 4;
		const sizes = baska ? (rnd(2) ? [1, 3] : [2, 2]) :
		    Array.from({ length: 2 + rnd(4) }, () => 1 + rnd(3));
		const need = sizes.reduce((a, b) => a + b, 0);
		if (need > pool) { m--; continue; }
		const ids = [];
		while (ids.length < need) { const p = 1 + rnd(pool); if (!ids.includes(p)) ids.push(p); }
		const ranks = sizes.map(() => 1 + rnd(baska ? 2 : sizes.length));
		if (baska && ranks[0] === ranks[1]) ranks[1] = 3 - ranks[0];
		matches.push({ sizes, ranks, ids });
		lines.push(`match ${sizes.length} ${sizes.join(' ')} ${ranks.join(' ')} ${ids.join(' ')}`);
	}
	return { lines, matches };
}

function reference(model, matches) {
	const r = new Map(), order = [];
	for (const { sizes, ranks, ids } of matches) {
		let k = 0;
		const teams = sizes.map((s) => ids.slice(k, k += s).map((id) => {
			if (!r.has(id)) { r.set(id, rating(opts)); order.push(id); }
			return r.get(id);
		}));
		const out = rate(teams, { ...opts, rank: ranks,
		    model: model === 'bradley_terry' ? bradleyTerryFull : plackettLuce });
		k = 0;
		out.flat().forEach((p) => r.set(ids[k++], { mu: p.mu, sigma: p.sigma }));
	}
	return order.map((id) => [id, r.get(id)]);
}

let fail = 0, compared = 0, worst = 0;
for (let s = 0; s < Number(nseq); s++) {
	const model = s % 3 === 2 ? 'bradley_terry' : 'plackett_luce';
	const { lines, matches } = sequence(model);
	const want = reference(model, matches);
	const got = execFileSync(driver, { input: lines.join('\n') + '\n' }).toString().trim().split('\n')
	    .map((l) => l.split(' ')).map(([id, mu, sigma]) => [Number(id), Number(mu), Number(sigma)]);
	let ok = got.length === want.length;
	want.forEach(([id, w], i) => {
		const g = got[i] || [];
		const d = Math.max(Math.abs(g[1] - w.mu), Math.abs(g[2] - w.sigma));
		worst = Math.max(worst, d || 0);
		if (g[0] !== id || !(d <= TOL)) ok = false;
		compared++;
	});
	if (!ok) {
		fail++;
		console.log(`FAIL oracle: sequence ${s} (${model}, seed ${seed0}):\n${lines.join('\n')}`);
		console.log(`  want ${JSON.stringify(want)}\n  got  ${JSON.stringify(got)}`);
	}
}
console.log(`oracle: ${nseq} sequences, ${compared} ratings compared, largest difference ${worst.toExponential(2)}`);
console.log(`${Number(nseq) - fail} passed, ${fail} failed`);
process.exit(fail ? 1 : 0);
