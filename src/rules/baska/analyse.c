/*
 * The analysis of a played deal (referee-baska(7), "Analysis"): the
 * double-dummy table of the dealt hands, the Starzy's double-dummy value,
 * the cost of every card and a claim's value. Information for players,
 * never part of a ruling or a score: nothing here changes a verdict.
 *
 * Choices made here:
 * - The cards are analysed up to the first illegal or out-of-turn card as
 *   the judge finds it (§5.4: the game ends there); rejected calls do not
 *   stop the analysis, the contract is the one the judge settled.
 * - The cost of a card is V(before) - V(after) for the Starzy's cards and
 *   V(after) - V(before) for the Młodzi's, V being the Starzy's eyes of the
 *   whole deal with best play from the position (eyes taken so far
 *   included): the eyes its side loses against the best card there.
 * - The best card named beside a costly one is, of the equally good cards,
 *   the one with the fewest eyes, then the first in the order Ac 10c Qc Jc
 *   As ... Jd.
 * - The played contract's double-dummy points use the deal's kontras and
 *   bok; the table's use no kontras and the deal's bok.
 */
#include <string.h>

#include "baska.h"
#include "../../util/i18n.h"

/* The replay of a deal's cards, positions in order. */
struct replay {
	enum baska_family fam;
	int	 side;			/* the Starzy */
	uint16_t h[4];
	int	 leader;		/* seat index */
	int	 cur[4], ncur;
	int	 taken;			/* the Starzy's eyes in the tricks completed */
	int	 tricks;		/* tricks completed */
};

/* The Starzy's eyes of the whole deal with best play from the replay's position. */
static int
position_value(struct baska_dd *m, const struct baska_rules *r, const struct replay *p)
{
	int	 e = 0;

	baska_dd_value(m, r, p->fam, p->h, p->leader + 1, p->cur, p->ncur, p->side, &e);
	return p->taken + e;
}

/*
 * The Starzy's eyes of the whole deal with best play from the replay's
 * position, where card, legal, gives after (as the whole deal's).
 */
static int
position_value_but(struct baska_dd *m, const struct baska_rules *r, const struct replay *p,
    int card, int after)
{
	int	 e = 0;

	baska_dd_value_but(m, r, p->fam, p->h, p->leader + 1, p->cur, p->ncur, p->side, card,
	    after - p->taken, &e);
	return p->taken + e;
}

/*
 * The best card at the replay's position for its seat on play, of value
 * want (the Starzy's eyes of the deal): see the top for ties.
 */
static int
best_card(struct baska_dd *m, const struct baska_rules *r, const struct replay *p, int want)
{
	return baska_dd_best(m, r, p->fam, p->h, p->leader + 1, p->cur, p->ncur, p->side,
	    want - p->taken);
}

/* Plays card c at the replay's position (legal and held). */
static void
replay_play(struct replay *p, int c)
{
	int	 w, j, e = 0;

	p->h[(p->leader + p->ncur) & 3] &= (uint16_t)~CARD_BIT(c);
	p->cur[p->ncur++] = c;
	if (p->ncur < 4)
		return;
	w = (p->leader + baska_trick_winner(p->fam, p->cur, 4)) & 3;
	for (j = 0; j < 4; j++)
		e += card_eyes(p->cur[j]);
	if ((p->side >> w) & 1)
		p->taken += e;
	p->leader = w;
	p->ncur = 0;
	p->tricks++;
}

/*
 * The cards of the record up to the first violation, each with its cost.
 * The values of the positions are searched from the last position back to
 * the first: each search leaves exact values in the memory for the
 * positions of the line after it, which the search before it passes
 * through.
 */
