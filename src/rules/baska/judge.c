/*
 * Judging a deal record (§4, §5, §6): the auction, every card, penalties,
 * the claim and the written Score.
 *
 * Rulings this file makes where the rulebook leaves a choice:
 * - A rejected call is reported and ignored: it changes neither the contract,
 *   the kontras nor the count of passes, but the turn moves on, because a
 *   record lists the calls in speaking order and the next call belongs to the
 *   next seat (baska_auction_skip).
 * - An auction that has not ended is reported (BR_AUCTION_OPEN) and its state is
 *   taken as the result.
 * - Play stops at the first illegal or out-of-turn card (§5.4: "the game
 *   ends"); the cards written after it are not judged.
 * - A refuted claim is settled as §5.5 says: by the legal continuation that
 *   gives the claimant side the fewest eyes, every seat playing against it
 *   (baska_range: min_eyes, and the tricks of that continuation; of several
 *   such, the fewest tricks). It is not a §5.4 penalty: nobody played an
 *   illegal card, there is no offender.
 * - Decided (§5.4) in exhaustive mode: if freezing the guilty side's eyes
 *   would turn the decided result round, the guilty side keeps the eyes and
 *   tricks it is certain of in every continuation instead.
 */
#include <string.h>

#include "baska.h"
#include "engine.h"
#include "../msg.h"
#include "../../util/i18n.h"

/* The rule each reason applies (the words name the exact section). */
static const char *
reason_rule(enum baska_reason code)
{
	switch (code) {
	case BR_CALL:
		return "§4";
	case BR_AUCTION_OPEN:
		return "§4.2";
	case BR_OUT_OF_TURN:
		return "§5.4";
	case BR_ILLEGAL_CARD:
		return "§5.2";
	case BR_CLAIM:
		return "§5.5";
	case BR_SCORE:
		return "§6.3";
	default:
		return NULL;
	}
}

/* A ruling worded by the formatter from message msg (rules/msg.h) and a[0..na). */
static void
viol(struct baska_verdict *v, enum baska_reason code, int turn, int seat,
    struct baska_src src, int msg, const struct rarg *a, int na)
{
	struct ruling *x;

	if (v->nviol >= BASKA_MAX_VIOL)
		return;
	x = &v->viol[v->nviol++];
	memset(x, 0, sizeof(*x));
	x->code = code;
	x->rule = reason_rule(code);
	x->turn = turn;
	x->player = seat;
	x->line = src.line;
	x->col = src.col;
	ruling_say(x, msg, a, na);
}

/* viol with its arguments inline (one at least). */
#define VIOL(v, code, turn, seat, src, msg, ...) \
	viol((v), (code), (turn), (seat), (src), (msg), (const struct rarg[]){ __VA_ARGS__ }, \
	    (int)(sizeof((const struct rarg[]){ __VA_ARGS__ }) / sizeof(struct rarg)))

/* Puts the rulings in code order, then by call or trick (verdict_sort_code). */
static int
sorted(struct baska_verdict *v)
{
	struct verdict	 view;

	view.n = view.cap = (size_t)v->nviol;
	view.r = v->viol;
	verdict_sort_code(&view);
	return v->nviol;
}

static void
compare_score(const struct baska_deal *d, struct baska_verdict *v)
{
	const int	*p = v->score.points, *w = d->score;

	if (!d->has_score)
		return;
	if (memcmp(p, w, sizeof(v->score.points)) == 0)
		return;
	VIOL(v, BR_SCORE, 0, 0, d->score_src, RM_BR_SCORE, RARG_I(w[0]), RARG_I(w[1]),
	    RARG_I(w[2]), RARG_I(w[3]), RARG_I(p[0]), RARG_I(p[1]), RARG_I(p[2]), RARG_I(p[3]));
}

static int
judge_result(const struct baska_rules *r, const struct baska_deal *d, struct baska_verdict *v,
    struct errbuf *err)
{
	struct baska_outcome	*o = &v->outcome;
	int			 line = d->result_src.line, col = d->result_src.col;

