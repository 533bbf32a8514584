/*
 * referee baska legal | score | check | auction: the Baśka judging commands
 * (design/cli.md). They never open the database.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "../notation/bdn.h"
#include "../report/table.h"
#include "../rules/baska/baska.h"

static const char *const kontra_names[4] = { "kontra", "rekontra", "bok", "hirsz" };
static const char *const level_words[3] = { "z wyjściem", "bez wyjścia", "bez bitki" };

static int
opt_error(const char *opt, const struct errbuf *err)
{
	if (err->col > 0)
		return cli_errx(EXIT_USAGE, "%s: column %d: %s", opt, err->col, err->msg);
	return cli_errx(EXIT_USAGE, "%s: %s", opt, err->msg);
}

static int
parse_seat_opt(const char *opt, const char *arg, int *seat)
{
	long	 v;

	if (parse_int(arg, 1, 4, &v) < 0) {
		cli_errx(EXIT_USAGE, "%s: expected a seat from 1 to 4, not '%s'", opt, arg);
		return -1;
	}
	*seat = (int)v;
	return 0;
}

static int
parse_contract_opt(const char *arg, enum baska_contract *c)
{
	int	 v;

	if ((v = baska_contract_parse(arg, strlen(arg))) <= BC_NONE) {
		cli_errx(EXIT_USAGE, "--contract: expected a contract (zwykla, cicha, wesele, "
		    "gran, zolo, gran-du, zolo-du or baska), not '%s'", arg);
		return -1;
	}
	*c = (enum baska_contract)v;
	return 0;
}

static int
missing(const char *cmd, const char *opt)
{
	cli_errx(EXIT_USAGE, "baska %s: %s is required", cmd, opt);
	fprintf(stderr, "(see 'referee baska %s --help')\n", cmd);
	return EXIT_USAGE;
}

/* "+4", "-4", "0". */
static const char *
points_str(int v, char *buf, size_t size)
{
	char	 tmp[16];
	int	 n = 0;
	size_t	 o = 0;
	unsigned u = v < 0 ? 0u - (unsigned)v : (unsigned)v;

	do
		tmp[n++] = (char)('0' + u % 10);
	while ((u /= 10) > 0);
	if (size < (size_t)n + 2) {
		snprintf(buf, size, "?");
		return buf;
	}
	if (v != 0)
		buf[o++] = v > 0 ? '+' : '-';
	while (n > 0)
		buf[o++] = tmp[--n];
	buf[o] = '\0';
	return buf;
}

/* The effective kontras by name: "kontra, rekontra", or "none". */
static void
kontras_str(int k, char *buf, size_t size)
{
	int	 i;

	if (k <= 0) {
		snprintf(buf, size, "none");
		return;
	}
	buf[0] = '\0';
	for (i = 0; i < k && i < 4; i++) {
		strncat(buf, i ? ", " : "", size - strlen(buf) - 1);
		strncat(buf, kontra_names[i], size - strlen(buf) - 1);
	}
}

/* ------------------------------------------------------------ legal */

static int
cmd_legal(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "ruleset", required_argument, NULL, 'r' },
		{ "contract", required_argument, NULL, 'c' },
		{ "trick", required_argument, NULL, 't' },
		{ "hand", required_argument, NULL, 'H' },
		{ "play", required_argument, NULL, 'p' },
		{ NULL, 0, NULL, 0 }
	};
	struct baska_rules	 rules;
	struct errbuf		 err;
	enum baska_contract	 contract = BC_NONE;
	const char		*ruleset = NULL, *trick_s = NULL, *hand_s = NULL, *play_s = NULL;
	int			 trick[4], hand[4], nt = 0, nh, play = -1, ch, i, rc, ok = 1;
	uint16_t		 hset = 0, tset = 0, legal;
	char			 why[256], list[64];
	int			 legal_cards[4], nl = 0;

	while ((ch = getopt_long(argc, argv, "r:c:t:H:p:", longopts, NULL)) != -1) {
		switch (ch) {
		case 'r': ruleset = optarg; break;
		case 'c':
			if (parse_contract_opt(optarg, &contract) < 0)
				return EXIT_USAGE;
			break;
		case 't': trick_s = optarg; break;
		case 'H': hand_s = optarg; break;
		case 'p': play_s = optarg; break;
		default: return EXIT_USAGE;
		}
	}
	if (optind < argc)
		return cli_errx(EXIT_USAGE, "baska legal: unexpected argument '%s'", argv[optind]);
	if (contract == BC_NONE)
		return missing("legal", "--contract");
	if (hand_s == NULL)
		return missing("legal", "--hand");
	if ((rc = cli_ruleset(&baska_ruleset_game, ruleset, &rules)) != 0)
		return rc;
	err_clear(&err);
	if (trick_s != NULL) {
		if ((nt = cards_parse(trick_s, strlen(trick_s), trick, 4, &err)) < 0)
			return opt_error("--trick", &err);
		if (nt == 4)
			return cli_errx(EXIT_USAGE, "--trick: the trick is complete (4 cards): "
			    "nothing more can be played to it");
		for (i = 0; i < nt; i++)
			tset |= CARD_BIT(trick[i]);
	}
	if ((nh = cards_parse(hand_s, strlen(hand_s), hand, 4, &err)) < 0)
		return opt_error("--hand", &err);
	if (nh == 0)
		return cli_errx(EXIT_USAGE, "--hand: expected the player's cards (one to four)");
	for (i = 0; i < nh; i++) {
		if (tset & CARD_BIT(hand[i])) {
			const char *p = strstr(hand_s, card_name(hand[i]));

			err_set(&err, 0, 0, "card %s is already in the trick", card_name(hand[i]));
			if (p != NULL)
				err.col = text_col(hand_s, p);
			return opt_error("--hand", &err);
		}
		hset |= CARD_BIT(hand[i]);
	}
	if (play_s != NULL) {
		const char *s = play_s, *e = play_s + strlen(play_s);

		while (s < e && (*s == ' ' || *s == '\t'))
			s++;
		while (e > s && (e[-1] == ' ' || e[-1] == '\t'))
			e--;
		if ((play = card_parse(s, (size_t)(e - s))) < 0)
			return cli_errx(EXIT_USAGE, "--play: expected a card (A, 10, Q or J, then c, s, "
			    "h or d), not '%s'", play_s);
		if (!(hset & CARD_BIT(play)))
			return cli_errx(EXIT_USAGE, "--play: %s is not in the hand (--hand)",
			    card_name(play));
	}
	legal = baska_legal(&rules, baska_contract_family(contract), trick, nt, hset);
	for (i = 0; i < nh; i++)
		if (legal & CARD_BIT(hand[i]))
			legal_cards[nl++] = hand[i];
	cards_format(legal_cards, nl, list, sizeof(list));
	if (play >= 0) {
		why[0] = '\0';
		ok = baska_play_check(&rules, baska_contract_family(contract), trick, nt, hset,
		    play, why, sizeof(why));
		if (ok)
			puts("legal");
		else
			printf("illegal\n%s\n", why);
	}
	printf("legal: %s\n", list);
	return ok ? EXIT_OK : EXIT_RULE;
}

