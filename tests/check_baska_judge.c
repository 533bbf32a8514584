/*
 * Judging whole deals: the worked examples E1–E19 of §9 as full records,
 * penalties (§5.4), claims (§5.5), result-only records, and random deals.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "../src/rules/baska/baska.h"

/* Splits s at sep into at most max pieces (in place). */
static int
split(char *s, char sep, char **out, int max)
{
	int	 n = 0;
	char	*p;

	if (*s == '\0')
		return 0;
	for (;;) {
		if (n == max)
			ck_abort_msg("too many pieces");
		out[n++] = s;
		if ((p = strchr(s, sep)) == NULL)
			return n;
		*p = '\0';
		s = p + 1;
	}
}

/*
 * Builds a full record: dealer, hands "P1 / P2 / P3 / P4", calls, and tricks
 * separated by '/' (the last one may be short), claim seat or 0.
 */
static void
make_deal(struct baska_deal *d, int dealer, const char *hands, const char *calls,
    const char *play, int claim)
{
	char		 buf[256], *piece[8], *tok, *save;
	int		 n, i, j, cards[4];
	struct errbuf	 err;

	memset(d, 0, sizeof(*d));
	d->src.line = 1;
	d->dealer = dealer;
	d->has_hands = 1;
	strcpy(buf, hands);
	ck_assert_int_eq(split(buf, '/', piece, 8), 4);
	for (i = 0; i < 4; i++) {
		ck_assert_int_eq(cards_parse(piece[i], strlen(piece[i]), d->hands[i], 4, &err), 4);
	}
	d->has_auction = 1;
	strcpy(buf, calls);
	for (tok = strtok_r(buf, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
		d->calls[d->ncalls] = baska_call_parse(tok, strlen(tok));
		ck_assert_int_ge(d->calls[d->ncalls], 0);
		d->call_src[d->ncalls].line = 3;
		d->call_src[d->ncalls].col = d->ncalls + 1;
		d->ncalls++;
	}
	if (play) {
		d->has_play = 1;
		strcpy(buf, play);
		n = split(buf, '/', piece, 8);
		for (i = 0; i < n; i++) {
			d->trick_n[i] = cards_parse(piece[i], strlen(piece[i]), cards, 4, &err);
			ck_assert_int_gt(d->trick_n[i], 0);
			for (j = 0; j < d->trick_n[i]; j++) {
				d->trick[i][j] = cards[j];
				d->card_src[i][j].line = 5 + i;
				d->card_src[i][j].col = 1 + j;
			}
		}
		d->ntricks = n;
	}
	d->claim = claim;
}

struct ex {
	const char		*name;
	const char		*hands, *calls, *play;
	int			 bok;
	enum baska_contract	 contract;
	int			 declarer, partner, k, eyes, tricks, level;
	int			 points[4];
};

static const struct ex examples[] = {
	{ "E1", "Ad Jc 10c Js / Ac Qh Jh Qd / Qs 10h 10s Jd / 10d As Qc Ah", "pass pass pass pass",
	  "Js Qd Qs Ah / As Ad Jh 10s / Ac Jd Qc 10c / 10d Jc Qh 10h", 0,
	  BC_ZWYKLA, 4, 3, 0, 70, 3, 1, { -1, -1, 1, 1 } },
	{ "E2", "10c 10s Qd Ad / Ac Qs Jd Jc / Qc Qh 10h 10d / As Ah Jh Js", "pass pass pass pass",
	  "Qd Qs Qc Ah / As 10s Jd Qh / 10d Jh Ad Jc / Ac 10h Js 10c", 0,
	  BC_ZWYKLA, 3, 2, 0, 84, 3, 2, { -2, 2, 2, -2 } },
	{ "E3", "Qc Ah Jd 10c / Qh Jc Ac 10s / Qs 10h Ad Js / Qd Jh As 10d", "pass pass pass pass",
	  "Ah Jc 10h 10d / 10c Ac Js Qd / As Qc 10s Ad / Jd Qh Qs Jh", 0,
	  BC_ZWYKLA, 1, 3, 0, 78, 3, 1, { 1, -1, 1, -1 } },
	{ "E4", "As Ah Qs 10d / 10s Qc 10c Qd / Jd Jh Jc Ad / Js 10h Ac Qh", "pass pass pass pass",
	  "10d Qd Ad 10h / Qh Ah Qc Jd / Qs 10s Jc Js / As 10c Jh Ac", 0,
	  BC_ZWYKLA, 2, 1, 0, 36, 2, 1, { -1, -1, 1, 1 } },
	{ "E5", "Ah As 10d Qh / Ad Qc Jh 10h / Jc Jd Qd 10c / Ac 10s Qs Js", "pass pass pass pass",
	  "Qh Qc Qd Js / Jh Jc Qs Ah / As Ad Jd 10s / 10c Ac 10d 10h", 0,
	  BC_ZWYKLA, 2, 4, 0, 52, 2, 1, { 1, -1, 1, -1 } },
	{ "E6", "10h Qh 10c 10d / Js Ah Qs As / Qd Qc Jd Jc / Ad Ac Jh 10s", "pass pass pass pass",
	  "Qh Qs Qc Jh / Jc Ad 10h Ah / As Qd 10s 10d / Jd Ac 10c Js", 0,
	  BC_ZWYKLA, 3, 2, 0, 104, 4, 3, { -3, 3, 3, -3 } },
	{ "E7", "Ad Jc 10c Js / Ac Qh Jh Qd / Qs 10h 10s Jd / 10d As Qc Ah",
	  "kontra pass kontra pass pass pass",
	  "Js Qd Qs Ah / As Ad Jh 10s / Ac Jd Qc 10c / 10d Jc Qh 10h", 0,
	  BC_ZWYKLA, 4, 3, 2, 70, 3, 1, { -4, -4, 4, 4 } },
	{ "E8", "As Ah Qs 10d / 10s Qc 10c Qd / Jd Jh Jc Ad / Js 10h Ac Qh",
	  "pass pass kontra kontra kontra pass pass pass",
	  "10d Qd Ad 10h / Qh Ah Qc Jd / Qs 10s Jc Js / As 10c Jh Ac", 0,
	  BC_ZWYKLA, 2, 1, 2, 36, 2, 1, { -4, -4, 4, 4 } },
	{ "E9", "Jh Qh Js Ad / Ac 10h Jd 10s / Qs Qc 10c Jc / 10d Qd As Ah",
	  "pass pass wesele pass pass pass",
	  "Js 10h Qs Ah / As Qh 10s Qc / Jc Qd Jh Jd / 10d Ad Ac 10c", 0,
	  BC_WESELE, 3, 1, 0, 69, 2, 1, { 1, -1, 1, -1 } },
	{ "E10", "Jh Ad Qd Qh / Qs Jd Qc 10c / Js 10s Jc 10d / 10h As Ah Ac",
	  "pass wesele pass pass pass",
	  "Jh Qs Jc Ah / Ac Qh 10c Js / Qd Qc 10d 10h / As Ad Jd 10s", 0,
	  BC_WESELE, 2, 3, 0, 34, 1, 1, { 1, -1, -1, 1 } },
	{ "E11", "Ad Ah Js Jd / 10h Qd Qc Qs / 10d As Jh 10s / Ac Jc 10c Qh", "pass pass pass pass",
	  "Ah Qs Jh Jc / Js Qd 10d Qh / 10c Jd Qc As / 10h 10s Ac Ad", 0,
	  BC_CICHA, 2, 0, 0, 68, 2, 1, { -4, 12, -4, -4 } },
	{ "E12", "Ah Js 10d Ac / Qs 10s Ad Qc / Qd 10c 10h As / Qh Jc Jd Jh", "pass pass pass pass",
	  "Ah Ad 10h Jh / Ac Qc 10c Qh / 10s As Jd Js / 10d Qs Qd Jc", 0,
	  BC_CICHA, 2, 0, 0, 45, 2, 1, { 4, -12, 4, 4 } },
	{ "E13", "Ac Ad 10d As / Qc Ah Qh Qd / 10s 10h 10c Qs / Jc Jd Js Jh", "pass zolo pass pass pass",
	  "Ac Ah 10c Jd / Qh Qs Js Ad / 10s Jc As Qd / Qc 10h Jh 10d", 0,
	  BC_ZOLO, 2, 0, 0, 60, 2, 1, { -5, 15, -5, -5 } },
	{ "E14", "As 10h Js Qh / 10c 10s Jd 10d / Ad Jc Qc Qd / Jh Ah Ac Qs",
	  "pass pass zolo kontra pass pass kontra pass pass pass",
	  "Js 10d Qd Qs / Ah Qh Jd Jc / Jh 10h 10s Qc / As 10c Ad Ac", 0,
	  BC_ZOLO, 3, 0, 2, 43, 1, 1, { 20, 20, -60, 20 } },
	{ "E15", "Qd As 10h Js / Jc Ad Qs Ah / 10d Qc Ac 10s / Qh 10c Jh Jd",
	  "pass pass pass gran pass pass pass",
	  "Js Jc Qc Jh / Ah 10d Qh 10h / Ad Ac Jd Qd / 10c As Qs 10s", 0,
	  BC_GRAN, 4, 0, 0, 61, 2, 1, { -4, -4, -4, 12 } },
	{ "E16", "Ac Qs Jh Qh / Jc Ah Js As / Jd Ad 10c Qd / 10s Qc 10d 10h",
	  "pass gran-du pass pass pass",
	  "Jh Jc Jd 10s / Js Qd 10d Qh / Ah Ad 10h Ac / As 10c Qc Qs", 0,
	  BC_GRAN_DU, 2, 0, 0, 104, 4, 1, { -8, 24, -8, -8 } },
	{ "E17", "Qs Js Qd Qc / 10c Jd Jc Jh / Ac 10d 10s 10h / Ah As Qh Ad",
	  "zolo-du pass pass pass",
	  "Qs Jd 10h Ah / Qh Qc Jc 10d / Js Jh 10s Ad / Qd 10c Ac As", 0,
	  BC_ZOLO_DU, 1, 0, 0, 78, 3, 1, { -30, 10, 10, 10 } },
	{ "E18", "As Qd Js Ad / Ah Jc 10h Qs / Qh 10d Jh Ac / Jd 10s Qc 10c",
	  "pass zolo-du kontra pass pass kontra pass kontra pass kontra pass pass pass",
	  "As 10h Jh 10s / Ah Qh Qc Qd / Jc 10d Jd Js / Qs Ac 10c Ad", 1,
	  BC_ZOLO_DU, 2, 0, 4, 104, 4, 1, { -320, 960, -320, -320 } },
	{ "E19", "Ah Jd 10c As / 10h Jc Ac 10d / Qc Qs Qh Qd / Js Jh Ad 10s",
	  "pass pass baska pass pass pass", NULL, 0,
	  BC_BASKA, 3, 0, 0, 104, 4, 1, { -10, -10, 30, -10 } },
	{ "E19 bok", "Ah Jd 10c As / 10h Jc Ac 10d / Qc Qs Qh Qd / Js Jh Ad 10s",
	  "pass pass baska pass pass pass", NULL, 1,
	  BC_BASKA, 3, 0, 0, 104, 4, 1, { -20, -20, 60, -20 } },
};

static void
expect_verdict(const char *name, const struct baska_verdict *v, const struct ex *e)
{
	int	 i;

	ck_assert_msg(v->nviol == 0, "%s: %s", name, v->nviol ? v->viol[0].text : "");
	ck_assert_msg(v->outcome.contract == e->contract, "%s: contract %d", name, v->outcome.contract);
	ck_assert_int_eq(v->outcome.declarer, e->declarer);
	ck_assert_int_eq(v->outcome.partner, e->partner);
	ck_assert_int_eq(v->outcome.kontras, e->k);
	ck_assert_msg(v->outcome.eyes == e->eyes, "%s: eyes %d", name, v->outcome.eyes);
	ck_assert_int_eq(v->tricks, e->tricks);
	ck_assert_int_eq(v->score.level, e->level);
	ck_assert_int_eq(v->outcome.bok, e->bok);
	for (i = 0; i < 4; i++)
		ck_assert_msg(v->score.points[i] == e->points[i], "%s seat %d: %d, expected %d",
		    name, i + 1, v->score.points[i], e->points[i]);
}

START_TEST(worked_examples)
{
	const struct ex		*e = &examples[_i];
	struct baska_deal	 d;
	struct baska_verdict	 v;
	struct errbuf		 err;

	make_deal(&d, 4, e->hands, e->calls, e->play, 0);
	d.bok = e->bok;
	ck_assert_msg(baska_judge(&baska_psb, &d, &v, &err) == 0, "%s: %s", e->name, err.msg);
	expect_verdict(e->name, &v, e);
	ck_assert_int_eq(v.claim_holds, -1);
	/* The written Score is compared. */
	memcpy(d.score, e->points, sizeof(d.score));
	d.has_score = 1;
	ck_assert_int_eq(baska_judge(&baska_psb, &d, &v, &err), 0);
	d.score[0]++;
	d.score[1]--;
	ck_assert_int_eq(baska_judge(&baska_psb, &d, &v, &err), 1);
	ck_assert_int_eq(v.viol[0].code, BR_SCORE);
}
END_TEST

/* E19 played out (baska_auto_win=false): P1 takes trick 1 with Ah, P3 loses. */
START_TEST(e19_played_out)
{
	struct baska_rules	 r = baska_psb;
	struct baska_deal	 d;
	struct baska_verdict	 v;
	struct errbuf		 err;

	r.baska_auto_win = 0;
	make_deal(&d, 4, examples[18].hands, examples[18].calls,
	    "Ah 10h Qd Jh / As Jc Qc 10s / Qs Js Jd 10d / Qh Ad 10c Ac", 0);
	ck_assert_msg(baska_judge(&r, &d, &v, &err) == 0, "%s", v.nviol ? v.viol[0].text : err.msg);
	ck_assert_int_eq(v.outcome.contract, BC_BASKA);
	ck_assert_int_eq(v.tricks, 3);
	ck_assert_int_eq(v.score.won, 0);
	ck_assert_int_eq(v.score.points[2], -30);
	ck_assert_int_eq(v.score.points[0], 10);
	/* without the play the record cannot be judged */
	make_deal(&d, 4, examples[18].hands, examples[18].calls, NULL, 0);
	ck_assert_int_eq(baska_judge(&r, &d, &v, &err), -1);
}
END_TEST

/* Rejected calls are reported with their number and seat, and ignored. */
START_TEST(auction_violations)
{
	struct baska_deal	 d;
	struct baska_verdict	 v;
	struct errbuf		 err;

	/* P1 calls baska without the queens; P3 then calls it properly. */
	make_deal(&d, 4, examples[18].hands, "baska pass baska pass pass pass", NULL, 0);
	ck_assert_int_eq(baska_judge(&baska_psb, &d, &v, &err), 1);
	ck_assert_int_eq(v.viol[0].code, BR_CALL);
	ck_assert_int_eq(v.viol[0].turn, 1);
	ck_assert_int_eq(v.viol[0].player, 1);
	ck_assert_int_eq(v.viol[0].col, 1);
	ck_assert_str_eq(v.viol[0].text, "only a player holding all four queens may call baśka (§3.2)");
	ck_assert_int_eq(v.outcome.contract, BC_BASKA);
	ck_assert_int_eq(v.outcome.declarer, 3);
	/* E18 with a fifth kontra by P3 (rejected) and a call after the end */
	make_deal(&d, 4, examples[17].hands, "pass zolo-du kontra pass pass kontra pass kontra pass "
	    "kontra kontra pass pass pass pass", examples[17].play, 0);
	d.bok = 1;
	ck_assert_int_eq(baska_judge(&baska_psb, &d, &v, &err), 2);
	ck_assert_int_eq(v.viol[0].turn, 11);
	ck_assert_int_eq(v.viol[0].player, 3);
	ck_assert_str_eq(v.viol[0].text, "a fifth kontra call: at most 4 per contract (§4.3)");
	ck_assert_int_eq(v.viol[1].turn, 15);
	ck_assert_str_eq(v.viol[1].text, "the bidding has ended: no more calls (§4.2)");
	ck_assert_int_eq(v.outcome.kontras, 4);
	ck_assert_int_eq(v.score.points[1], 960);
	/* an auction that does not end */
	make_deal(&d, 4, examples[0].hands, "pass pass pass", examples[0].play, 0);
	ck_assert_int_eq(baska_judge(&baska_psb, &d, &v, &err), 1);
	ck_assert_int_eq(v.viol[0].code, BR_AUCTION_OPEN);
	ck_assert_int_eq(v.outcome.contract, BC_ZWYKLA);
}
END_TEST

/* §5.4, undecided: P1 (Młody) fails to add 10c in E1's trick 3. */
START_TEST(penalty_undecided)
{
	struct baska_deal	 d;
	struct baska_verdict	 v;
	struct errbuf		 err;
	struct baska_rules	 r = baska_psb;

	make_deal(&d, 4, examples[0].hands, "kontra pass kontra pass pass pass",
	    "Js Qd Qs Ah / As Ad Jh 10s / Ac Jd Qc Jc / 10d 10c Qh 10h", 0);
	ck_assert_int_eq(baska_judge(&r, &d, &v, &err), 1);
	ck_assert_int_eq(v.viol[0].code, BR_ILLEGAL_CARD);
	ck_assert_int_eq(v.viol[0].turn, 3);
	ck_assert_int_eq(v.viol[0].player, 1);
	ck_assert_int_eq(v.viol[0].line, 7);
	ck_assert_int_eq(v.viol[0].col, 4);
	ck_assert_str_eq(v.viol[0].text, "must add 10c to the led Ac (§5.2)");
	ck_assert_int_eq(v.decided, 0);
	ck_assert_int_eq(v.outcome.offender, 1);
	ck_assert_int_eq(v.outcome.forced_loss, 1);
	ck_assert_int_eq(v.score.won, 1);
	ck_assert_int_eq(v.score.level, 1);
	/* v = 1 x 4 (k = 2); P1 absorbs the Młodzi's whole loss */
	ck_assert_int_eq(v.score.points[0], -8);
	ck_assert_int_eq(v.score.points[1], 0);
	ck_assert_int_eq(v.score.points[2], 4);
	ck_assert_int_eq(v.score.points[3], 4);
	r.penalty_distribution = PEN_SIDE;
	ck_assert_int_eq(baska_judge(&r, &d, &v, &err), 1);
	ck_assert_int_eq(v.score.points[1], -4);
	/* a Stary's illegal card: E3 trick 2 with Jh instead of Qd by P4 (a Młody) */
	make_deal(&d, 4, examples[2].hands, "pass pass pass pass",
	    "Ah Jc 10h 10d / 10c Ac Js Jh", 0);
	ck_assert_int_eq(baska_judge(&baska_psb, &d, &v, &err), 1);
	ck_assert_str_eq(v.viol[0].text, "must overtrump Js (§5.2)");
	ck_assert_int_eq(v.outcome.offender, 4);
	ck_assert_int_eq(v.score.points[0], 1);
	ck_assert_int_eq(v.score.points[3], -2);
	/* P3 (Stary) in E1 leads out of turn in trick 2 */
	make_deal(&d, 4, examples[0].hands, "pass pass pass pass",
	    "Js Qd Qs Ah / 10s", 0);
	ck_assert_int_eq(baska_judge(&baska_psb, &d, &v, &err), 1);
	ck_assert_str_eq(v.viol[0].text, "played 10s out of turn: seat 4 was to play (§5.4)");
	ck_assert_int_eq(v.viol[0].code, BR_OUT_OF_TURN);
	ck_assert_str_eq(v.viol[0].rule, "§5.4");
	ck_assert_int_eq(v.viol[0].player, 3);
	ck_assert_int_eq(v.score.won, 0);
	ck_assert_int_eq(v.score.points[2], -2);
	ck_assert_int_eq(v.score.points[3], 0);
	ck_assert_int_eq(v.score.points[0], 1);
}
END_TEST

/* §5.4, decided: E6 after three tricks the Starzy have 79 (≥ 53). */
START_TEST(penalty_decided)
{
	struct baska_deal	 d;
	struct baska_verdict	 v;
	struct errbuf		 err;
	struct baska_rules	 r = baska_psb;

	/* a Młody (P1) plays out of turn: Starzy keep the win with all 104 eyes */
	make_deal(&d, 4, examples[5].hands, "pass pass pass pass",
	    "Qh Qs Qc Jh / Jc Ad 10h Ah / As Qd 10s 10d / Jd 10c", 0);
	ck_assert_int_eq(baska_judge(&r, &d, &v, &err), 1);
	ck_assert_int_eq(v.viol[0].player, 1);
	ck_assert_int_eq(v.decided, 1);
	ck_assert_int_eq(v.outcome.forced_loss, 0);
	ck_assert_int_eq(v.outcome.eyes, 104);
	ck_assert_int_eq(v.score.level, 3);
	ck_assert_int_eq(v.score.points[0], -6);
	ck_assert_int_eq(v.score.points[3], 0);
	ck_assert_int_eq(v.score.points[1], 3);
	/* a Stary (P2) plays out of turn: his side still wins, eyes frozen at 79 */
	make_deal(&d, 4, examples[5].hands, "pass pass pass pass",
	    "Qh Qs Qc Jh / Jc Ad 10h Ah / As Qd 10s 10d / Jd Js", 0);
	ck_assert_int_eq(baska_judge(&r, &d, &v, &err), 1);
	ck_assert_int_eq(v.decided, 1);
	ck_assert_int_eq(v.outcome.eyes, 79);
	ck_assert_int_eq(v.score.won, 1);
	ck_assert_int_eq(v.score.level, 2);	/* Młodzi 25 < 26 */
	ck_assert_int_eq(v.score.points[1], 2);
	ck_assert_int_eq(v.score.points[0], -2);
	/* DU: E17 trick 2 lost by the soloist: decided; a Młody's late offence keeps the loss */
	make_deal(&d, 4, examples[16].hands, examples[16].calls,
	    "Qs Jd 10h Ah / Qh Qc Jc 10d / Js 10c", 0);
	ck_assert_int_eq(baska_judge(&r, &d, &v, &err), 1);
	ck_assert_str_eq(v.viol[0].text, "cannot beat Js: must still play a trump (§5.2)");
	ck_assert_int_eq(v.decided, 1);
	ck_assert_int_eq(v.score.won, 0);
	ck_assert_int_eq(v.score.points[0], -30);
	/* exhaustive mode: E16 gran-du after trick 1, P2 holds Js Ah As over everything */
	r.decided_mode = DECIDED_EXHAUSTIVE;
	make_deal(&d, 4, examples[15].hands, examples[15].calls,
	    "Jh Jc Jd 10s / Js Qs", 0);
	ck_assert_int_eq(baska_judge(&r, &d, &v, &err), 1);
	ck_assert_str_eq(v.viol[0].text, "played Qs out of turn: seat 3 was to play (§5.4)");
	ck_assert_int_eq(v.outcome.offender, 1);
	ck_assert_int_eq(v.tricks, 4);
	ck_assert_int_eq(v.score.points[0], -24);
	ck_assert_int_eq(v.score.points[2], 0);
	ck_assert_int_eq(v.decided, 1);
	ck_assert_int_eq(v.score.won, 1);
	ck_assert_int_eq(v.score.points[1], 24);
	r.decided_mode = DECIDED_ARITHMETIC;
	ck_assert_int_eq(baska_judge(&r, &d, &v, &err), 1);
	ck_assert_int_eq(v.decided, 0);
	ck_assert_int_eq(v.score.won, 1);	/* a Młody's offence: the soloist wins z wyjściem */
	ck_assert_int_eq(v.outcome.forced_loss, 1);
	ck_assert_int_eq(v.score.points[0], -24);
}
END_TEST

START_TEST(claims)
{
	struct baska_deal	 d;
	struct baska_verdict	 v;
	struct errbuf		 err;
	struct baska_rules	 every = baska_psb;

	every.claim_rule = CLAIM_EVERY_LINE;

	/* E16: after trick 1 P2 claims the rest; it holds: the same result as played out */
	make_deal(&d, 4, examples[15].hands, examples[15].calls, "Jh Jc Jd 10s", 2);
	ck_assert_int_eq(baska_judge(&baska_psb, &d, &v, &err), 0);
	ck_assert_int_eq(v.claim_holds, 1);
	expect_verdict("E16 claim", &v, &examples[15]);
	/* the same claim in the middle of trick 2 */
	make_deal(&d, 4, examples[15].hands, examples[15].calls, "Jh Jc Jd 10s / Js Qd", 2);
	ck_assert_int_eq(baska_judge(&baska_psb, &d, &v, &err), 0);
	ck_assert_int_eq(v.claim_holds, 1);
	ck_assert_int_eq(v.score.points[1], 24);
	/*
	 * E1: after trick 1 P4 claims for the Starzy. Under claim_rule
	 * best_line (the default) it holds: P4 leads Qc, P3 overtakes with
	 * 10h, and so on. Under every_line E1's own trick 2 refutes it.
	 */
	make_deal(&d, 4, examples[0].hands, "pass pass pass pass", "Js Qd Qs Ah", 4);
	ck_assert_int_eq(baska_judge(&baska_psb, &d, &v, &err), 0);
	ck_assert_int_eq(v.claim_holds, 1);
	ck_assert_int_eq(v.outcome.eyes, 19 + 85);
	d.claim_src.line = 9;
	ck_assert_int_eq(baska_judge(&every, &d, &v, &err), 1);
	ck_assert_int_eq(v.claim_holds, 0);
	ck_assert_int_eq(v.viol[0].code, BR_CLAIM);
	ck_assert_int_eq(v.viol[0].turn, 2);
	ck_assert_int_eq(v.viol[0].line, 9);
	ck_assert_msg(strncmp(v.claim_line, "trick 2: ", 9) == 0, "%s", v.claim_line);
	ck_assert_ptr_nonnull(strstr(v.viol[0].text, v.claim_line));
	ck_assert_int_eq(v.claim_line_cut, 0);
	/*
	 * Adjudicated against the claimant: the Starzy get the least they can
	 * take. Starzy have 19; E1's actual play gives them 70; they can do worse.
	 */
	ck_assert_int_ge(v.outcome.eyes, 19);
	ck_assert_int_le(v.outcome.eyes, 70);
	{
		uint16_t		 h[4] = { 0 };
		struct baska_range	 rg;
		int			 s, i;

		for (s = 0; s < 4; s++)
			for (i = 0; i < 4; i++)
				h[s] |= CARD_BIT(d.hands[s][i]);
		for (i = 0; i < 4; i++)
			h[i] &= (uint16_t)~CARD_BIT(d.trick[0][i]);
		/* P4 won trick 1 and leads; Starzy = P3 + P4 */
		ck_assert_int_eq(baska_range(&every, FAM_NORMAL, h, 4, NULL, 0, 0xc, &rg), 0);
		ck_assert_int_eq(v.outcome.eyes, 19 + rg.min_eyes);
		ck_assert_int_lt(rg.min_eyes, 51);
		ck_assert_int_eq(v.score.won, 0);
	}
	/* a claim by the Młodzi after E1's trick 1 fails too (the Starzy take trick 3) */
	make_deal(&d, 4, examples[0].hands, "pass pass pass pass", "Js Qd Qs Ah", 1);
	ck_assert_int_eq(baska_judge(&baska_psb, &d, &v, &err), 1);
	ck_assert_int_eq(v.claim_holds, 0);
}
END_TEST

START_TEST(record_errors)
{
	struct baska_deal	 d;
	struct baska_verdict	 v;
	struct errbuf		 err;

	make_deal(&d, 4, examples[0].hands, "pass pass pass pass", examples[0].play, 0);
	d.hands[1][0] = d.hands[0][0];
	d.hands_src.line = 4;
	d.hands_src.col = 10;
	ck_assert_int_eq(baska_judge(&baska_psb, &d, &v, &err), -1);
	ck_assert_int_eq(err.line, 4);
	ck_assert_str_eq(err.msg, "the hands must be 16 distinct cards: Ad is dealt twice");
	/* a card played twice */
	make_deal(&d, 4, examples[0].hands, "pass pass pass pass",
	    "Js Qd Qs Ah / As Ad Jh 10s / Ac Jd Qc 10c / Js Jc Qh 10h", 0);
	ck_assert_int_eq(baska_judge(&baska_psb, &d, &v, &err), -1);
	ck_assert_int_eq(err.line, 8);
	ck_assert_int_eq(err.col, 1);
	/* play stops early without a claim */
	make_deal(&d, 4, examples[0].hands, "pass pass pass pass", "Js Qd Qs Ah", 0);
	ck_assert_int_eq(baska_judge(&baska_psb, &d, &v, &err), -1);
	/* a short trick in the middle */
	make_deal(&d, 4, examples[0].hands, "pass pass pass pass", "Js Qd Qs / As", 0);
	ck_assert_int_eq(baska_judge(&baska_psb, &d, &v, &err), -1);
	d.dealer = 0;
	ck_assert_int_eq(baska_judge(&baska_psb, &d, &v, &err), -1);
	memset(&d, 0, sizeof(d));
	ck_assert_int_eq(baska_judge(&baska_psb, &d, &v, &err), -1);
}
END_TEST

START_TEST(result_only)
{
	struct baska_deal	 d;
	struct baska_verdict	 v;
	struct errbuf		 err;
	int			 i;

	for (i = 0; i < (int)(sizeof(examples) / sizeof(examples[0])); i++) {
		const struct ex	*e = &examples[i];

		memset(&d, 0, sizeof(d));
		d.dealer = 4;
		d.has_result = 1;
		d.bok = e->bok;
		d.result.contract = e->contract;
		d.result.declarer = e->declarer;
		d.result.partner = e->partner;
		d.result.kontras = e->k;
		d.result.eyes = e->eyes;
		ck_assert_msg(baska_judge(&baska_psb, &d, &v, &err) == 0, "%s: %s", e->name,
		    v.viol[0].text);
		ck_assert_msg(memcmp(v.score.points, e->points, sizeof(e->points)) == 0, "%s", e->name);
		ck_assert_int_eq(v.score.level, e->level);
	}
	d.bok = 0;
	d.result = (struct baska_outcome){ BC_ZOLO, 2, 3, 0, 0, 60, 0, 0 };
	d.result_src.line = 7;
	ck_assert_int_eq(baska_judge(&baska_psb, &d, &v, &err), -1);
	ck_assert_int_eq(err.line, 7);
	ck_assert_str_eq(err.msg, "zolo is a solo game: no Partner");
	d.result = (struct baska_outcome){ BC_WESELE, 2, 2, 0, 0, 60, 0, 0 };
	ck_assert_int_eq(baska_judge(&baska_psb, &d, &v, &err), -1);
	d.result = (struct baska_outcome){ BC_ZWYKLA, 2, 3, 5, 0, 60, 0, 0 };
	ck_assert_int_eq(baska_judge(&baska_psb, &d, &v, &err), -1);
	d.result = (struct baska_outcome){ BC_ZWYKLA, 2, 3, 0, 0, 105, 0, 0 };
	ck_assert_int_eq(baska_judge(&baska_psb, &d, &v, &err), -1);
	d.result = (struct baska_outcome){ BC_NONE, 2, 3, 0, 0, 50, 0, 0 };
	ck_assert_int_eq(baska_judge(&baska_psb, &d, &v, &err), -1);
	d.result = (struct baska_outcome){ BC_ZWYKLA, 2, 3, 0, 0, 50, 0, 0 };
	d.has_score = 1;
	d.score[0] = 1; d.score[1] = -1; d.score[2] = -1; d.score[3] = 1;
	ck_assert_int_eq(baska_judge(&baska_psb, &d, &v, &err), 0);
	ck_assert_int_eq(v.tricks, -1);
	d.score[0] = 2;
	ck_assert_int_eq(baska_judge(&baska_psb, &d, &v, &err), 1);
	ck_assert_str_eq(v.viol[0].text, "the Score says +2 -1 -1 +1, the rules give +1 -1 -1 +1 (§6.3)");
}
END_TEST

/* ------------------------------------------------------------ random deals */

static int
pick(uint16_t set, unsigned *seed)
{
	int	 k = rand_r(seed) % set_count(set), c;

	for (c = 0; c < 16; c++)
		if ((set & CARD_BIT(c)) && k-- == 0)
			return c;
	return -1;
}

/* A random deal with a random accepted auction; the record's hands and calls. */
static void
random_deal(struct baska_deal *d, uint16_t h[4], unsigned *seed)
{
	struct baska_auction	 a;
	int			 deck[16], i, j, t, call;
	char			 why[192];

	memset(d, 0, sizeof(*d));
	for (i = 0; i < 16; i++)
		deck[i] = i;
	for (i = 15; i > 0; i--) {
		j = rand_r(seed) % (i + 1);
		t = deck[i]; deck[i] = deck[j]; deck[j] = t;
	}
	memset(h, 0, 4 * sizeof(h[0]));
	for (i = 0; i < 16; i++) {
		d->hands[i / 4][i % 4] = deck[i];
		h[i / 4] |= CARD_BIT(deck[i]);
	}
	d->has_hands = 1;
	d->dealer = 1 + rand_r(seed) % 4;
	d->bok = rand_r(seed) % 5 == 0;
	d->has_auction = 1;
	baska_auction_init(&a, &baska_psb, d->dealer % 4 + 1, h);
	while (!a.over && d->ncalls < BASKA_MAX_CALLS) {
		call = rand_r(seed) % 3 ? CALL_PASS : rand_r(seed) % CALL__COUNT;
		if (baska_auction_call(&a, call, why, sizeof(why)) == 0)
			d->calls[d->ncalls++] = call;
	}
	ck_assert(a.over);
}

/* (c) random deals played out with random legal cards. */
START_TEST(random_full_deals)
{
	unsigned		 seed = 777;
	struct baska_deal	 d;
	struct baska_verdict	 v;
	struct errbuf		 err;
	uint16_t		 h[4];
	int			 n, t, k, leader, p, c, w, eyes[4], side, tot;

	for (n = 0; n < 3000; n++) {
		random_deal(&d, h, &seed);
		/* the sides come from the judge; check them against the auction */
		{
			struct baska_auction	 a;
			struct baska_auction_result res;
			int			 i;

			baska_auction_init(&a, &baska_psb, d.dealer % 4 + 1, h);
			for (i = 0; i < d.ncalls; i++)
				baska_auction_call(&a, d.calls[i], NULL, 0);
			baska_auction_result(&a, &res);
			side = 1 << (res.declarer - 1) | (res.partner ? 1 << (res.partner - 1) : 0);
			d.has_play = 1;
			d.ntricks = 4;
			leader = d.dealer % 4;
			memset(eyes, 0, sizeof(eyes));
			for (t = 0; t < 4; t++) {
				for (k = 0; k < 4; k++) {
					p = (leader + k) % 4;
					c = pick(baska_legal(&baska_psb, baska_contract_family(res.contract),
					    d.trick[t], k, h[p]), &seed);
					d.trick[t][k] = c;
					h[p] &= (uint16_t)~CARD_BIT(c);
				}
				d.trick_n[t] = 4;
				w = (leader + baska_trick_winner(baska_contract_family(res.contract),
				    d.trick[t], 4)) % 4;
				for (k = 0; k < 4; k++)
					eyes[w] += card_eyes(d.trick[t][k]);
				leader = w;
			}
		}
		if (baska_judge(&baska_psb, &d, &v, &err) != 0)
			ck_abort_msg("deal %d: %s", n, v.nviol ? v.viol[0].text : err.msg);
		tot = eyes[0] + eyes[1] + eyes[2] + eyes[3];
		if (tot != 104)
			ck_abort_msg("eyes %d", tot);
		if (!(v.outcome.contract == BC_BASKA && baska_psb.baska_auto_win)) {
			int	 de = 0, s;

			for (s = 0; s < 4; s++)
				if (side & (1 << s))
					de += eyes[s];
			if (de != v.outcome.eyes)
				ck_abort_msg("deal %d: declaring eyes %d, verdict %d", n, de, v.outcome.eyes);
		}
		if (v.score.points[0] + v.score.points[1] + v.score.points[2] + v.score.points[3] != 0)
			ck_abort_msg("points do not sum to zero");
	}
}
END_TEST

/*
 * Outcomes of every legal continuation by plain enumeration: bit 1 if the
 * declaring side can end up winning, bit 0 if it can end up losing.
 */
static int
naive_outcomes(enum baska_family fam, uint16_t h[4], int leader, int *trick, int n, int side,
    int deyes, int dtricks, int du)
{
	uint16_t legal;
	int	 p, c, w, i, e, out = 0, next[4];

	if (n == 4) {
		w = (leader + baska_trick_winner(fam, trick, 4)) % 4;
		for (e = 0, i = 0; i < 4; i++)
			e += card_eyes(trick[i]);
		if (side & (1 << w)) {
			deyes += e;
			dtricks++;
		}
		if ((h[0] | h[1] | h[2] | h[3]) == 0)
			return 1 << (du ? dtricks == 4 : deyes >= 53);
		return naive_outcomes(fam, h, w, next, 0, side, deyes, dtricks, du);
	}
	p = (leader + n) % 4;
	legal = baska_legal(&baska_psb, fam, trick, n, h[p]);
	for (c = 0; c < 16 && out != 3; c++) {
		if (!(legal & CARD_BIT(c)))
			continue;
		h[p] &= (uint16_t)~CARD_BIT(c);
		trick[n] = c;
		out |= naive_outcomes(fam, h, leader, trick, n + 1, side, deyes, dtricks, du);
		h[p] |= CARD_BIT(c);
	}
	return out;
}

/* (d) a random illegal card is reported and penalised. */
START_TEST(random_illegal_cards)
{
	unsigned		 seed = 4242;
	struct baska_deal	 d;
	struct baska_verdict	 v;
	struct errbuf		 err;
	uint16_t		 h[4], legal;
	int			 n, t, k, leader, p, c, w, eyes[2], side, tricks[2], done, bad_t, bad_p;
	int			 found = 0, decided_seen = 0, exhaustive_seen = 0;

	for (n = 0; n < 4000; n++) {
		struct baska_auction	 a;
		struct baska_auction_result res;
		enum baska_family	 fam;
		int			 i, target = rand_r(&seed) % 16, du;

		random_deal(&d, h, &seed);
		baska_auction_init(&a, &baska_psb, d.dealer % 4 + 1, h);
		for (i = 0; i < d.ncalls; i++)
			baska_auction_call(&a, d.calls[i], NULL, 0);
		baska_auction_result(&a, &res);
		if (res.contract == BC_BASKA)
			continue;
		fam = baska_contract_family(res.contract);
		du = baska_contract_is_du(res.contract);
		side = 1 << (res.declarer - 1) | (res.partner ? 1 << (res.partner - 1) : 0);
		d.has_play = 1;
		leader = d.dealer % 4;
		eyes[0] = eyes[1] = tricks[0] = tricks[1] = 0;
		done = 0;
		bad_t = bad_p = -1;
		for (t = 0; t < 4 && !done; t++) {
			for (k = 0; k < 4; k++) {
				p = (leader + k) % 4;
				legal = baska_legal(&baska_psb, fam, d.trick[t], k, h[p]);
				if (4 * t + k >= target && (h[p] & ~legal)) {
					c = pick(h[p] & ~legal, &seed);
					d.trick[t][k] = c;
					d.trick_n[t] = k + 1;
					d.ntricks = t + 1;
					bad_t = t;
					bad_p = p;
					done = 1;
					break;
				}
				c = pick(legal, &seed);
				d.trick[t][k] = c;
				h[p] &= (uint16_t)~CARD_BIT(c);
			}
			if (done)
				break;
			d.trick_n[t] = 4;
			w = (leader + baska_trick_winner(fam, d.trick[t], 4)) % 4;
			for (k = 0; k < 4; k++)
				eyes[!(side & (1 << w))] += card_eyes(d.trick[t][k]);
			tricks[!(side & (1 << w))]++;
			leader = w;
		}
		if (!done)
			continue;
		found++;
		if (baska_judge(&baska_psb, &d, &v, &err) != 1)
			ck_abort_msg("deal %d: %s", n, err.msg);
		if (v.viol[0].code != BR_ILLEGAL_CARD || v.viol[0].turn != bad_t + 1 ||
		    v.viol[0].player != bad_p + 1 || v.outcome.offender != bad_p + 1)
			ck_abort_msg("deal %d: wrong violation %s", n, v.viol[0].text);
		{
			int	 guilty = (side >> bad_p) & 1;
			int	 decided = du ? tricks[1] > 0 :
			    eyes[0] >= 53 || eyes[1] >= 52;

			if (v.decided != decided)
				ck_abort_msg("deal %d: decided %d, expected %d", n, v.decided, decided);
			if (!decided && (v.score.won != !guilty || v.score.level != 1))
				ck_abort_msg("deal %d: the guilty side must lose z wyjściem", n);
			if (decided) {
				int	 win = du ? 0 : eyes[0] >= 53;

				decided_seen++;
				if (v.score.won != win)
					ck_abort_msg("deal %d: the decided result must stand", n);
				if (v.outcome.eyes != (guilty ? eyes[0] : 104 - eyes[1]))
					ck_abort_msg("deal %d: eyes not frozen", n);
			}
		}
		if (v.score.points[0] + v.score.points[1] + v.score.points[2] + v.score.points[3] != 0)
			ck_abort_msg("points do not sum to zero");
		/* decided_mode exhaustive, after trick 1: against a plain enumeration */
		if (bad_t >= 1) {
			struct baska_rules	 rx = baska_psb;
			int			 tt[4], outs, guilty = (side >> bad_p) & 1, want;

			rx.decided_mode = DECIDED_EXHAUSTIVE;
			memcpy(tt, d.trick[bad_t], sizeof(tt));
			outs = naive_outcomes(fam, h, leader, tt, k, side, eyes[0], tricks[0], du);
			if (baska_judge(&rx, &d, &v, &err) != 1)
				ck_abort_msg("deal %d: %s", n, err.msg);
			if (v.decided != (outs != 3))
				ck_abort_msg("deal %d: exhaustive decided %d, outcomes %d", n, v.decided, outs);
			want = outs == 3 ? !guilty : outs == 2;
			if (v.score.won != want)
				ck_abort_msg("deal %d: exhaustive won %d, expected %d", n, v.score.won, want);
			exhaustive_seen += outs != 3;
		}
	}
	ck_assert_int_gt(found, 1000);
	ck_assert_int_gt(exhaustive_seen, 100);
	ck_assert_int_gt(decided_seen, 50);
}
END_TEST

Suite *
baska_judge_suite(void)
{
	Suite	*s = suite_create("baska_judge");
	TCase	*tc = tcase_create("judge");

	tcase_add_loop_test(tc, worked_examples, 0, sizeof(examples) / sizeof(examples[0]));
	tcase_add_test(tc, e19_played_out);
	tcase_add_test(tc, auction_violations);
	tcase_add_test(tc, penalty_undecided);
	tcase_add_test(tc, penalty_decided);
	tcase_add_test(tc, claims);
	tcase_add_test(tc, record_errors);
	tcase_add_test(tc, result_only);
	tcase_add_test(tc, random_full_deals);
	tcase_add_test(tc, random_illegal_cards);
	tcase_set_timeout(tc, 120);
	suite_add_tcase(s, tc);
	return s;
}