	*o = d->result;
	o->bok = d->bok ? 1 : 0;
	o->offender = 0;
	o->forced_loss = 0;
	if (o->contract <= BC_NONE || o->contract >= BC__COUNT)
		return err_set(err, line, col, _("a result-only record needs a Contract"));
	if (o->declarer < 1 || o->declarer > 4)
		return err_set(err, line, col, _("Declarer must be a seat from 1 to 4"));
	if (baska_contract_is_solo(o->contract) && o->partner != 0)
		return err_set(err, line, col, _("%s is a solo game: no Partner"),
		    baska_contract_label(o->contract));
	if (!baska_contract_is_solo(o->contract) &&
	    (o->partner < 1 || o->partner > 4 || o->partner == o->declarer))
		return err_set(err, line, col, _("%s needs a Partner: another seat from 1 to 4"),
		    baska_contract_label(o->contract));
	if (o->kontras < 0 || o->kontras > 4)
		return err_set(err, line, col, _("Kontras must be from 0 to 4"));
	if (o->eyes < 0 || o->eyes > 104)
		return err_set(err, line, col, _("Eyes must be from 0 to 104"));
	if (baska_settle(r, o, &v->score, err) == -1) {
		err->line = line;
		err->col = col;
		return -1;
	}
	/* tricks are known only at the ends of the scale (§1.1) */
	v->tricks = o->eyes == 104 ? 4 : o->eyes == 0 ? 0 : -1;
	compare_score(d, v);
	return sorted(v);
}

/* Seat index (0..3) holding card in h, or -1. */
static int
holder(const uint16_t h[4], int card)
{
	int	 s;

	for (s = 0; s < 4; s++)
		if (h[s] & CARD_BIT(card))
			return s;
	return -1;
}

/* The play of a full record as far as it goes (§5). */
struct play {
	enum baska_family fam;
	int		 du;
	int		 declside;	/* bit s - 1 for seat s of the declaring side */
	uint16_t	 h[4];		/* cards still held */
	int		 leader;	/* seat index leading the current trick */
	int		 cur[4], ncur;	/* the current trick */
	int		 eyes[2], tricks[2];	/* [0] declaring side, [1] the others */
	int		 offender;	/* seat of the first illegal card, or 0 */
};

/* The dealt hands: 16 distinct cards, four each. Returns 0 or -1 with err. */
static int
deal_hands(const struct baska_deal *d, uint16_t hands[4], struct errbuf *err)
{
	uint16_t	 all = 0;
	int		 s, i, c;

	for (s = 0; s < 4; s++)
		hands[s] = 0;
	for (s = 0; s < 4; s++)
		for (i = 0; i < 4; i++) {
			c = d->hands[s][i];
			if (c < 0 || c >= BASKA_NCARDS)
				return err_set(err, d->hands_src.line, d->hands_src.col,
				    _("the hands must be 16 cards, four each"));
			if (all & CARD_BIT(c))
				return err_set(err, d->hands_src.line, d->hands_src.col,
				    _("the hands must be 16 distinct cards: %s is dealt twice"),
				    card_name(c));
			all |= CARD_BIT(c);
			hands[s] |= CARD_BIT(c);
		}
	return 0;
}

/* The auction (§4): rejected calls are ruled on and skipped. Fills the contract. */
static void
judge_auction(const struct baska_rules *r, const struct baska_deal *d, const uint16_t hands[4],
    int forehand, struct baska_verdict *v)
{
	struct baska_auction	 a;
	struct baska_auction_result res;
	struct baska_outcome	*o = &v->outcome;
	char			 why[192];
	int			 i, s, ncalls;

	baska_auction_init(&a, r, forehand, hands);
	ncalls = d->ncalls < 0 ? 0 : d->ncalls > BASKA_MAX_CALLS ? BASKA_MAX_CALLS : d->ncalls;
	for (i = 0; i < ncalls; i++) {
		s = a.turn;
		if (baska_auction_call(&a, d->calls[i], why, sizeof(why)) == -1) {
			VIOL(v, BR_CALL, i + 1, s, d->call_src[i], RM_TEXT, RARG_S(why));
			baska_auction_skip(&a);
		}
	}
	if (!a.over)
		viol(v, BR_AUCTION_OPEN, ncalls, 0, ncalls > 0 ? d->call_src[ncalls - 1] : d->src,
		    RM_BR_AUCTION_OPEN, NULL, 0);
	baska_auction_result(&a, &res);
	o->contract = res.contract;
	o->declarer = res.declarer;
	o->partner = res.partner;
	o->kontras = res.kontras;
	o->bok = d->bok ? 1 : 0;
}