/* ------------------------------------------------------------ score */

static int
cmd_score(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "ruleset", required_argument, NULL, 'r' },
		{ "contract", required_argument, NULL, 'c' },
		{ "declarer", required_argument, NULL, 'd' },
		{ "partner", required_argument, NULL, 'p' },
		{ "eyes", required_argument, NULL, 'e' },
		{ "kontras", required_argument, NULL, 'k' },
		{ "bok", no_argument, NULL, 'b' },
		{ "format", required_argument, NULL, 'f' },
		{ NULL, 0, NULL, 0 }
	};
	static const char *const head[] = { "seat", "points" };
	struct baska_rules	 rules;
	struct baska_outcome	 o;
	struct baska_score	 s;
	struct errbuf		 err;
	struct table		*t;
	enum out_format		 fmt = FMT_TEXT;
	const char		*ruleset = NULL;
	long			 v;
	int			 ch, i, rc, have_eyes = 0;
	char			 a[16], b[16];

	memset(&o, 0, sizeof(o));
	while ((ch = getopt_long(argc, argv, "r:c:d:p:e:k:bf:", longopts, NULL)) != -1) {
		switch (ch) {
		case 'r': ruleset = optarg; break;
		case 'c':
			if (parse_contract_opt(optarg, &o.contract) < 0)
				return EXIT_USAGE;
			break;
		case 'd':
			if (parse_seat_opt("--declarer", optarg, &o.declarer) < 0)
				return EXIT_USAGE;
			break;
		case 'p':
			if (parse_seat_opt("--partner", optarg, &o.partner) < 0)
				return EXIT_USAGE;
			break;
		case 'e':
			if (parse_int(optarg, 0, 104, &v) < 0)
				return cli_errx(EXIT_USAGE, "--eyes: expected the declaring side's eyes, "
				    "0 to 104, not '%s'", optarg);
			o.eyes = (int)v;
			have_eyes = 1;
			break;
		case 'k':
			if (parse_int(optarg, 0, 4, &v) < 0)
				return cli_errx(EXIT_USAGE, "--kontras: expected the effective kontras, "
				    "0 to 4, not '%s'", optarg);
			o.kontras = (int)v;
			break;
		case 'b': o.bok = 1; break;
		case 'f':
			if (cli_format(optarg, 0, &fmt) < 0)
				return EXIT_USAGE;
			break;
		default: return EXIT_USAGE;
		}
	}
	if (optind < argc)
		return cli_errx(EXIT_USAGE, "baska score: unexpected argument '%s'", argv[optind]);
	if (o.contract == BC_NONE)
		return missing("score", "--contract");
	if (o.declarer == 0)
		return missing("score", "--declarer");
	if (!have_eyes) {
		if (o.contract != BC_BASKA)
			return missing("score", "--eyes");
		o.eyes = 104;
	}
	if (baska_contract_is_solo(o.contract) && o.partner != 0)
		return cli_errx(EXIT_USAGE, "--partner: %s is a solo game: no partner",
		    baska_contract_label(o.contract));
	if (!baska_contract_is_solo(o.contract) && o.partner == 0)
		return cli_errx(EXIT_USAGE, "--partner: %s needs the seat of %s",
		    baska_contract_label(o.contract),
		    o.contract == BC_WESELE ? "the wedding partner" : "the second Stary");
	if (o.partner != 0 && o.partner == o.declarer)
		return cli_errx(EXIT_USAGE, "--partner: must be another seat than --declarer");
	if ((rc = cli_ruleset(&baska_ruleset_game, ruleset, &rules)) != 0)
		return rc;
	err_clear(&err);
	if (baska_settle(&rules, &o, &s, &err) < 0)
		return cli_errx(EXIT_USAGE, "baska score: %s", err.msg);
	if (fmt == FMT_TEXT) {
		for (i = 0; i < 4; i++)
			printf("seat %d: %s\n", i + 1, points_str(s.points[i], a, sizeof(a)));
		return EXIT_OK;
	}
	t = table_alloc(2, head);
	for (i = 0; i < 4; i++) {
		snprintf(a, sizeof(a), "%d", i + 1);
		snprintf(b, sizeof(b), "%d", s.points[i]);
		table_add(t, (const char *const[]){ a, b });
	}
	table_print(stdout, t, fmt);
	table_free(t);
	return EXIT_OK;
}

