/*
 * The position of `baska legal` as typed: the cards already in the trick,
 * the player's hand and a card to play, read and checked against each
 * other, then judged (§5.2, §5.3). Pure.
 */
#include <string.h>

#include "baska.h"
#include "../../util/i18n.h"

/* A refusal about option opt: whole, err->msg names the option itself. */
static int
refuse(const char **opt, const char *name, int *whole, int w)
{
	*opt = name;
	*whole = w;
	return -1;
}

/* --trick: the cards played to the trick so far (0 to 3). */
static int
parse_trick(struct baska_legal_in *in, const char *s, const char **opt, int *whole,
    struct errbuf *err)
{
	int	 i;

	if ((in->nt = cards_parse(s, strlen(s), in->trick, 4, err)) < 0)
		return refuse(opt, NT_("--trick"), whole, 0);
	if (in->nt == 4) {
		err_set(err, 0, 0, _("--trick: the trick is complete (4 cards): nothing more can"
		    " be played to it"));
		return refuse(opt, NT_("--trick"), whole, 1);
	}
	for (i = 0; i < in->nt; i++)
		in->tset |= CARD_BIT(in->trick[i]);
	return 0;
}

/* --hand: one to four cards, none of them in the trick. */
static int
parse_hand(struct baska_legal_in *in, const char *s, const char **opt, int *whole,
    struct errbuf *err)
{
	const char	*p;
	int		 i;

	if ((in->nh = cards_parse(s, strlen(s), in->hand, 4, err)) < 0)
		return refuse(opt, NT_("--hand"), whole, 0);
	if (in->nh == 0) {
		err_set(err, 0, 0, _("--hand: expected the player's cards (one to four)"));
		return refuse(opt, NT_("--hand"), whole, 1);
	}
	for (i = 0; i < in->nh; i++) {
		if (in->tset & CARD_BIT(in->hand[i])) {
			p = strstr(s, card_name(in->hand[i]));
			err_set(err, 0, 0, _("card %s is already in the trick"),
			    card_name(in->hand[i]));
			if (p != NULL)
				err->col = text_col(s, p);
			return refuse(opt, NT_("--hand"), whole, 0);
		}
		in->hset |= CARD_BIT(in->hand[i]);
	}
	return 0;
}

/* --play: one card of the hand. */
static int
parse_play(struct baska_legal_in *in, const char *s, const char **opt, int *whole,
    struct errbuf *err)
{
	const char	*b = s, *e = s + strlen(s);

	while (b < e && (*b == ' ' || *b == '\t'))
		b++;
	while (e > b && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	if ((in->play = card_parse(b, (size_t)(e - b))) < 0) {
		err_set(err, 0, 0, _("--play: expected a card (A, 10, Q or J, then c, s, h or d),"
		    " not '%s'"), s);
		return refuse(opt, NT_("--play"), whole, 1);
	}
	if (!(in->hset & CARD_BIT(in->play))) {
		err_set(err, 0, 0, _("--play: %s is not in the hand (--hand)"),
		    card_name(in->play));
		return refuse(opt, NT_("--play"), whole, 1);
	}
	return 0;
}

int
baska_legal_in_parse(struct baska_legal_in *in, const char *trick, const char *hand,
    const char *play, const char **opt, int *whole, struct errbuf *err)
{
	memset(in, 0, sizeof(*in));
	in->play = -1;
	err_clear(err);
	if ((trick != NULL && parse_trick(in, trick, opt, whole, err) == -1) ||
	    parse_hand(in, hand, opt, whole, err) == -1 ||
	    (play != NULL && parse_play(in, play, opt, whole, err) == -1))
		return -1;
	return 0;
}

int
baska_legal_in_judge(const struct baska_rules *r, enum baska_family fam,
    const struct baska_legal_in *in, int *cards, int *ok, char *why, size_t whysz)
{
	uint16_t	 legal = baska_legal(r, fam, in->trick, in->nt, in->hset);
	int		 i, n = 0;

	for (i = 0; i < in->nh; i++)
		if (legal & CARD_BIT(in->hand[i]))
			cards[n++] = in->hand[i];
	*ok = 1;
	if (in->play >= 0) {
		why[0] = '\0';
		*ok = baska_play_check(r, fam, in->trick, in->nt, in->hset, in->play, why, whysz);
	}
	return n;
}

int
baska_trick_parse(struct baska_legal_in *in, const char *trick, const char **opt,
    int *whole, struct errbuf *err)
{
	memset(in, 0, sizeof(*in));
	in->play = -1;
	err_clear(err);
	return trick != NULL ? parse_trick(in, trick, opt, whole, err) : 0;
}

int
baska_solve_in_parse(struct baska_legal_in *in, const char *hands_s, const char *trick,
    uint16_t hands[4], int *rest, const char **opt, int *whole, struct errbuf *err)
{
	uint16_t	 all = 0;
	int		 i;

	if (baska_hands_parse(hands_s, 0, hands, &all, whole, err) == -1)
		return refuse(opt, NT_("--hands"), whole, *whole);
	if (baska_trick_parse(in, trick, opt, whole, err) == -1)
		return -1;
	for (*rest = set_eyes(all), i = 0; i < in->nt; i++) {
		if (all & CARD_BIT(in->trick[i]))
			return err_set(err, 0, 0, _("--trick: card %s is also in a hand"),
			    card_name(in->trick[i])), refuse(opt, NT_("--trick"), whole, 1);
		*rest += card_eyes(in->trick[i]);
	}
	if (all == 0)
		return err_set(err, 0, 0, _("--hands: no card is left to play")),
		    refuse(opt, NT_("--hands"), whole, 1);
	return 0;
}

/* A card given twice in "H1 / H2 / H3 / H4" (s: its hand, up to e). */
static int
hands_twice(const char *arg, const char *s, const char *e, int card, int full,
    struct errbuf *err)
{
	const char	*p = strstr(s, card_name(card));