/*
 * Plays the recorded tricks until the first illegal or out-of-turn card
 * (§5.4: the game ends there). Returns 0 or -1 with err.
 */
static int
judge_tricks(const struct baska_rules *r, const struct baska_deal *d, struct play *pl,
    struct baska_verdict *v, struct errbuf *err)
{
	char	 why[192];
	int	 t, j, c, p, who, best = -1, bi = 0, bp = 0, pw;

	for (t = 0; t < d->ntricks && !pl->offender; t++) {
		if (d->trick_n[t] < 1 || d->trick_n[t] > 4 ||
		    (t + 1 < d->ntricks && d->trick_n[t] != 4))
			return err_set(err, d->card_src[t][0].line, d->card_src[t][0].col,
			    P_("trick %d has %d card: only the last line of [Play] may stop early",
			    "trick %d has %d cards: only the last line of [Play] may stop early",
			    d->trick_n[t]), t + 1, d->trick_n[t]);
		pl->ncur = 0;
		for (j = 0; j < d->trick_n[t]; j++) {
			c = d->trick[t][j];
			p = (pl->leader + j) & 3;	/* leader is a seat, 0 to 3 */
			/* The seat to play holds it, as a rule: ask the others only if not. */
			if (c < 0 || c >= BASKA_NCARDS ||
			    (who = (pl->h[p] & CARD_BIT(c)) ? p : holder(pl->h, c)) < 0)
				return err_set(err, d->card_src[t][j].line, d->card_src[t][j].col,
				    _("%s is not in anybody's hand any more"), card_name(c));
			if (who != p) {
				VIOL(v, BR_OUT_OF_TURN, t + 1, who + 1, d->card_src[t][j],
				    RM_BR_OUT_OF_TURN, RARG_S(card_name(c)), RARG_I(p + 1));
				pl->offender = who + 1;
				break;
			}
			/*
			 * The trick's best card kept as it grows; the reason only
			 * for a refusal. A lead, or a seat's last card, is always
			 * legal (a legal set is never empty): no set to compute.
			 */
			if (j > 0 && (pl->h[p] & (pl->h[p] - 1)) != 0 &&
			    !(baska_legal_best(r, pl->fam, j ? pl->cur[0] : -1, best, pl->h[p]) &
			    CARD_BIT(c)) && !baska_play_check(r, pl->fam, pl->cur, pl->ncur,
			    pl->h[p], c, why, sizeof(why))) {
				VIOL(v, BR_ILLEGAL_CARD, t + 1, p + 1, d->card_src[t][j], RM_TEXT,
				    RARG_S(why));
				pl->offender = p + 1;
				break;
			}
			if (j == 0 || (pw = baska_power(pl->fam, c, pl->cur[0])) > bp) {
				bp = j == 0 ? baska_power(pl->fam, c, c) : pw;
				best = c;
				bi = j;
			}
			pl->h[p] &= (uint16_t)~CARD_BIT(c);
			pl->cur[pl->ncur++] = c;
		}
		if (pl->offender || pl->ncur < 4)
			break;
		p = (pl->leader + bi) & 3;	/* baska_trick_winner, kept */
		for (j = 0; j < 4; j++)
			pl->eyes[!(pl->declside & (1 << p))] += card_eyes(pl->cur[j]);
		pl->tricks[!(pl->declside & (1 << p))]++;
		pl->leader = p;
		pl->ncur = 0;
	}
	return 0;
}

/*
 * Whether the result was decided when the offence came (§5.4), and for
 * which side (*win_now: 1 the declaring side, 0 the others). rg is filled
 * in exhaustive mode.
 */
static int
offence_decided(const struct baska_rules *r, const struct play *pl, struct baska_range *rg,
    int *win_now)
{
	if (pl->du) {
		if (pl->tricks[1] > 0)
			return *win_now = 0, 1;
	} else if (pl->eyes[0] >= r->win_min_starzy) {
		return *win_now = 1, 1;
	} else if (pl->eyes[1] >= 105 - r->win_min_starzy) {
		return *win_now = 0, 1;
	}
	if (r->decided_mode != DECIDED_EXHAUSTIVE ||
	    baska_range(r, pl->fam, pl->h, pl->leader + 1, pl->cur, pl->ncur, pl->declside,
	    rg) != 0)
		return 0;
	if (pl->du ? pl->tricks[0] + rg->min_tricks == 4 :
	    pl->eyes[0] + rg->min_eyes >= r->win_min_starzy)
		return *win_now = 1, 1;
	if (pl->du ? pl->tricks[0] + rg->max_tricks < 4 :
	    pl->eyes[0] + rg->max_eyes < r->win_min_starzy)
		return *win_now = 0, 1;
	return 0;
}