/* ------------------------------------------------------------ auction */

/* Parses "H1 / H2 / H3 / H4" into card sets; prints the error and returns nonzero. */
static int
parse_hands_opt(const char *arg, uint16_t hands[4])
{
	struct errbuf	 err;
	const char	*s = arg, *e;
	int		 cards[4], n, h = 0, i;
	uint16_t	 all = 0;

	err_clear(&err);
	for (;;) {
		for (e = s; *e && *e != '/'; e++)
			continue;
		if (h == 4)
			return cli_errx(EXIT_USAGE, "--hands: column %d: expected four hands "
			    "separated by '/', not more", text_col(arg, s - 1));
		if ((n = cards_parse(s, (size_t)(e - s), cards, 4, &err)) < 0) {
			err.col += text_col(arg, s) - 1;
			return opt_error("--hands", &err);
		}
		if (n != 4)
			return cli_errx(EXIT_USAGE, "--hands: column %d: a hand has %d cards, "
			    "expected 4 (seat %d)", text_col(arg, s), n, h + 1);
		hands[h] = 0;
		for (i = 0; i < 4; i++) {
			if (all & CARD_BIT(cards[i])) {
				const char *p = strstr(s, card_name(cards[i]));

				return cli_errx(EXIT_USAGE, "--hands: column %d: card %s appears "
				    "twice", p != NULL && p < e ? text_col(arg, p) : text_col(arg, s),
				    card_name(cards[i]));
			}
			all |= CARD_BIT(cards[i]);
			hands[h] |= CARD_BIT(cards[i]);
		}
		h++;
		if (*e == '\0')
			break;
		s = e + 1;
	}
	if (h != 4)
		return cli_errx(EXIT_USAGE, "--hands: expected four hands separated by '/', "
		    "seat 1 first; found %d", h);
	return 0;
}

static int
holder(const uint16_t hands[4], int card)
{
	int	 i;

	for (i = 0; i < 4; i++)
		if (hands[i] & CARD_BIT(card))
			return i + 1;
	return 0;
}

