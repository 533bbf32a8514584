/* Legal cards (§5.2 normal family, §5.3 gran family) on card sets. */
#include "baska.h"
#include "engine.h"
#include "../../util/i18n.h"

/* Normal-family trump strength by card (§1.2): Ah 12 ... 10d 1; fele 0. */
static const signed char normal_trump[BASKA_NCARDS] = {
	/* Ac 10c Qc Jc */ 0, 0, 10, 6,
	/* As 10s Qs Js */ 0, 0, 9, 5,
	/* Ah 10h Qh Jh */ 12, 11, 8, 4,
	/* Ad 10d Qd Jd */ 2, 1, 7, 3,
};

static const char *const suit_words[4] = { N_("club"), N_("spade"), N_("heart"), N_("diamond") };

uint16_t
baska_trump_set(enum baska_family fam)
{
	return fam == FAM_GRAN ? 0x8888 : 0xffcc;
}

int
baska_power(enum baska_family fam, int c, int led)
{
	if (fam == FAM_GRAN) {
		if (CARD_RANK(c) == RANK_J)
			return 100 + 4 - CARD_SUIT(c);
		if (CARD_RANK(led) == RANK_J || CARD_SUIT(c) != CARD_SUIT(led))
			return 0;
		return 3 - CARD_RANK(c);
	}
	if (normal_trump[c])
		return 100 + normal_trump[c];
	if (normal_trump[led] || CARD_SUIT(c) != CARD_SUIT(led))
		return 0;
	return 2 - CARD_RANK(c);
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

static uint16_t
legal_clause(const struct baska_rules *r, enum baska_family fam, const int *trick, int n,
    uint16_t hand, enum clause *rule, int *bestp)
{
	uint16_t trumps = baska_trump_set(fam), f, t, tp;
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
		fmt_buf(why, whysz, _("%s is not in the hand"), card_name(card));
		return 0;
	}
	legal = legal_clause(r, fam, trick, n, hand, &rule, &best);
	if (legal & CARD_BIT(card))
		return 1;
	switch (rule) {
	case CL_FELA:
		for (c = 0; !(legal & CARD_BIT(c)); c++)
			continue;
		fmt_buf(why, whysz, _("must add %s to the led %s (%s)"), card_name(c),
		    card_name(trick[0]), sec);
		break;
	case CL_SUIT:
		fmt_buf(why, whysz, _("must follow suit with a %s to the led %s (%s)"),
		    _(suit_words[CARD_SUIT(trick[0])]), card_name(trick[0]), sec);
		break;
	case CL_HEAD:
		fmt_buf(why, whysz, _("must head the trick with a %s higher than %s (%s)"),
		    _(suit_words[CARD_SUIT(trick[0])]), card_name(best), sec);
		break;
	case CL_OVER:
		if (trumps & CARD_BIT(best))
			fmt_buf(why, whysz, _("must overtrump %s (%s)"), card_name(best), sec);
		else if (fam == FAM_GRAN)
			fmt_buf(why, whysz, _("void in %ss: must trump %s with a jack (%s)"),
			    _(suit_words[CARD_SUIT(trick[0])]), card_name(best), sec);
		else
			fmt_buf(why, whysz, _("must trump %s (%s)"), card_name(best), sec);
		break;
	case CL_TRUMP:
		fmt_buf(why, whysz, _("cannot beat %s: must still play a %s (%s)"), card_name(best),
		    fam == FAM_GRAN ? _("jack") : _("trump"), sec);
		break;
	default:
		fmt_buf(why, whysz, _("%s may not be played here (%s)"), card_name(card), sec);
		break;
	}
	return 0;
}