static void
analyse_cards(struct baska_dd *m, const struct baska_rules *r, const struct baska_deal *d,
    unsigned parts, struct replay *p, struct baska_analysis *a)
{
	struct baska_card_cost *cc;
	struct replay	 pos[17];
	uint16_t	 legal;
	int		 t, j, c, s, k, n = 0, forced[17] = { 0 }, val[17];

	pos[0] = *p;
	for (t = 0; t < d->ntricks && t < 4 && !a->stop_trick; t++)
		for (j = 0; j < d->trick_n[t] && j < 4; j++) {
			c = d->trick[t][j];
			s = (pos[n].leader + j) & 3;
			/* the cards baska_play_check lets through: held and legal */
			legal = baska_legal(r, p->fam, pos[n].cur, pos[n].ncur, pos[n].h[s]);
			if (c < 0 || c >= BASKA_NCARDS || !(pos[n].h[s] & legal & CARD_BIT(c))) {
				a->stop_trick = t + 1;
				a->stop_seat = s + 1;
				break;
			}
			cc = &a->card[n];
			cc->trick = t + 1;
			cc->seat = s + 1;
			cc->card = c;
			/* a forced card keeps the value: no search */
			forced[++n] = (legal & (legal - 1)) == 0;
			pos[n] = pos[n - 1];
			replay_play(&pos[n], c);
		}
	val[n] = position_value(m, r, &pos[n]);
	/*
	 * The value after the card played is known when the position before it
	 * is valued: only the seat's other cards are searched, against it.
	 */
	for (k = n; k > 0; k--)
		val[k - 1] = forced[k] ? val[k] :
		    position_value_but(m, r, &pos[k - 1], a->card[k - 1].card, val[k]);
	a->dd_eyes = val[0];
	for (k = 0; k < n; k++) {
		cc = &a->card[k];
		s = cc->seat - 1;
		cc->cost = (p->side >> s) & 1 ? val[k] - val[k + 1] : val[k + 1] - val[k];
		cc->best = cc->cost == 0 ? cc->card : !(parts & BASKA_ANALYSE_BEST) ? -1 :
		    best_card(m, r, &pos[k], val[k]);
		a->lost[s] += cc->cost;
		a->total += cc->cost;
	}
	a->ncards = n;
	*p = pos[n];
}

/* The entry of the double-dummy table for one contract; its eyes are given. */
static void
table_add(const struct baska_rules *r, const struct baska_deal *d, struct baska_analysis *a,
    enum baska_contract contract, int declarer, int partner, int eyes)
{
	struct baska_dd_entry	*e;
	struct baska_outcome	 o;
	struct errbuf		 err;

	if (a->ntable >= BASKA_DD_TABLE_MAX)
		return;
	e = &a->table[a->ntable++];
	e->contract = contract;
	e->declarer = declarer;
	e->partner = partner;
	e->eyes = eyes;
	memset(&o, 0, sizeof(o));
	o.contract = contract;
	o.declarer = declarer;
	o.partner = partner;
	o.bok = d->bok ? 1 : 0;
	o.eyes = eyes;
	err_clear(&err);
	if (baska_settle(r, &o, &e->score, &err) == -1)
		memset(&e->score, 0, sizeof(e->score));
}

/* Who holds card (seat 1..4). */
static int
holder_of(const uint16_t hands[4], int card)
{
	int	 s;

	for (s = 0; s < 4; s++)
		if (hands[s] & CARD_BIT(card))
			return s + 1;
	return 0;
}

/*
 * The sides of family fam among the table's contracts: the pair's contract
 * (job 0), then zolo (1..4) and gran (5..8) of every seat, job[] getting
 * the index of each job's side in sides[] (or -1 for a job of the other
 * family or a gran the rules do not allow). Returns the number of sides.
 */
static int
table_sides(const struct baska_rules *r, enum baska_family fam, enum baska_contract pair,
    int pair_side, int *sides, int *job)
{
	enum baska_contract c;
	int	 i, side, n = 0;

	for (i = 0; i < 9; i++) {
		c = i == 0 ? pair : i <= 4 ? BC_ZOLO : BC_GRAN;
		side = i == 0 ? pair_side : 1 << ((i - 1) % 4);
		job[i] = -1;
		if ((c == BC_GRAN && !r->allow_gran) || baska_contract_family(c) != fam)
			continue;
		for (job[i] = 0; job[i] < n && sides[job[i]] != side; job[i]++)
			continue;
		if (job[i] == n)
			sides[n++] = side;
	}
	return n;
}

/*
 * The values of the table's contracts (table_sides' jobs) into eyes[], one
 * search a family for every side of it (baska_dd_sides). The side keep_side
 * of family keep_fam, if any, is one of them, its values left in the memory
 * for the analysis of the play. Returns whether it was.
 */
static int
table_values(struct baska_dd *m, const struct baska_rules *r, const uint16_t hands[4],
    int forehand, enum baska_contract pair, int pair_side, enum baska_family keep_fam,
    int keep_side, int eyes[9])
{
	int	 sides[10], v[10], job[9], n, i, f, keep, kept = 0;

	for (f = FAM_NORMAL; f <= FAM_GRAN; f++) {
		n = table_sides(r, (enum baska_family)f, pair, pair_side, sides, job);
		keep = -1;
		if ((enum baska_family)f == keep_fam && keep_side != -1) {
			for (keep = 0; keep < n && sides[keep] != keep_side; keep++)
				continue;
			if (keep == n)
				sides[n++] = keep_side;
			kept = 1;
		}
		if (n == 0)
			continue;
		if (baska_dd_sides(m, r, (enum baska_family)f, hands, forehand, sides, n, keep,
		    v) == -1)
			memset(v, 0, sizeof(v));
		for (i = 0; i < 9; i++)
			if (job[i] >= 0)
				eyes[i] = v[job[i]];
	}
	return kept;
}

