/*
 * Fuzz target: the .bdn reader and the Baśka judge. Every record it accepts
 *   - prints canonically, reads back equal, prints byte for byte the same;
 *   - is judged the same from its canonical text: the same verdict (outcome,
 *     score, tricks, claim, every violation and its reason) or the same
 *     refusal;
 *   - when it is a full record judged without an offender, scores the same
 *     points as the result-only record of its outcome (what a paper protocol
 *     of the deal would say), which itself prints and reads back equal and
 *     is judged without a violation;
 *   - is judged the same from its canonical text also under a variant of the
 *     psb ruleset that the input picks (its hash flips the CONFIGURABLE
 *     switches: ask, wedding, gran, DU and kontras, cicha, gran play, solo
 *     levels, kontra calls, penalties, decided deals, the claim rule, bok
 *     mode and triggers, Młodzi's factor, the multiplier cap), so that the
 *     judge's and the claim solver's other paths are fuzzed too.
 * A record the reader accepted, with one field then set out of its range in
 * the struct (as a caller other than the reader could hand it over: a seat
 * 0 or 5 (the dealer of a full record), kontras 5, eyes 105, no contract, a card dealt twice or played
 * from nobody's hand, a short trick before the last, no hands and no result)
 * is refused by the judge with a reason, never judged.
 * The calls of a full record also go through the auction without hands
 * (as `baska auction` takes them) and by explicit seats: a call refused
 * without hands is refused with them too (hands only add conditions), a
 * refused call leaves the auction unchanged, a call by a seat out of turn,
 * by no seat or of no known kind is refused, and the auctions that accept
 * the same calls settle the same contract, declarer and kontra calls.
 * The deals of one input, in order, are also one table's session protocol
 * (§2.2, §7.3): the session checks find exactly the dealers out of the
 * rotation, the missing numbers and the rows beyond or short of a session
 * length the input picks, each ruling with its section, in deal order; a
 * deal fits its session (baska_deal_fits) exactly when its number and
 * dealer do.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/notation/bdn.h"
#include "../../src/rules/baska/sequence.h"

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static struct baska_rules variant;

/* The session protocol of the input's deals (see above). */
#define ROWS	64
static struct baska_row rows[ROWS];
static size_t		nrows;
static int		session_deals, closed, first_dealer;
static uint32_t		hash;

/* A variant of psb picked by the input's hash; psb itself if it is refused. */
static void
variant_pick(const uint8_t *data, size_t size)
{
	struct errbuf	 err;
	uint32_t	 h = 2166136261u;
	size_t		 i;

	for (i = 0; i < size; i++)
		h = (h ^ data[i]) * 16777619u;
	variant = baska_psb;
	variant.allow_ask = h & 1;
	variant.wedding_first_call_only = h >> 1 & 1;
	variant.allow_gran = h >> 2 & 1;
	variant.du_cancels_kontras = h >> 3 & 1;
	variant.cicha_is_solo = h >> 4 & 1;
	variant.baska_auto_win = h >> 5 & 1;
	variant.gran_void_must_trump = h >> 6 & 1;
	variant.gran_must_head = h >> 7 & 1;
	variant.solo_uses_levels = h >> 8 & 1;
	variant.bok_stack = h >> 9 & 1;
	variant.max_kontra_calls = 1 + (int)(h >> 10 & 3);
	variant.penalty_distribution = (int)(h >> 12 & 3) % 3;
	variant.decided_mode = h >> 14 & 1;
	variant.claim_rule = h >> 15 & 1 ? CLAIM_EVERY_LINE : CLAIM_BEST_LINE;
	variant.bok_mode = h >> 16 & 1 ? BOK_AUTO : BOK_EXPLICIT;
	variant.bok_triggers = h >> 17 & 7;
	variant.mlodzi_win_factor = 1 + (int)(h >> 20 & 1);
	variant.max_multiplier = h >> 21 & 1 ? 2 : 64;
	hash = h;
	if (baska_ruleset_game.validate != NULL &&
	    baska_ruleset_game.validate(&variant, &err) != 0)
		variant = baska_psb;
}

static void
fail(const char *what, const struct baska_deal *d)
{
	struct strbuf	 sb = { 0 };

	bdn_print(d, &sb);
	fprintf(stderr, "fuzz_bdn: %s\n%s", what, sb_str(&sb));
	abort();
}

