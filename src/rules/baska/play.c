/* Legal cards (§5.2 normal family, §5.3 gran family) on card sets. */
#include "baska.h"
#include "../msg.h"
#include "engine.h"
#include "../../util/i18n.h"

/*
 * baska_power_table[family][led][card], from §1.2 and §1.3: normal trumps
 * Ah 112, 10h 111, Qc 110, Qs 109, Qh 108, Qd 107, Jc 106, Js 105, Jh 104,
 * Jd 103, Ad 102, 10d 101; fele (Ac 10c As 10s) A 2, 10 1 in their led suit.
 * Gran: Jc 104 > Js 103 > Jh 102 > Jd 101; in the led suit A 3 > 10 2 > Q 1.
 */
/* A normal game's row: the fele's A and 10 count only in their led suit. */
#define NORMAL(ac, tc, as, ts) \
	{ ac, tc, 110, 106, as, ts, 109, 105, 112, 111, 108, 104, 102, 101, 107, 103 }
/* A gran's row: A 3, 10 2, Q 1 in the led suit (1 in its place), the jacks always. */
#define GRAN(c, s, h, d) \
	{ 3 * c, 2 * c, c, 104, 3 * s, 2 * s, s, 103, 3 * h, 2 * h, h, 102, 3 * d, 2 * d, d, 101 }

const unsigned char baska_power_table[2][BASKA_NCARDS][BASKA_NCARDS] = {
	{	/* FAM_NORMAL, led: */
		NORMAL(2, 1, 0, 0), NORMAL(2, 1, 0, 0),	/* Ac 10c */
		NORMAL(0, 0, 0, 0), NORMAL(0, 0, 0, 0),	/* Qc Jc */
		NORMAL(0, 0, 2, 1), NORMAL(0, 0, 2, 1),	/* As 10s */
		NORMAL(0, 0, 0, 0), NORMAL(0, 0, 0, 0),	/* Qs Js */
		NORMAL(0, 0, 0, 0), NORMAL(0, 0, 0, 0), NORMAL(0, 0, 0, 0), NORMAL(0, 0, 0, 0),
		NORMAL(0, 0, 0, 0), NORMAL(0, 0, 0, 0), NORMAL(0, 0, 0, 0), NORMAL(0, 0, 0, 0),
	},
	{	/* FAM_GRAN, led: */
		GRAN(1, 0, 0, 0), GRAN(1, 0, 0, 0), GRAN(1, 0, 0, 0), GRAN(0, 0, 0, 0),	/* clubs */
		GRAN(0, 1, 0, 0), GRAN(0, 1, 0, 0), GRAN(0, 1, 0, 0), GRAN(0, 0, 0, 0),	/* spades */
		GRAN(0, 0, 1, 0), GRAN(0, 0, 1, 0), GRAN(0, 0, 1, 0), GRAN(0, 0, 0, 0),	/* hearts */
		GRAN(0, 0, 0, 1), GRAN(0, 0, 0, 1), GRAN(0, 0, 0, 1), GRAN(0, 0, 0, 0),	/* diamonds */
	},
};

#undef NORMAL
#undef GRAN

/*
 * A suit's word in the reader's language, in a context: "club" is also a
 * player's club (a column of player list).
 */
static const char *
suit_word(int suit)
{
	switch (suit) {
	case 0:
		return C_("card suit", "club");
	case 1:
		return C_("card suit", "spade");
	case 2:
		return C_("card suit", "heart");
	default:
		return C_("card suit", "diamond");
	}
}

uint16_t
baska_trump_set(enum baska_family fam)
{
	return fam == FAM_GRAN ? 0x8888 : 0xffcc;
}

/* Cards of set that beat a card of power p in a trick led with led. */
static uint16_t
beating(enum baska_family fam, uint16_t set, int p, int led)
{
	uint16_t out = 0, s;
	int	 c;

	for (s = set; s; s &= (uint16_t)(s - 1)) {
		c = __builtin_ctz(s);
		if (baska_power(fam, c, led) > p)
			out |= CARD_BIT(c);
	}
	return out;
}

/*
 * The core of §5.2/§5.3. Fills *rule with which clause decided (enum below)
 * and *best with the trick's current winning card.
 */
enum clause {
	CL_LEAD,	/* on lead: anything */
	CL_FELA,	/* normal: add the led fela's partner */
	CL_SUIT,	/* gran: follow suit */
	CL_HEAD,	/* gran_must_head: head the trick in suit */
	CL_OVER,	/* beat the best card with a trump */
	CL_TRUMP,	/* cannot beat: any trump */
	CL_FREE		/* no constraint left */
};

/*
 * §5.2/§5.3 for a trick whose led card is led and whose winning card so
 * far is best (of power bp): the cards of hand that may follow.
 */