/*
 * The double-dummy table (§2-§4): what every contract a seat could declare
 * with its hand, or the deal without a contract, would give. Zolo and
 * zolo-du (gran and gran-du) share one search: the same sides and cards.
 * keep_fam and keep_side as table_values; returns its answer.
 */
static int
dd_table(struct baska_dd *m, const struct baska_rules *r, const struct baska_deal *d,
    const uint16_t hands[4], int forehand, enum baska_family keep_fam, int keep_side,
    struct baska_analysis *a)
{
	int	 qc = holder_of(hands, CARD(SUIT_C, RANK_Q)), qs = holder_of(hands,
	    CARD(SUIT_S, RANK_Q)), s, p, four, kept, eyes[9];

	p = qc != qs ? qs : baska_wedding_partner(hands, qc);
	kept = table_values(m, r, hands, forehand, qc != qs ? BC_ZWYKLA : BC_WESELE,
	    1 << (qc - 1) | 1 << (p - 1), keep_fam, keep_side, eyes);
	table_add(r, d, a, qc != qs ? BC_ZWYKLA : BC_WESELE, qc, p, eyes[0]);
	for (s = 1; s <= 4; s++) {
		if (s == qc && qc == qs)
			table_add(r, d, a, BC_CICHA, s, 0, eyes[s]);
		four = (hands[s - 1] & 0x4444) == 0x4444;
		if (r->allow_gran) {
			table_add(r, d, a, BC_GRAN, s, 0, eyes[4 + s]);
			table_add(r, d, a, BC_GRAN_DU, s, 0, eyes[4 + s]);
		}
		table_add(r, d, a, BC_ZOLO, s, 0, eyes[s]);
		table_add(r, d, a, BC_ZOLO_DU, s, 0, eyes[s]);
		if (four)
			table_add(r, d, a, BC_BASKA, s, 0, r->baska_auto_win ? 104 : eyes[s]);
	}
	return kept;
}

/* The claim's value: the claimant side's eyes with best play and as settled. */
static void
analyse_claim(struct baska_dd *m, const struct baska_rules *r, const struct baska_deal *d,
    const struct baska_verdict *v, const struct replay *p, struct baska_analysis *a)
{
	int	 starzy = (p->side >> (d->claim - 1)) & 1, dd = position_value(m, r, p);

	a->claim = d->claim;
	a->claim_dd = starzy ? dd : 104 - dd;
	a->claim_settled = starzy ? v->outcome.eyes : 104 - v->outcome.eyes;
}

int
baska_analyse(struct baska_dd *m, const struct baska_rules *r, const struct baska_deal *d,
    const struct baska_verdict *v, unsigned parts, struct baska_analysis *a, struct errbuf *err)
{
	const struct baska_outcome *o = &v->outcome;
	struct baska_outcome	 settled;
	struct replay		 p;
	uint16_t		 hands[4];
	int			 s, i, forehand, played, kept;

	memset(a, 0, sizeof(*a));
	if (!d->has_hands || d->dealer < 1 || d->dealer > 4)
		return err_set(err, d->src.line, d->src.col, _("the analysis needs a full record"));
	for (s = 0; s < 4; s++)
		for (hands[s] = 0, i = 0; i < 4; i++)
			hands[s] |= CARD_BIT(d->hands[s][i]);
	forehand = d->dealer % 4 + 1;
	played = o->contract > BC_NONE && o->declarer >= 1 &&
	    !(o->contract == BC_BASKA && r->baska_auto_win) && d->has_play;
	memset(&p, 0, sizeof(p));
	if (played) {
		p.fam = baska_contract_family(o->contract);
		p.side = 1 << (o->declarer - 1) | (o->partner ? 1 << (o->partner - 1) : 0);
	}
	kept = parts & BASKA_ANALYSE_TABLE ? dd_table(m, r, d, hands, forehand, p.fam,
	    played ? p.side : -1, a) : 0;
	if (!played)
		return 0;
	memcpy(p.h, hands, sizeof(p.h));
	p.leader = forehand - 1;
	a->played = 1;
	a->declside = p.side;
	if (!kept)
		baska_dd_reset(m);
	analyse_cards(m, r, d, parts, &p, a);
	settled = *o;
	settled.eyes = a->dd_eyes;
	settled.offender = 0;
	settled.forced_loss = 0;
	if (baska_settle(r, &settled, &a->dd_score, err) == -1)
		return -1;
	if ((parts & BASKA_ANALYSE_CLAIM) && !a->stop_trick && d->claim >= 1 && d->claim <= 4 &&
	    (p.h[0] | p.h[1] | p.h[2] | p.h[3]) != 0)
		analyse_claim(m, r, d, v, &p, a);
	return 0;
}