/* Whether two verdicts say the same, source positions aside. */
static int
verdict_same(const struct baska_verdict *a, const struct baska_verdict *b)
{
	int	 i;

	if (memcmp(&a->outcome, &b->outcome, sizeof(a->outcome)) != 0 ||
	    memcmp(&a->score, &b->score, sizeof(a->score)) != 0 ||
	    a->tricks != b->tricks || a->decided != b->decided ||
	    a->claim_holds != b->claim_holds || strcmp(a->claim_line, b->claim_line) != 0 ||
	    a->nviol != b->nviol)
		return 0;
	for (i = 0; i < a->nviol && i < BASKA_MAX_VIOL; i++)
		if (a->viol[i].code != b->viol[i].code || a->viol[i].turn != b->viol[i].turn ||
		    a->viol[i].player != b->viol[i].player ||
		    strcmp(a->viol[i].text, b->viol[i].text) != 0)
			return 0;
	return 1;
}

/* The result-only record of a judged full record: its protocol line. */
static void
result_only(const struct baska_deal *d, const struct baska_verdict *v)
{
	static struct baska_deal r, back;
	static struct baska_verdict rv;
	struct strbuf		 sb = { 0 };
	struct errbuf		 err;
	struct bdn_reader	 rd;
	int			 rc;

	memset(&r, 0, sizeof(r));
	memcpy(r.event, d->event, sizeof(r.event));
	memcpy(r.date, d->date, sizeof(r.date));
	r.session = d->session;
	r.table = d->table;
	r.deal = d->deal;
	memcpy(r.ruleset, d->ruleset, sizeof(r.ruleset));
	r.has_seats = d->has_seats;
	memcpy(r.seats, d->seats, sizeof(r.seats));
	r.dealer = d->dealer;
	r.bok = d->bok;
	r.has_result = 1;
	r.result = v->outcome;
	r.result.bok = r.bok;	/* as the reader sets it */
	r.result.offender = 0;
	r.result.forced_loss = 0;
	r.has_score = 1;
	memcpy(r.score, v->score.points, sizeof(r.score));
	bdn_print(&r, &sb);
	bdn_reader_init(&rd, sb_str(&sb), sb.len);
	if (bdn_read(&rd, &back, &err) != 1 || !bdn_equal(&back, &r))
		fprintf(stderr, "%s\n", sb_str(&sb)), fail("the result-only record does not read back", d);
	rc = baska_judge(&baska_psb, &back, &rv, &err);
	if (rc != 0) {
		fprintf(stderr, "fuzz_bdn: result-only record judged %d: %s %s\n", rc,
		    rc < 0 ? err.msg : rv.viol[0].text, sb_str(&sb));
		fail("the result-only record of this deal is refused", d);
	}
	if (memcmp(rv.score.points, v->score.points, sizeof(rv.score.points)) != 0)
		fail("the result-only record scores differently", d);
	sb_free(&sb);
}

/* A deal fits a session of session_deals when its number and dealer (seat 1 first) do. */
static void
fits_check(const struct baska_deal *d)
{
	struct errbuf	 err;
	int		 dealer = d->dealer, want = (d->deal - 1) % 4 + 1, rc;

	rc = baska_deal_fits(&variant, "fuzz", session_deals, d->deal, &dealer, d->bok, &err);
	if (rc != ((session_deals > 0 && d->deal > session_deals) ||
	    (d->dealer != 0 && d->dealer != want) || (d->bok > 1 && !variant.bok_stack) ? -1 : 0))
		fail("baska_deal_fits disagrees", d);
	if (rc == 0 && dealer != want)
		fail("baska_deal_fits fills in another dealer", d);
}

/* The session checks of the input's deals against a recount here. */
static void
session_check(void)
{
	struct verdict	 v = { 0, 0, NULL };
	size_t		 j, n, dealers = 0, missing = 0;
	int		 prev = 0, want;

	if (nrows == 0)
		return;
	for (j = 0; j < nrows; j++) {
		want = (first_dealer - 1 + rows[j].number - 1) % 4 + 1;
		if (rows[j].dealer != 0 && rows[j].dealer != want)
			dealers++;
		if (rows[j].number > prev + 1)
			missing++;
		prev = rows[j].number;
	}
	n = baska_session_check(&variant, rows, nrows, first_dealer, session_deals, closed, &v);
	if (n != v.n || verdict_count(&v, BS_DEALER) != dealers ||
	    verdict_count(&v, BS_MISSING) != missing ||
	    verdict_count(&v, BS_TOO_MANY) != (session_deals > 0 && nrows > (size_t)session_deals) ||
	    verdict_count(&v, BS_TOO_FEW) != (session_deals > 0 && closed &&
	    nrows < (size_t)session_deals) ||
	    verdict_count(&v, 0) != n)
		abort();
	for (j = 0; j < v.n; j++)
		if (v.r[j].code < BS_DEALER || v.r[j].code > BS_BOK_BLOCK || v.r[j].rule == NULL ||
		    strncmp(v.r[j].rule, "§", strlen("§")) != 0 || v.r[j].text[0] == '\0' ||
		    (j > 0 && v.r[j].turn < v.r[j - 1].turn))
			abort();
	verdict_sort_code(&v);
	for (j = 1; j < v.n; j++)
		if (v.r[j].code < v.r[j - 1].code)
			abort();
	verdict_reset(&v);
	if (v.n != 0)
		abort();
	verdict_free(&v);
}