	if (!full)
		return err_set(err, 0, 0, _("--hands: card %s appears twice"), card_name(card));
	return err_set(err, 0, 0, _("--hands: column %d: card %s appears twice"),
	    p != NULL && p < e ? text_col(arg, p) : text_col(arg, s), card_name(card));
}

int
baska_hands_parse(const char *arg, int full, uint16_t hands[4], uint16_t *all, int *whole,
    struct errbuf *err)
{
	const char	*s = arg, *e;
	int		 cards[4], n, h = 0, i;

	err_clear(err);
	for (*whole = 1;; s = e + 1) {
		for (e = s; *e && *e != '/'; e++)
			continue;
		if (h == 4)
			return err_set(err, 0, 0, _("--hands: column %d: expected four hands "
			    "separated by '/', not more"), text_col(arg, s - 1));
		if ((n = cards_parse(s, (size_t)(e - s), cards, 4, err)) < 0) {
			err->col += text_col(arg, s) - 1;
			*whole = 0;
			return -1;
		}
		if (full && n != 4)
			return err_set(err, 0, 0, _("--hands: column %d: a hand has %d cards, "
			    "expected 4 (seat %d)"), text_col(arg, s), n, h + 1);
		for (hands[h] = 0, i = 0; i < n; i++) {
			if (*all & CARD_BIT(cards[i]))
				return hands_twice(arg, s, e, cards[i], full, err);
			*all |= CARD_BIT(cards[i]);
			hands[h] |= CARD_BIT(cards[i]);
		}
		h++;
		if (*e == '\0')
			break;
	}
	if (h != 4)
		return err_set(err, 0, 0, _("--hands: expected four hands separated by '/', "
		    "seat 1 first; found %d"), h);
	return 0;
}

int
baska_sides_check(enum baska_contract c, int declarer, int partner, struct errbuf *err)
{
	if (baska_contract_is_solo(c) && partner != 0)
		return err_set(err, 0, 0, _("--partner: %s is a solo game: no partner"),
		    baska_contract_label(c));
	if (!baska_contract_is_solo(c) && partner == 0)
		return err_set(err, 0, 0, _("--partner: %s needs the seat of %s"),
		    baska_contract_label(c), c == BC_WESELE ? _("the wedding partner") :
		    _("the second Stary"));
	if (partner != 0 && partner == declarer)
		return err_set(err, 0, 0, _("--partner: must be another seat than --declarer"));
	return 0;
}

int
baska_solve_at(struct baska_dd *m, const struct baska_rules *r, const struct baska_solve_q *q,
    struct baska_solve_a *a, const char **opt, int *whole, struct errbuf *err)
{
	struct baska_legal_in	 in;
	uint16_t		 hands[4];
	int			 side;

	if (baska_sides_check(q->contract, q->declarer, q->partner, err) == -1)
		return refuse(opt, NT_("--partner"), whole, 1);
	if (baska_solve_in_parse(&in, q->hands, q->trick, hands, &a->rest, opt, whole,
	    err) == -1)
		return -1;
	side = 1 << (q->declarer - 1) | (q->partner ? 1 << (q->partner - 1) : 0);
	baska_dd_init(m);
	a->n = baska_dd_cards(m, r, baska_contract_family(q->contract), hands, q->leader,
	    in.trick, in.nt, side, a->cards, a->eyes);
	if (a->n <= 0)
		return err_set(err, 0, 0, _("--hands, --trick: not a position of a deal: "
		    "every seat holds as many cards as the others, and one more while it has "
		    "still to play to the current trick")), refuse(opt, NT_("--hands"), whole, 1);
	a->p = (q->leader - 1 + in.nt) % 4;
	a->starzy = (side >> a->p) & 1;
	return 0;
}