static int
cmd_auction(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "ruleset", required_argument, NULL, 'r' },
		{ "dealer", required_argument, NULL, 'd' },
		{ "hands", required_argument, NULL, 'H' },
		{ NULL, 0, NULL, 0 }
	};
	static const char *const head[] = { "#", "seat", "call", "ruling" };
	struct baska_rules		 rules;
	struct baska_auction		 a;
	struct baska_auction_result	 res;
	struct table			*t;
	const char			*ruleset = NULL, *p, *ts;
	uint16_t			 hands[4];
	int				 dealer = 4, have_hands = 0, ch, rc, i, n = 0, bad = 0;
	int				 calls[BASKA_MAX_CALLS], c, before, seat;
	char				 why[256], ruling[320], num[16], sbuf[16], kbuf[64];

	while ((ch = getopt_long(argc, argv, "r:d:H:", longopts, NULL)) != -1) {
		switch (ch) {
		case 'r': ruleset = optarg; break;
		case 'd':
			if (parse_seat_opt("--dealer", optarg, &dealer) < 0)
				return EXIT_USAGE;
			break;
		case 'H':
			if (parse_hands_opt(optarg, hands) != 0)
				return EXIT_USAGE;
			have_hands = 1;
			break;
		default: return EXIT_USAGE;
		}
	}
	for (i = optind; i < argc; i++) {
		for (p = argv[i]; *p; ) {
			while (*p == ' ' || *p == '\t' || *p == ',')
				p++;
			if (*p == '\0')
				break;
			for (ts = p; *p && *p != ' ' && *p != '\t' && *p != ','; p++)
				continue;
			if ((c = baska_call_parse(ts, (size_t)(p - ts))) < 0)
				return cli_errx(EXIT_USAGE, "baska auction: expected a call (pass, ask, "
				    "wesele, gran, zolo, gran-du, zolo-du, baska or kontra), not '%.*s'",
				    (int)(p - ts), ts);
			if (n == BASKA_MAX_CALLS)
				return cli_errx(EXIT_USAGE, "baska auction: more than %d calls",
				    BASKA_MAX_CALLS);
			calls[n++] = c;
		}
	}
	if (n == 0)
		return missing("auction", "at least one CALL");
	if ((rc = cli_ruleset(&baska_ruleset_game, ruleset, &rules)) != 0)
		return rc;
	baska_auction_init(&a, &rules, dealer % 4 + 1, have_hands ? hands : NULL);
	t = table_alloc(4, head);
	for (i = 0; i < n; i++) {
		seat = a.turn;
		before = a.nkontra;
		why[0] = '\0';
		if (baska_auction_call(&a, (enum baska_call)calls[i], why, sizeof(why)) < 0) {
			snprintf(ruling, sizeof(ruling), "rejected: %s", why);
			baska_auction_skip(&a);	/* as in a record: the call took its turn */
			bad = 1;
		} else if (calls[i] == CALL_KONTRA)
			snprintf(ruling, sizeof(ruling), "accepted (%s)",
			    kontra_names[(a.nkontra - 1) & 3]);
		else if (before > 0 && a.nkontra == 0)
			snprintf(ruling, sizeof(ruling), "accepted (cancels the kontras, §4.3)");
		else
			snprintf(ruling, sizeof(ruling), "accepted");
		snprintf(num, sizeof(num), "%d", i + 1);
		snprintf(sbuf, sizeof(sbuf), "%d", seat);
		table_add(t, (const char *const[]){ num, sbuf, baska_call_word(calls[i]), ruling });
	}
	table_align_right(t, 0);
	table_print(stdout, t, FMT_TEXT);
	table_free(t);

	baska_auction_result(&a, &res);
	if (!a.over) {
		printf("the bidding is still open: seat %d speaks next\n", a.turn);
		if (a.contract != BC_NONE)
			printf("highest call so far: %s by seat %d\n",
			    baska_contract_label(a.contract), a.declarer);
	} else if (res.contract == BC_NONE) {
		printf("contract: none called: zwykła, or cicha when one player holds Qc and Qs "
		    "(§3.2)\n");
	} else if (res.contract == BC_ZWYKLA) {
		printf("contract: zwykła: Starzy seats %d (Qc) and %d (Qs) (§3.2)\n",
		    have_hands ? holder(hands, CARD(SUIT_C, RANK_Q)) : res.declarer,
		    have_hands ? holder(hands, CARD(SUIT_S, RANK_Q)) : res.partner);
	} else if (res.contract == BC_CICHA) {
		printf("contract: cicha: seat %d holds Qc and Qs and plays alone (§3.2)\n",
		    res.declarer);
	} else if (res.partner != 0) {
		printf("contract: %s by seat %d, partner seat %d\n",
		    baska_contract_label(res.contract), res.declarer, res.partner);
	} else
		printf("contract: %s by seat %d%s\n", baska_contract_label(res.contract),
		    res.declarer, baska_contract_is_solo(res.contract) ? " alone" : "");
	if (a.over || res.kontras > 0) {
		kontras_str(res.kontras, kbuf, sizeof(kbuf));
		if (!res.sides_known && res.kontra_calls > 0)
			printf("kontras: %d kontra call%s; the effective kontras depend on who the "
			    "Starzy are (give --hands, §4.3)\n", res.kontra_calls,
			    res.kontra_calls == 1 ? "" : "s");
		else if (res.kontra_calls > res.kontras)
			printf("kontras: %s (k = %d; %d kontra calls, same-side ones do not count, "
			    "§4.3)\n", kbuf, res.kontras, res.kontra_calls);
		else
			printf("kontras: %s (k = %d)\n", kbuf, res.kontras);
	}
	return bad ? EXIT_RULE : EXIT_OK;
}

/* ------------------------------------------------------------ check */

struct check_ctx {
	enum out_format		 fmt;
	int			 canonical;
	const char		*ruleset_opt;	/* --ruleset, wins over Ruleset tags */
	struct baska_rules	 opt_rules;
	struct baska_rules	 tag_rules;	/* the last Ruleset tag loaded */
	char			 tag_name[BASKA_NAME_MAX];
	int			 have_tag;
	int			 status;
	int			 ndeals, nbad, nerr;
	struct bdn_header	 last;		/* heading of the last deal printed */
	char			 seatname[4][96];	/* "seat 1 (Labuda)" for that heading */
	int			 seatw[4], seatmax;	/* their display widths */
	const char		*last_file;
	int			 have_last;
	struct strbuf		 sb;
};

static int
status_max(int a, int b)
{
	return a > b ? a : b;
}

/* "seat 3 (Kreft)" or "seat 3". */
static const char *
seat_str(const struct baska_deal *d, int seat, char *buf, size_t size)
{
	char	 num[8] = "seat ?";

	if (seat >= 1 && seat <= 4)
		num[5] = (char)('0' + seat);
	buf[0] = '\0';
	strncat(buf, num, size - 1);
	if (seat >= 1 && seat <= 4 && d->has_seats) {
		strncat(buf, " (", size - strlen(buf) - 1);
		strncat(buf, d->seats[seat - 1], size - strlen(buf) - 1);
		strncat(buf, ")", size - strlen(buf) - 1);
	}
	return buf;
}