/* Two auctions fed the same call: returns what each said. */
static void
call_both(struct baska_auction *x, struct baska_auction *y, enum baska_call call, int *rx, int *ry)
{
	static struct baska_auction	 before;
	char	 why[256];

	before = *x;
	if ((*rx = baska_auction_call(x, call, why, sizeof(why))) == -1 &&
	    (memcmp(&before, x, sizeof(before)) != 0 || why[0] == '\0'))
		abort();
	before = *y;
	if ((*ry = baska_auction_call(y, call, why, sizeof(why))) == -1 &&
	    (memcmp(&before, y, sizeof(before)) != 0 || why[0] == '\0'))
		abort();
}

/* A call by a wrong seat, no seat or of no known kind is refused, the auction unchanged. */
static void
call_wrong(struct baska_auction *x, enum baska_call call)
{
	static struct baska_auction	 before;
	char	 why[256];

	int	 s;

	before = *x;
	if ((!x->over && baska_auction_call_at(x, x->turn % 4 + 1, call, why, sizeof(why)) != -1) ||
	    baska_auction_call_at(x, 5, call, why, sizeof(why)) != -1 ||
	    baska_auction_call_at(x, x->turn, CALL__COUNT, why, sizeof(why)) != -1 ||
	    memcmp(&before, x, sizeof(before)) != 0)
		abort();
	/* Out of turn too: the declarer's kontra, a second call of wesele. */
	if (x->declarer != 0 && x->declarer != x->turn &&
	    baska_auction_call_at(x, x->declarer, CALL_KONTRA, why, sizeof(why)) != -1)
		abort();
	for (s = 1; s <= 4; s++)
		if (x->spoke[s - 1] && s != x->turn &&
		    baska_auction_call_at(x, s, CALL_WESELE, why, sizeof(why)) != -1)
			abort();
	if (memcmp(&before, x, sizeof(before)) != 0)
		abort();
}

static void
auction_check(const struct baska_deal *d)
{
	static struct baska_auction	 a, b, c;
	struct baska_auction_result	 ra, rb;
	uint16_t			 hands[4] = { 0, 0, 0, 0 };
	char				 why[256];
	int				 i, s, k, xa, xb, xc, same = 1;

	if (!d->has_hands || d->dealer < 1 || d->dealer > 4)
		return;
	for (s = 0; s < 4; s++)
		for (k = 0; k < 4; k++)
			hands[s] |= CARD_BIT(d->hands[s][k]);
	baska_auction_init(&a, &variant, d->dealer % 4 + 1, hands);
	baska_auction_init(&b, &variant, d->dealer % 4 + 1, NULL);
	baska_auction_init(&c, &variant, d->dealer % 4 + 1, hands);
	for (i = 0; i < d->ncalls && same; i++) {
		call_wrong(&c, d->calls[i]);
		call_wrong(&b, d->calls[i]);
		call_both(&a, &b, d->calls[i], &xa, &xb);
		xc = baska_auction_call_at(&c, c.turn, d->calls[i], why, sizeof(why));
		if ((xb == -1 && xa != -1) || xc != xa)
			abort();
		if (xa != xb)
			same = 0;	/* a condition on the hands: the two part here */
		else if (xa == -1) {
			baska_auction_skip(&a);
			baska_auction_skip(&b);
			baska_auction_skip(&c);
		}
	}
	if (!same)
		return;
	baska_auction_result(&a, &ra);
	baska_auction_result(&b, &rb);
	if (rb.kontra_calls != ra.kontra_calls ||
	    (a.contract != BC_NONE && (rb.contract != ra.contract || rb.declarer != ra.declarer)) ||
	    ((a.contract == BC_NONE || a.contract == BC_WESELE) &&
	    (rb.sides_known || rb.kontras != rb.kontra_calls)))
		abort();
}