static uint16_t
legal_after(const struct baska_rules *r, enum baska_family fam, int led, int best, int bp,
    uint16_t hand, enum clause *rule)
{
	uint16_t trumps = baska_trump_set(fam), f, t, tp;

	if (!(trumps & CARD_BIT(led))) {
		f = hand & (uint16_t)(0xfu << (4 * CARD_SUIT(led))) & ~trumps;
		if (f) {
			if (fam == FAM_GRAN && r->gran_must_head && !(trumps & CARD_BIT(best))) {
				tp = beating(fam, f, bp, led);
				if (tp) {
					*rule = CL_HEAD;
					return tp;
				}
			}
			*rule = fam == FAM_GRAN ? CL_SUIT : CL_FELA;
			return f;
		}
		if (fam == FAM_GRAN && !r->gran_void_must_trump) {
			/* Lax reading of §5.3: void in the suit, trump or discard. */
			*rule = CL_FREE;
			return hand;
		}
	}
	t = hand & trumps;
	if (!t) {
		*rule = CL_FREE;
		return hand;
	}
	tp = beating(fam, t, bp, led);
	if (tp) {
		*rule = CL_OVER;
		return tp;
	}
	*rule = CL_TRUMP;
	return t;
}

static uint16_t
legal_clause(const struct baska_rules *r, enum baska_family fam, const int *trick, int n,
    uint16_t hand, enum clause *rule, int *bestp)
{
	int	 led, i, best, bp, p;

	*bestp = -1;
	if (n <= 0) {
		*rule = CL_LEAD;
		return hand;
	}
	led = trick[0];
	best = led;
	bp = baska_power(fam, led, led);
	for (i = 1; i < n; i++)
		if ((p = baska_power(fam, trick[i], led)) > bp) {
			bp = p;
			best = trick[i];
		}
	*bestp = best;
	return legal_after(r, fam, led, best, bp, hand, rule);
}

uint16_t
baska_legal_best(const struct baska_rules *r, enum baska_family fam, int led, int best,
    uint16_t hand)
{
	enum clause	 rule;

	if (led < 0)
		return hand;
	return legal_after(r, fam, led, best, baska_power(fam, best, led), hand, &rule);
}

uint16_t
baska_legal(const struct baska_rules *r, enum baska_family fam, const int *trick, int n,
    uint16_t hand)
{
	enum clause	 rule;
	int		 best;

	return legal_clause(r, fam, trick, n, hand, &rule, &best);
}

int
baska_play_check(const struct baska_rules *r, enum baska_family fam, const int *trick, int n,
    uint16_t hand, int card, char *why, size_t whysz)
{
	enum clause	 rule;
	uint16_t	 legal, trumps = baska_trump_set(fam);
	int		 best, c;
	const char	*sec = fam == FAM_GRAN ? "§5.3" : "§5.2";

	if (why && whysz)
		why[0] = '\0';
	if (card < 0 || card >= BASKA_NCARDS || !(hand & CARD_BIT(card))) {
		RULING_WORDS(why, whysz, RM_BP_NOT_IN_HAND, RARG_S(card_name(card)));
		return 0;
	}
	legal = legal_clause(r, fam, trick, n, hand, &rule, &best);
	if (legal & CARD_BIT(card))
		return 1;
	switch (rule) {
	case CL_FELA:
		for (c = 0; !(legal & CARD_BIT(c)); c++)
			continue;
		RULING_WORDS(why, whysz, RM_BP_FELA, RARG_S(card_name(c)),
		    RARG_S(card_name(trick[0])), RARG_S(sec));
		break;
	case CL_SUIT:
		RULING_WORDS(why, whysz, RM_BP_SUIT, RARG_S(suit_word(CARD_SUIT(trick[0]))),
		    RARG_S(card_name(trick[0])), RARG_S(sec));
		break;
	case CL_HEAD:
		RULING_WORDS(why, whysz, RM_BP_HEAD, RARG_S(suit_word(CARD_SUIT(trick[0]))),
		    RARG_S(card_name(best)), RARG_S(sec));
		break;
	case CL_OVER:
		if (trumps & CARD_BIT(best))
			RULING_WORDS(why, whysz, RM_BP_OVERTRUMP, RARG_S(card_name(best)),
			    RARG_S(sec));
		else if (fam == FAM_GRAN)
			RULING_WORDS(why, whysz, RM_BP_GRAN_VOID,
			    RARG_S(suit_word(CARD_SUIT(trick[0]))), RARG_S(card_name(best)),
			    RARG_S(sec));
		else
			RULING_WORDS(why, whysz, RM_BP_TRUMP, RARG_S(card_name(best)),
			    RARG_S(sec));
		break;
	case CL_TRUMP:
		RULING_WORDS(why, whysz, RM_BP_STILL, RARG_S(card_name(best)),
		    RARG_W(fam == FAM_GRAN ? N_("jack") : N_("trump")), RARG_S(sec));
		break;
	default:
		RULING_WORDS(why, whysz, RM_BP_NOT_HERE, RARG_S(card_name(card)),
		    RARG_S(sec));
		break;
	}
	return 0;
}