static void
viol_csv(const struct ruling *v, struct strbuf *sb)
{
	switch (v->code) {
	case BR_CALL:
		sb_addf(sb, "auction call %d seat %d: %s", v->turn, v->player, v->text);
		break;
	case BR_OUT_OF_TURN:
	case BR_ILLEGAL_CARD:
		sb_addf(sb, "trick %d seat %d: %s", v->turn, v->player, v->text);
		break;
	case BR_CLAIM:
		sb_addf(sb, "claim seat %d: %s", v->player, v->text);
		break;
	case BR_SCORE:
		sb_addf(sb, "score: %s", v->text);
		break;
	default:
		sb_addf(sb, "record: %s", v->text);
		break;
	}
}

/* Appends ",N" to sb without printf (the CSV of a long file is a hot path). */
static void
sb_add_int(struct strbuf *sb, int v)
{
	char	 tmp[16];
	int	 n = 0;
	unsigned u = v < 0 ? 0u - (unsigned)v : (unsigned)v;

	if (v < 0)
		sb_addc(sb, '-');
	do
		tmp[n++] = (char)('0' + u % 10);
	while ((u /= 10) > 0);
	while (n > 0)
		sb_addc(sb, tmp[--n]);
}

static void
print_csv_row(const char *file, const struct baska_deal *d, const struct baska_verdict *v,
    struct strbuf *sb)
{
	const struct baska_outcome *o = &v->outcome;
	int	 i;

	sb_reset(sb);
	sb_add_int(sb, d->deal);
	sb_addc(sb, ',');
	sb_adds(sb, baska_contract_word(o->contract));
	sb_addc(sb, ',');
	sb_add_int(sb, o->declarer);
	sb_addc(sb, ',');
	if (o->partner)
		sb_add_int(sb, o->partner);
	sb_addc(sb, ',');
	sb_add_int(sb, o->kontras);
	sb_adds(sb, d->bok ? ",1," : ",0,");
	sb_add_int(sb, o->eyes);
	sb_adds(sb, v->score.won ? ",1," : ",0,");
	sb_add_int(sb, v->score.level);
	for (i = 0; i < 4; i++) {
		sb_addc(sb, ',');
		sb_add_int(sb, v->score.points[i]);
	}
	sb_addc(sb, ',');
	fputs(sb_str(sb), stdout);
	if (v->nviol > 0) {
		sb_reset(sb);
		for (i = 0; i < v->nviol; i++) {
			if (i)
				sb_addc(sb, ';');
			viol_csv(&v->viol[i], sb);
		}
		csv_put_field(stdout, sb_str(sb));
	}
	putchar(',');
	csv_put_field(stdout, strcmp(file, "-") == 0 ? "<stdin>" : file);
	sb_reset(sb);
	sb_addc(sb, ',');
	sb_add_int(sb, d->src.line);
	sb_addc(sb, '\n');
	fputs(sb_str(sb), stdout);
}

/* One "  label    value" line of a deal's text block (labels padded to one width). */
static void
put_row(struct strbuf *out, const char *label, const char *value)
{
	int	 pad = 11 - text_width(label);

	sb_adds(out, label);
	if (pad > 0)
		sb_addn(out, "           ", (size_t)pad);
	sb_adds(out, value);
	sb_addc(out, '\n');
}

/* Appends "3 (Kreft)" or "3". */
static void
add_seat(struct strbuf *out, const struct baska_deal *d, int seat)
{
	sb_addc(out, (char)('0' + seat));
	if (d->has_seats) {
		sb_adds(out, " (");
		sb_adds(out, d->seats[seat - 1]);
		sb_addc(out, ')');
	}
}

/* Appends "seats 3 (Kreft) and 4 (Bigus)": the seats with side[i] == want. */
static void
add_side(struct strbuf *out, const struct baska_deal *d, const int *side, int want)
{
	int	 i, n = 0, k = 0;

	for (i = 0; i < 4; i++)
		n += side[i] == want;
	sb_adds(out, n == 1 ? "seat " : "seats ");
	for (i = 0; i < 4; i++) {
		if (side[i] != want)
			continue;
		if (++k > 1)
			sb_adds(out, k == n ? " and " : ", ");
		add_seat(out, d, i + 1);
	}
}