/*
 * The record with one field out of range (which one: k), refused by the
 * judge. played: the judge reads the record's play (not a Baśka won without
 * play, §3.5, whose [Play] lines it leaves unjudged: a trick cut short there
 * is not refused, found by the long run).
 */
static void
corrupt_check(const struct baska_deal *d, unsigned k, int clean, int played)
{
	static struct baska_deal	 c;
	static struct baska_verdict	 v;
	struct errbuf		 err;

	c = *d;
	if (k == 0 && c.has_hands)	/* a result's points do not depend on the dealer */
		c.dealer = 5;
	else if (k == 1 || k == 0)
		c.has_hands = c.has_result = 0;
	else if (c.has_result) {
		switch (k) {
		case 2: c.result.contract = BC_NONE; break;
		case 3: c.result.declarer = 0; break;
		case 4: c.result.kontras = 5; break;
		case 5: c.result.eyes = 105; break;
		case 6: c.result.partner = c.result.declarer; break;
		default: c.result.partner = baska_contract_is_solo(c.result.contract) ?
		    c.result.declarer % 4 + 1 : 0; break;
		}
	} else if (c.has_hands) {
		switch (k) {
		case 2: c.hands[1][2] = c.hands[3][1]; break;
		case 3: c.hands[2][0] = BASKA_NCARDS; break;
		case 4:
			if (!played || c.ntricks < 2 || c.trick_n[0] < 4)
				return;
			c.trick_n[0] = 3;
			break;
		case 5:	/* the judge stops at the first illegal card: none before */
			if (!clean || !played || c.ntricks < 2 || c.trick_n[1] < 1)
				return;
			c.trick[1][0] = c.trick[0][0];
			break;
		default:
			return;
		}
	} else
		return;
	err.msg[0] = '\0';
	if (baska_judge(&baska_psb, &c, &v, &err) >= 0 || err.msg[0] == '\0')
		fail("a record with a field out of range is judged", d);
}

static int
each(const struct baska_deal *d, void *arg)
{
	static struct baska_deal	 back;
	static struct baska_verdict	 v, vb;
	struct strbuf		 a = { 0 }, b = { 0 };
	struct errbuf		 err, errb;
	struct bdn_reader	 r;
	int			 rc, rcb;

	(void)arg;
	if (nrows == 0)
		first_dealer = d->dealer;
	if (nrows < ROWS) {
		rows[nrows].number = d->deal;
		rows[nrows].dealer = d->dealer;
		rows[nrows++].bok = d->bok;
	}
	fits_check(d);
	auction_check(d);
	bdn_print(d, &a);
	bdn_reader_init(&r, sb_str(&a), a.len);
	if (bdn_read(&r, &back, &err) != 1 || !bdn_equal(d, &back))
		fail("the canonical text does not read back equal", d);
	bdn_print(&back, &b);
	if (strcmp(sb_str(&a), sb_str(&b)) != 0)
		fail("the canonical text prints differently", d);
	rc = baska_judge(&baska_psb, d, &v, &err);
	rcb = baska_judge(&baska_psb, &back, &vb, &errb);
	if (rc != rcb || (rc >= 0 && !verdict_same(&v, &vb)) ||
	    (rc < 0 && strcmp(err.msg, errb.msg) != 0))
		fail("the canonical text is judged differently", d);
	if (rc >= 0 && d->has_hands && v.outcome.offender == 0 && !v.outcome.forced_loss)
		result_only(d, &v);
	corrupt_check(d, hash >> 27 & 7, rc >= 0 && v.outcome.offender == 0,
	    rc < 0 || v.outcome.contract != BC_BASKA || !baska_psb.baska_auto_win);
	rc = baska_judge(&variant, d, &v, &err);
	rcb = baska_judge(&variant, &back, &vb, &errb);
	if (rc != rcb || (rc >= 0 && !verdict_same(&v, &vb)) ||
	    (rc < 0 && strcmp(err.msg, errb.msg) != 0))
		fail("the canonical text is judged differently under a variant", d);
	sb_free(&a);
	sb_free(&b);
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct errbuf	 err;

	variant_pick(data, size);
	nrows = 0;
	session_deals = hash >> 22 & 1 ? 0 : (int)(hash >> 23 & 7) + 1;
	closed = hash >> 26 & 1;
	bdn_parse((const char *)data, size, each, NULL, &err);
	session_check();
	return 0;
}
