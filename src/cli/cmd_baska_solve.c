/*
 * referee baska legal --solve: every legal card of the seat on play at a
 * disputed position, with the eyes each side takes from there with best
 * play after it (design/cli.md, third wave; referee-baska(7), "Analysis").
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_baska.h"
#include "../report/table.h"
#include "../rules/baska/baska.h"

/* Parses "H1 / H2 / H3 / H4": 0 to 4 cards each, no card twice. 0, or 2 printed. */
static int
solve_hands(const char *arg, uint16_t hands[4], uint16_t *all)
{
	struct errbuf	 err;
	const char	*s = arg, *e;
	int		 cards[4], n, h = 0, i;

	err_clear(&err);
	for (;;) {
		for (e = s; *e && *e != '/'; e++)
			continue;
		if (h == 4)
			return cli_errx(EXIT_USAGE, _("--hands: column %d: expected four hands "
			    "separated by '/', not more"), text_col(arg, s - 1));
		if ((n = cards_parse(s, (size_t)(e - s), cards, 4, &err)) < 0) {
			err.col += text_col(arg, s) - 1;
			return baska_cli_opt_error(NT_("--hands"), &err);
		}
		for (hands[h] = 0, i = 0; i < n; i++) {
			if (*all & CARD_BIT(cards[i]))
				return cli_errx(EXIT_USAGE, _("--hands: card %s appears twice"),
				    card_name(cards[i]));
			*all |= CARD_BIT(cards[i]);
			hands[h] |= CARD_BIT(cards[i]);
		}
		h++;
		if (*e == '\0')
			break;
		s = e + 1;
	}
	if (h != 4)
		return cli_errx(EXIT_USAGE, _("--hands: expected four hands separated by '/', "
		    "seat 1 first; found %d"), h);
	return 0;
}

/* The sides: --declarer, and --partner exactly in a 2v2 contract. The mask, or -1 printed. */
static int
solve_side(const struct baska_legal_solve *ls)
{
	if (ls->declarer == 0)
		return baska_cli_missing(NT_("legal"), NT_("--declarer")), -1;
	if (ls->leader == 0)
		return baska_cli_missing(NT_("legal"), NT_("--leader")), -1;
	if (baska_contract_is_solo(ls->contract) && ls->partner != 0)
		return cli_errx(EXIT_USAGE, _("--partner: %s is a solo game: no partner"),
		    baska_contract_label(ls->contract)), -1;
	if (!baska_contract_is_solo(ls->contract) && ls->partner == 0)
		return cli_errx(EXIT_USAGE, _("--partner: %s needs the seat of %s"),
		    baska_contract_label(ls->contract),
		    ls->contract == BC_WESELE ? _("the wedding partner") : _("the second Stary")), -1;
	if (ls->partner != 0 && ls->partner == ls->declarer)
		return cli_errx(EXIT_USAGE, _("--partner: must be another seat than --declarer")), -1;
	return 1 << (ls->declarer - 1) | (ls->partner ? 1 << (ls->partner - 1) : 0);
}

/* Prints the cards and the eyes of both sides after each. */
static void
solve_print(const struct baska_legal_solve *ls, int p, int side, int rest, const int *cards,
    const int *eyes, int n)
{
	static const char *const csv_head[] = { "card", "starzy_eyes", "mlodzi_eyes" };
	const char	*text_head[3];
	struct table	*t;
	char		 a[16], b[16];
	int		 i;

	text_head[0] = _("card");
	text_head[1] = "Starzy";
	text_head[2] = "Młodzi";
	if (ls->format == FMT_TEXT)
		printf(_("seat %d to play, for the %s; eyes from here to the end with best play:\n"),
		    p + 1, (side >> p) & 1 ? NT_("Starzy") : NT_("Młodzi"));
	t = table_alloc(3, ls->format == FMT_TEXT ? text_head : csv_head);
	table_align_right(t, 1);
	table_align_right(t, 2);
	for (i = 0; i < n; i++) {
		snprintf(a, sizeof(a), "%d", eyes[i]);
		snprintf(b, sizeof(b), "%d", rest - eyes[i]);
		table_add(t, (const char *const[]){ card_name(cards[i]), a, b });
	}
	table_print(stdout, t, ls->format);
	table_free(t);
}

int
baska_cli_legal_solve(const struct baska_legal_solve *ls, const struct baska_rules *rules)
{
	struct baska_dd	*m;
	struct errbuf	 err;
	uint16_t	 hands[4], all = 0;
	int		 trick[4], nt = 0, side, cards[4], eyes[4], n, i, rest, p;

	if ((side = solve_side(ls)) < 0)
		return EXIT_USAGE;
	if (ls->hands == NULL)
		return baska_cli_missing(NT_("legal"), NT_("--hands"));
	if (solve_hands(ls->hands, hands, &all) != 0)
		return EXIT_USAGE;
	err_clear(&err);
	if (ls->trick != NULL &&
	    (nt = cards_parse(ls->trick, strlen(ls->trick), trick, 4, &err)) < 0)
		return baska_cli_opt_error(NT_("--trick"), &err);
	if (nt == 4)
		return cli_errx(EXIT_USAGE, _("--trick: the trick is complete (4 cards): "
		    "nothing more can be played to it"));
	for (rest = set_eyes(all), i = 0; i < nt; i++) {
		if (all & CARD_BIT(trick[i]))
			return cli_errx(EXIT_USAGE, _("--trick: card %s is also in a hand"),
			    card_name(trick[i]));
		rest += card_eyes(trick[i]);
	}
	if (all == 0)
		return cli_errx(EXIT_USAGE, _("--hands: no card is left to play"));
	m = xmalloc(sizeof(*m));
	baska_dd_init(m);
	n = baska_dd_cards(m, rules, baska_contract_family(ls->contract), hands, ls->leader,
	    trick, nt, side, cards, eyes);
	free(m);
	if (n <= 0)
		return cli_errx(EXIT_USAGE, _("--hands, --trick: not a position of a deal: "
		    "every seat holds as many cards as the others, and one more while it has "
		    "still to play to the current trick"));
	p = (ls->leader - 1 + nt) % 4;
	solve_print(ls, p, side, rest, cards, eyes, n);
	return EXIT_OK;
}