static void
print_text(struct check_ctx *cx, const char *file, const struct baska_deal *d,
    const struct baska_verdict *v, const struct baska_rules *rules)
{
	const struct baska_outcome	*o = &v->outcome;
	const struct baska_score	*s = &v->score;
	const char			*decl, *decls;
	int				 solo = baska_contract_is_solo(o->contract);
	int				 side[4], i, n, w;
	char				 head[512], b1[96], pbuf[16];
	struct strbuf			*out = &cx->sb;

	/* A heading when the file, event, date, session, table or players change. */
	if (!cx->have_last || cx->last_file != file || strcmp(cx->last.event, d->event) ||
	    strcmp(cx->last.date, d->date) || cx->last.session != d->session ||
	    cx->last.table != d->table || cx->last.has_seats != d->has_seats ||
	    memcmp(cx->last.seats, d->seats, sizeof(d->seats))) {
		n = snprintf(head, sizeof(head), "%s", d->event[0] ? d->event :
		    strcmp(file, "-") == 0 ? "<stdin>" : file);
		if (d->date[0])
			n += snprintf(head + n, sizeof(head) - (size_t)n, ", %s", d->date);
		if (d->session)
			n += snprintf(head + n, sizeof(head) - (size_t)n, ", session %d",
			    d->session);
		if (d->table)
			snprintf(head + n, sizeof(head) - (size_t)n, ", table %d", d->table);
		printf("%s%s\n", cx->ndeals > 1 ? "\n" : "", head);
		if (d->has_seats)
			printf("seats: 1 %s, 2 %s, 3 %s, 4 %s\n", d->seats[0], d->seats[1],
			    d->seats[2], d->seats[3]);
		memcpy(cx->last.event, d->event, sizeof(d->event));
		memcpy(cx->last.date, d->date, sizeof(d->date));
		cx->last.session = d->session;
		cx->last.table = d->table;
		cx->last.has_seats = d->has_seats;
		memcpy(cx->last.seats, d->seats, sizeof(d->seats));
		cx->last_file = file;
		cx->have_last = 1;
		/* The names of the points lines, padded to one width. */
		for (cx->seatmax = 0, i = 0; i < 4; i++) {
			seat_str(d, i + 1, cx->seatname[i], sizeof(cx->seatname[i]));
			if ((cx->seatw[i] = text_width(cx->seatname[i])) > cx->seatmax)
				cx->seatmax = cx->seatw[i];
		}
	}

	for (i = 0; i < 4; i++)
		side[i] = i + 1 == o->declarer || i + 1 == o->partner;
	decl = solo ? "Stary" : "Starzy";
	decls = solo ? "the Stary" : "the Starzy";
	sb_reset(out);
	sb_adds(out, "\ndeal ");
	sb_add_int(out, d->deal);
	sb_adds(out, ", dealer ");
	sb_adds(out, cx->seatname[(d->dealer - 1) & 3]);
	sb_adds(out, d->bok ? ", bok-runda: " : ": ");
	sb_adds(out, baska_contract_label(o->contract));
	sb_adds(out, d->has_result ? " (result only)\n" : "\n");

	sb_adds(out, solo ? "  Stary    " : "  Starzy   ");
	if (o->contract == BC_WESELE && o->partner >= 1 && o->partner <= 4) {
		sb_adds(out, "seat ");
		add_seat(out, d, o->declarer);
		sb_adds(out, ", his wedding partner seat ");
		add_seat(out, d, o->partner);
	} else
		add_side(out, d, side, 1);
	sb_adds(out, "\n  Młodzi   ");
	add_side(out, d, side, 0);
	sb_adds(out, "\n  kontras  ");
	for (i = 0; i < o->kontras && i < 4; i++) {
		if (i)
			sb_adds(out, ", ");
		sb_adds(out, kontra_names[i]);
	}
	if (o->kontras <= 0)
		sb_adds(out, "none");

	sb_adds(out, "\n  eyes     ");
	sb_add_int(out, o->eyes);
	sb_addc(out, ':');
	sb_add_int(out, 104 - o->eyes);
	sb_adds(out, " (");
	sb_adds(out, decl);
	sb_adds(out, ":Młodzi)");
	if (v->tricks >= 0 && !d->has_result) {
		sb_adds(out, ", ");
		sb_add_int(out, v->tricks);
		sb_adds(out, v->tricks == 1 ? " trick to " : " tricks to ");
		sb_adds(out, decls);
	}

	sb_adds(out, "\n  result   ");
	sb_adds(out, s->won ? (solo ? "the Stary wins" : "the Starzy win") : "the Młodzi win");
	if (!solo || rules->solo_uses_levels) {
		sb_addc(out, ' ');
		sb_adds(out, level_words[(s->level - 1) % 3]);
		sb_adds(out, " (level ");
		sb_add_int(out, s->level);
		sb_addc(out, ')');
	}
	sb_adds(out, ": ");
	sb_add_int(out, s->value);
	if (solo) {
		sb_adds(out, " each Młody, ");
		sb_add_int(out, 3 * s->value);
		sb_adds(out, " the Stary");
	} else
		sb_adds(out, " a player");
	if (s->factor > 1) {
		sb_adds(out, " (×");
		sb_add_int(out, s->factor);
		sb_addc(out, ')');
	}
	sb_addc(out, '\n');

	/* One line a seat, points aligned after the names. */
	for (i = 0; i < 4; i++) {
		sb_adds(out, i ? "           " : "  points   ");
		sb_adds(out, cx->seatname[i]);
		points_str(s->points[i], pbuf, sizeof(pbuf));
		w = cx->seatmax - cx->seatw[i] + 1 + (strlen(pbuf) < 4 ? 4 - (int)strlen(pbuf) : 0);
		while (w-- > 0)
			sb_addc(out, ' ');
		sb_adds(out, pbuf);
		sb_addc(out, '\n');
	}
	if (d->has_score) {
		int	 bad = 0;

		for (i = 0; i < v->nviol; i++)
			bad |= v->viol[i].code == BR_SCORE;
		if (!bad)
			put_row(out, "  Score", "as the table wrote it");
	}
	if (v->claim_holds == 1 && d->claim >= 1 && d->claim <= 4) {
		sb_adds(out, "  claim    ");
		sb_adds(out, cx->seatname[d->claim - 1]);
		sb_adds(out, " claims the rest for ");
		sb_adds(out, side[d->claim - 1] ? decls : "the Młodzi");
		sb_adds(out, ": it holds in every line of play (§5.5)\n");
	}
	fputs(sb_str(out), stdout);

	for (i = 0; i < v->nviol; i++) {
		const struct ruling *x = &v->viol[i];

		switch (x->code) {
		case BR_CALL:
			printf("  auction call %d, %s: rejected: %s\n", x->turn,
			    seat_str(d, x->player, b1, sizeof(b1)), x->text);
			break;
		case BR_OUT_OF_TURN:
		case BR_ILLEGAL_CARD:
			printf("  trick %d, %s: %s%s\n", x->turn, seat_str(d, x->player, b1, sizeof(b1)),
			    x->code == BR_ILLEGAL_CARD ? "illegal: " : "", x->text);
			break;
		case BR_CLAIM:
			printf("  claim by %s: refuted: %s\n", seat_str(d, x->player, b1, sizeof(b1)),
			    x->text);
			if (v->claim_line[0] && v->claim_line_cut)
				printf("    refuting line: %s\n", v->claim_line);
			break;
		case BR_SCORE:
			printf("  Score mismatch: %s\n", x->text);
			break;
		default:
			printf("  record: %s\n", x->text);
			break;
		}
	}
	if (o->offender >= 1 && o->offender <= 4) {
		const char *guilty = side[o->offender - 1] ? decls : "the Młodzi";

		seat_str(d, o->offender, b1, sizeof(b1));
		if (v->decided)
			printf("  penalty: the result was already decided and stands; %s keep only "
			    "the eyes they had, the rest go to the other side (§5.4)\n", guilty);
		else if (rules->penalty_distribution == PEN_OFFENDER_ABSORBS)
			printf("  penalty: the game ends; %s lose z wyjściem and %s pays "
			    "the whole loss of the side (§5.4)\n", guilty, b1);
		else if (rules->penalty_distribution == PEN_OFFENDER_LONE)
			printf("  penalty: the game ends; %s pays as a lone loser (§5.4)\n", b1);
		else
			printf("  penalty: the game ends; %s lose z wyjściem (§5.4)\n", guilty);
	}
}