/* The result after an offence (§5.4): decided results stand, else a forced loss. */
static void
settle_offence(const struct baska_rules *r, const struct play *pl, struct baska_verdict *v)
{
	struct baska_outcome	*o = &v->outcome;
	struct baska_range	 rg = { 0, 0, 0, 0, 0 };
	int			 guilty = (pl->declside >> (pl->offender - 1)) & 1;
	int			 win_now = -1;	/* 1 declaring side, 0 the others */

	o->offender = pl->offender;
	if (!offence_decided(r, pl, &rg, &win_now)) {
		o->forced_loss = 1;
		o->eyes = pl->eyes[0];
		v->tricks = pl->tricks[0];
		return;
	}
	/* The result stands; guilty eyes frozen, the rest to the innocent side. */
	v->decided = 1;
	if (guilty) {
		o->eyes = pl->eyes[0];
		v->tricks = pl->tricks[0];
	} else {
		o->eyes = 104 - pl->eyes[1];
		v->tricks = 4 - pl->tricks[1];
	}
	if (win_now == guilty && r->decided_mode == DECIDED_EXHAUSTIVE &&
	    (pl->du ? (v->tricks == 4) != win_now :
	    (o->eyes >= r->win_min_starzy) != win_now)) {
		/* guilty side keeps what it is certain of (see the top) */
		if (guilty) {
			o->eyes = pl->eyes[0] + rg.min_eyes;
			v->tricks = pl->tricks[0] + rg.min_tricks;
		} else {
			o->eyes = pl->eyes[0] + rg.max_eyes;
			v->tricks = pl->tricks[0] + rg.max_tricks;
		}
	}
}

/* A claim of the rest (§5.5): it holds, or is adjudicated against the claimant side. */
static void
judge_claim(const struct baska_rules *r, const struct baska_deal *d, struct play *pl,
    struct baska_verdict *v)
{
	struct baska_range	 rg;
	char			 why[256];
	struct rarg		 how = RARG_W(r->claim_rule == CLAIM_BEST_LINE ?
	    N_("whatever the side plays, the defence can take a trick, e.g. ") :
	    N_("some legal line of play loses a trick, e.g. "));
	int			 side, trick_no, left, rest_eyes, j;

	side = (pl->declside >> (d->claim - 1)) & 1 ? pl->declside : 0xf & ~pl->declside;
	trick_no = pl->tricks[0] + pl->tricks[1] + 1;
	left = 4 - pl->tricks[0] - pl->tricks[1];
	rest_eyes = set_eyes(pl->h[0] | pl->h[1] | pl->h[2] | pl->h[3]);
	for (j = 0; j < pl->ncur; j++)
		rest_eyes += card_eyes(pl->cur[j]);
	v->claim_holds = baska_claim_check(r, pl->fam, pl->h, pl->leader + 1, pl->cur, pl->ncur,
	    trick_no, side, v->claim_line, sizeof(v->claim_line));
	if (v->claim_holds == 1) {
		if (side == pl->declside) {
			pl->eyes[0] += rest_eyes;
			pl->tricks[0] += left;
		}
		return;
	}
	v->claim_holds = 0;
	/* The words hold the whole refuting line, or it is printed apart. */
	ruling_words(why, sizeof(why), RM_BR_CLAIM_HEAD, (const struct rarg[]){
	    RARG_I(d->claim), how }, 2);
	v->claim_line_cut = strlen(why) + strlen(v->claim_line) >= sizeof(why);
	VIOL(v, BR_CLAIM, trick_no, d->claim, d->claim_src, RM_BR_CLAIM, RARG_I(d->claim), how,
	    RARG_S(v->claim_line));
	/* settled by the continuation worst for the claimant side (see the top) */
	baska_range(r, pl->fam, pl->h, pl->leader + 1, pl->cur, pl->ncur, side, &rg);
	if (side == pl->declside) {
		pl->eyes[0] += rg.min_eyes;
		pl->tricks[0] += rg.min_eyes_tricks;
	} else {
		pl->eyes[0] += rest_eyes - rg.min_eyes;
		pl->tricks[0] += left - rg.min_eyes_tricks;
	}
}

