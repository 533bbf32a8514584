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
 *     levels, kontra calls, penalties, decided deals), so that the judge's
 *     other paths are fuzzed too.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/notation/bdn.h"

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static struct baska_rules variant;

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
	bdn_parse((const char *)data, size, each, NULL, &err);
	return 0;
}