/* The ruleset for a record: --ruleset, else its Ruleset tag, else psb. */
static const struct baska_rules *
record_rules(struct check_ctx *cx, const char *file, const struct bdn_reader *r,
    const struct baska_deal *d)
{
	struct errbuf	 err;
	const char	*errfile;

	if (cx->ruleset_opt != NULL || d->ruleset[0] == '\0')
		return &cx->opt_rules;
	if (cx->have_tag && strcmp(cx->tag_name, d->ruleset) == 0)
		return &cx->tag_rules;
	err_clear(&err);
	if (kv_load(&baska_ruleset_game, d->ruleset, &cx->tag_rules, &errfile, &err) < 0) {
		cx->have_tag = 0;
		fflush(stdout);
		if (errfile != NULL && err.line > 0)
			cli_err_at(EXIT_USAGE, errfile, &err);
		else {
			err.line = r->ruleset_src.line ? r->ruleset_src.line : d->src.line;
			err.col = r->ruleset_src.line ? r->ruleset_src.col : d->src.col;
			cli_err_at(EXIT_USAGE, file, &err);
		}
		return NULL;
	}
	snprintf(cx->tag_name, sizeof(cx->tag_name), "%s", d->ruleset);
	cx->have_tag = 1;
	return &cx->tag_rules;
}

static void
check_file(struct check_ctx *cx, const char *file)
{
	struct bdn_reader		 r;
	struct baska_deal		 d;
	struct baska_verdict		 v;
	struct errbuf			 err;
	const struct baska_rules	*rules;
	char				*buf = NULL;
	size_t				 len;
	int				 rc, nv;

	err_clear(&err);
	if (file_read(file, &buf, &len, &err) < 0) {
		fflush(stdout);
		cli_err_at(EXIT_USAGE, file, &err);
		cx->status = status_max(cx->status, EXIT_USAGE);
		cx->nerr++;
		return;
	}
	bdn_reader_init(&r, buf, len);
	while ((rc = bdn_read(&r, &d, &err)) == 1) {
		if (cx->canonical) {
			cx->ndeals++;
			sb_reset(&cx->sb);
			if (cx->ndeals > 1)
				sb_addc(&cx->sb, '\n');
			bdn_print(&d, &cx->sb);
			fputs(sb_str(&cx->sb), stdout);
			continue;
		}
		if ((rules = record_rules(cx, file, &r, &d)) == NULL) {
			cx->status = status_max(cx->status, EXIT_USAGE);
			cx->nerr++;
			continue;
		}
		err_clear(&err);
		if ((nv = baska_judge(rules, &d, &v, &err)) < 0) {
			if (err.line == 0) {
				err.line = d.src.line;
				err.col = d.src.col;
			}
			fflush(stdout);
			cli_err_at(EXIT_USAGE, file, &err);
			cx->status = status_max(cx->status, EXIT_USAGE);
			cx->nerr++;
			continue;
		}
		cx->ndeals++;
		if (v.nviol > 0) {
			cx->nbad++;
			cx->status = status_max(cx->status, EXIT_RULE);
		}
		if (cx->fmt == FMT_CSV)
			print_csv_row(file, &d, &v, &cx->sb);
		else
			print_text(cx, file, &d, &v, rules);
	}
	if (rc < 0) {
		fflush(stdout);
		cli_err_at(EXIT_USAGE, file, &err);
		cx->status = status_max(cx->status, EXIT_USAGE);
		cx->nerr++;
	}
	free(buf);
}