/* The play and its end: all tricks, an offence, or a claim. Returns 0 or -1 with err. */
static int
judge_play(const struct baska_rules *r, const struct baska_deal *d, struct play *pl,
    struct baska_verdict *v, struct errbuf *err)
{
	struct baska_src where;

	if (d->ntricks < 0 || d->ntricks > 4)
		return err_set(err, d->src.line, d->src.col, _("a deal has four tricks, not %d"),
		    d->ntricks);
	if (judge_tricks(r, d, pl, v, err) == -1)
		return -1;
	if (pl->offender) {
		settle_offence(r, pl, v);
		return 0;
	}
	/* No offence: the deal is complete, or a claim ends it (§5.5). */
	if ((pl->h[0] | pl->h[1] | pl->h[2] | pl->h[3]) != 0) {
		if (d->claim < 1 || d->claim > 4) {
			where = d->ntricks > 0 ? d->card_src[d->ntricks - 1][0] : d->src;
			return err_set(err, where.line, where.col, _("the play stops after %d cards "
			    "without a claim"), 16 - set_count(pl->h[0] | pl->h[1] | pl->h[2] |
			    pl->h[3]));
		}
		judge_claim(r, d, pl, v);
	}
	v->outcome.eyes = pl->eyes[0];
	v->tricks = pl->tricks[0];
	return 0;
}

static int
judge_full(const struct baska_rules *r, const struct baska_deal *d, struct baska_verdict *v,
    struct errbuf *err)
{
	struct baska_outcome	*o = &v->outcome;
	struct play		 pl;
	uint16_t		 hands[4];
	int			 forehand;

	if (d->dealer < 1 || d->dealer > 4)
		return err_set(err, d->src.line, d->src.col, _("Dealer must be a seat from 1 to 4"));
	if (deal_hands(d, hands, err) == -1)
		return -1;
	forehand = d->dealer % 4 + 1;
	judge_auction(r, d, hands, forehand, v);

	if (o->contract == BC_BASKA && r->baska_auto_win) {
		/* §3.5: won without play; any [Play] lines are not judged. */
		o->eyes = 104;
		v->tricks = 4;
	} else {
		memset(&pl, 0, sizeof(pl));
		pl.declside = 1 << (o->declarer - 1);
		if (o->partner)
			pl.declside |= 1 << (o->partner - 1);
		pl.fam = baska_contract_family(o->contract);
		pl.du = baska_contract_is_du(o->contract);
		memcpy(pl.h, hands, sizeof(pl.h));
		pl.leader = forehand - 1;
		if (judge_play(r, d, &pl, v, err) == -1)
			return -1;
	}
	if (baska_settle(r, o, &v->score, err) == -1)
		return -1;
	compare_score(d, v);
	return sorted(v);
}

int
baska_judge(const struct baska_rules *r, const struct baska_deal *d, struct baska_verdict *v,
    struct errbuf *err)
{
	/*
	 * Cleared field by field: the rulings past nviol and the claim line
	 * past its end are never read, and clearing them all (some 6 kB a
	 * deal) cost more than judging a clean deal's play. A new field of
	 * struct baska_verdict is cleared here.
	 */
	memset(&v->outcome, 0, sizeof(v->outcome));
	memset(&v->score, 0, sizeof(v->score));
	v->tricks = 0;
	v->decided = 0;
	v->claim_holds = -1;
	v->claim_line[0] = '\0';
	v->claim_line_cut = 0;
	v->nviol = 0;
	if (d->has_hands)
		return judge_full(r, d, v, err);
	if (d->has_result)
		return judge_result(r, d, v, err);
	return err_set(err, d->src.line, d->src.col,
	    _("a record needs Hands (a full record) or Contract, Declarer and Eyes (a result-only record)"));
}

int
baska_judge_at(const struct baska_rules *r, const struct baska_deal *d,
    struct baska_verdict *v, struct errbuf *err)
{
	int	 n;

	err_clear(err);
	if ((n = baska_judge(r, d, v, err)) < 0 && err->line == 0) {
		err->line = d->src.line;
		err->col = d->src.col;
	}
	return n;
}