static int
cmd_check(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "ruleset", required_argument, NULL, 'r' },
		{ "format", required_argument, NULL, 'f' },
		{ "canonical", no_argument, NULL, 'C' },
		{ NULL, 0, NULL, 0 }
	};
	static const char *const head[] = { "deal", "contract", "declarer", "partner",
	    "kontras", "bok", "eyes", "won", "level", "points1", "points2", "points3",
	    "points4", "violations", "file", "line" };
	struct check_ctx	*cx;
	struct table		*t;
	int			 ch, i, rc;

	cx = xcalloc(1, sizeof(*cx));
	while ((ch = getopt_long(argc, argv, "r:f:C", longopts, NULL)) != -1) {
		switch (ch) {
		case 'r': cx->ruleset_opt = optarg; break;
		case 'f':
			if (cli_format(optarg, 0, &cx->fmt) < 0) {
				free(cx);
				return EXIT_USAGE;
			}
			break;
		case 'C': cx->canonical = 1; break;
		default:
			free(cx);
			return EXIT_USAGE;
		}
	}
	if (optind == argc) {
		free(cx);
		return missing("check", "a FILE (- reads standard input)");
	}
	if ((rc = cli_ruleset(&baska_ruleset_game, cx->ruleset_opt, &cx->opt_rules)) != 0) {
		free(cx);
		return rc;
	}
	if (cx->fmt == FMT_CSV && !cx->canonical) {
		t = table_alloc((int)(sizeof(head) / sizeof(head[0])), head);
		table_print(stdout, t, FMT_CSV);
		table_free(t);
	}
	for (i = optind; i < argc; i++)
		check_file(cx, argv[i]);
	if (cx->fmt == FMT_TEXT && !cx->canonical && cx->ndeals > 0) {
		printf("\n%d deal%s checked", cx->ndeals,
		    cx->ndeals == 1 ? "" : "s");
		if (cx->nbad > 0)
			printf(": %d with a violation or a Score mismatch", cx->nbad);
		else if (cx->nerr == 0)
			printf(": all in order");
		if (cx->nerr > 0)
			printf("; %d error%s (see above)", cx->nerr, cx->nerr == 1 ? "" : "s");
		putchar('\n');
	}
	fflush(stdout);
	rc = cx->status;
	sb_free(&cx->sb);
	free(cx);
	return rc;
}

/* ------------------------------------------------------------ table */

const struct command baska_commands[] = {
	{ "auction", cmd_auction, "[--ruleset R] [--dealer SEAT] [--hands \"H1 / H2 / H3 / H4\"] "
	    "CALL ...",
	    "walk an auction: who made each call, whether it stands, and the outcome", NULL,
	    "CALLs are the record words, in speaking order from the forehand (the seat after\n"
	    "--dealer, default 4): pass (pas, porządek), ask (pytam), wesele, gran, zolo,\n"
	    "gran-du, zolo-du, baska, kontra (rekontra, bok, hirsz). A rejected call is\n"
	    "ignored and the turn passes on, as in a record. With --hands the holding rules of\n"
	    "wesele, baśka and cicha are checked and zwykła/cicha is resolved.\n"
	    "Exit 0 when every call stands, 1 when one was rejected, 2 on bad input.\n" },
	{ "check", cmd_check, "[--ruleset R] [--format text|csv] [--canonical] FILE ...",
	    "judge deal records (.bdn): auction, every card, claims and the written Score",
	    NULL,
	    "FILE - reads standard input. Each record's Ruleset tag selects its ruleset\n"
	    "unless --ruleset is given, which wins for every record. A parse error is\n"
	    "reported as FILE:LINE:COL and ends the checking of that file; the records\n"
	    "before it are reported and the other files are still checked.\n"
	    "--canonical prints the records back in canonical form instead of judging them.\n"
	    "Exit 0 when every deal is in order, 1 when one has a violation or a Score\n"
	    "mismatch, 2 on a parse error or an unreadable file.\n" },
	{ "legal", cmd_legal, "[--ruleset R] --contract C [--trick \"CARDS\"] --hand \"CARDS\" "
	    "[--play CARD]",
	    "the legal cards of a hand in a trick; whether a card may be played", NULL,
	    "--trick is the cards already in the trick, led card first; --hand the\n"
	    "player's cards. Prints 'legal: CARDS' in --hand order; with --play first\n"
	    "'legal' or 'illegal' and the reason. Exit 0 legal, 1 illegal, 2 bad input.\n" },
	{ "score", cmd_score, "[--ruleset R] --contract C --declarer SEAT [--partner SEAT] "
	    "--eyes N [--kontras K] [--bok] [-f text|csv]",
	    "score a result-only deal (zero-sum points per seat)", NULL,
	    "--eyes are the declaring side's eyes (0-104); --kontras the effective kontras\n"
	    "(0-4); --partner the second Stary (zwykła) or the wedding partner (wesele).\n" },
	{ NULL, NULL, NULL, NULL, NULL, NULL }
};
