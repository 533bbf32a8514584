/* Cards, card orders (§1), contract and call words. */
#include <string.h>

#include "baska.h"
#include "../../util/i18n.h"
#include "engine.h"

static const char *const names[BASKA_NCARDS] = {
	"Ac", "10c", "Qc", "Jc",
	"As", "10s", "Qs", "Js",
	"Ah", "10h", "Qh", "Jh",
	"Ad", "10d", "Qd", "Jd",
};

/* §1.2: trumps of the normal family, strongest first. */
static const int normal_trumps[12] = {
	CARD(SUIT_H, RANK_A), CARD(SUIT_H, RANK_10),
	CARD(SUIT_C, RANK_Q), CARD(SUIT_S, RANK_Q), CARD(SUIT_H, RANK_Q), CARD(SUIT_D, RANK_Q),
	CARD(SUIT_C, RANK_J), CARD(SUIT_S, RANK_J), CARD(SUIT_H, RANK_J), CARD(SUIT_D, RANK_J),
	CARD(SUIT_D, RANK_A), CARD(SUIT_D, RANK_10),
};

const char *
card_name(int c)
{
	return c >= 0 && c < BASKA_NCARDS ? names[c] : "?";
}

int
set_count(uint16_t set)
{
	return __builtin_popcount(set);
}

int
set_eyes(uint16_t set)
{
	int	 c, sum = 0;

	for (c = 0; c < BASKA_NCARDS; c++)
		if (set & CARD_BIT(c))
			sum += card_eyes(c);
	return sum;
}

/* Suit symbols in UTF-8: black and white forms. */
static const struct {
	const char	*utf8;
	int		 suit;
} symbols[] = {
	{ "\xe2\x99\xa3", SUIT_C }, { "\xe2\x99\xa7", SUIT_C },
	{ "\xe2\x99\xa0", SUIT_S }, { "\xe2\x99\xa4", SUIT_S },
	{ "\xe2\x99\xa5", SUIT_H }, { "\xe2\x99\xa1", SUIT_H },
	{ "\xe2\x99\xa6", SUIT_D }, { "\xe2\x99\xa2", SUIT_D },
};

int
card_parse(const char *s, size_t n)
{
	int	 rank, suit = -1;
	size_t	 i, rl;

	if (n >= 3 && s[0] == '1' && s[1] == '0') {
		rank = RANK_10;
		rl = 2;
	} else if (n >= 2) {
		switch (s[0]) {
		case 'A': case 'a': rank = RANK_A; break;
		case 'T': case 't': rank = RANK_10; break;
		case 'Q': case 'q': case 'D': case 'd': rank = RANK_Q; break;
		case 'J': case 'j': case 'W': case 'w': rank = RANK_J; break;
		default: return -1;
		}
		rl = 1;
	} else
		return -1;
	if (n - rl == 1) {
		switch (s[rl]) {
		case 'c': case 'C': suit = SUIT_C; break;
		case 's': case 'S': suit = SUIT_S; break;
		case 'h': case 'H': suit = SUIT_H; break;
		case 'd': case 'D': suit = SUIT_D; break;
		default: return -1;
		}
	} else if (n - rl == 3) {
		for (i = 0; i < sizeof(symbols) / sizeof(symbols[0]); i++)
			if (memcmp(s + rl, symbols[i].utf8, 3) == 0)
				suit = symbols[i].suit;
	}
	return suit < 0 ? -1 : CARD(suit, rank);
}

static int
is_sep(char c)
{
	return c == ' ' || c == '\t' || c == ',' || c == '\r' || c == '\n';
}

int
cards_parse(const char *s, size_t n, int *cards, int max, struct errbuf *err)
{
	const char	*p = s, *end = s + n, *tok;
	uint16_t	 seen = 0;
	int		 count = 0, c;

	for (;;) {
		while (p < end && is_sep(*p))
			p++;
		if (p == end)
			break;
		for (tok = p; p < end && !is_sep(*p); p++)
			continue;
		if ((c = card_parse(tok, (size_t)(p - tok))) < 0)
			return err_set(err, 0, text_col(s, tok),
			    _("expected a card (A, 10, Q or J, then c, s, h or d), not '%.*s'"),
			    (int)(p - tok), tok);
		if (seen & CARD_BIT(c))
			return err_set(err, 0, text_col(s, tok), _("card %s given twice"), names[c]);
		if (count == max)
			return err_set(err, 0, text_col(s, tok), _("more than %d cards"), max);
		seen |= CARD_BIT(c);
		cards[count++] = c;
	}
	return count;
}

void
cards_format(const int *cards, int n, char *buf, size_t size)
{
	size_t	 len = 0, l;
	int	 i;

	if (size == 0)
		return;
	buf[0] = '\0';
	for (i = 0; i < n; i++) {
		l = strlen(names[cards[i]]);
		if (len + l + (i > 0) + 1 > size)
			break;
		if (i > 0)
			buf[len++] = ' ';
		memcpy(buf + len, names[cards[i]], l + 1);
		len += l;
	}
}

int
card_is_trump(enum baska_family fam, int c)
{
	int	 i;

	if (fam == FAM_GRAN)
		return CARD_RANK(c) == RANK_J;
	for (i = 0; i < 12; i++)
		if (normal_trumps[i] == c)
			return 1;
	return 0;
}

int
card_power(enum baska_family fam, int c, int led)
{
	int	 i;

	if (fam == FAM_GRAN) {
		if (CARD_RANK(c) == RANK_J)
			return 100 + (4 - CARD_SUIT(c));	/* Jc > Js > Jh > Jd */
		if (CARD_RANK(led) == RANK_J || CARD_SUIT(c) != CARD_SUIT(led))
			return 0;
		return 3 - CARD_RANK(c);			/* A 3 > 10 2 > Q 1 */
	}
	for (i = 0; i < 12; i++)
		if (normal_trumps[i] == c)
			return 100 + (12 - i);
	/* c is a fela (Ac 10c As 10s); it counts only in its led suit. */
	if (card_is_trump(fam, led) || CARD_SUIT(c) != CARD_SUIT(led))
		return 0;
	return 2 - CARD_RANK(c);				/* A 2 > 10 1 */
}

int
baska_trick_winner(enum baska_family fam, const int *trick, int n)
{
	int	 i, best = 0, bp = baska_power(fam, trick[0], trick[0]), p;

	for (i = 1; i < n; i++)
		if ((p = baska_power(fam, trick[i], trick[0])) > bp) {
			bp = p;
			best = i;
		}
	return best;
}

/* ------------------------------------------------------------ words */

static const char *const contract_words[BC__COUNT] = {
	"none", "zwykla", "cicha", "wesele", "gran", "zolo", "gran-du", "zolo-du", "baska",
};
static const char *const contract_labels[BC__COUNT] = {
	"none", "zwykła", "cicha", "wesele", "gran", "zolo", "gran-du", "zolo-du", "baśka",
};

const char *
baska_contract_word(enum baska_contract c)
{
	return (unsigned)c < BC__COUNT ? contract_words[c] : "?";
}

const char *
baska_contract_label(enum baska_contract c)
{
	return (unsigned)c < BC__COUNT ? contract_labels[c] : "?";
}

/* Folds a word and drops '-', '_' and spaces, so "Gran-Du", "gran_du", "granDU" match. */
static void
fold_word(const char *s, size_t n, char *out, size_t size)
{
	char	 tmp[64];
	size_t	 i, o = 0;

	text_fold(s, n, tmp, sizeof(tmp));
	for (i = 0; tmp[i] && o + 1 < size; i++)
		if (tmp[i] != '-' && tmp[i] != '_' && tmp[i] != ' ')
			out[o++] = tmp[i];
	out[o] = '\0';
}

int
baska_contract_parse(const char *s, size_t n)
{
	static const struct { const char *w; int c; } words[] = {
		{ "zwykla", BC_ZWYKLA }, { "zwykle", BC_ZWYKLA }, { "normal", BC_ZWYKLA },
		{ "cicha", BC_CICHA },
		{ "wesele", BC_WESELE },
		{ "gran", BC_GRAN }, { "grand", BC_GRAN },
		{ "zolo", BC_ZOLO }, { "zollo", BC_ZOLO },
		{ "grandu", BC_GRAN_DU }, { "granddu", BC_GRAN_DU }, { "grandoux", BC_GRAN_DU },
		{ "zolodu", BC_ZOLO_DU }, { "zollodu", BC_ZOLO_DU }, { "zollodoux", BC_ZOLO_DU },
		{ "baska", BC_BASKA }, { "baszka", BC_BASKA },
	};
	char	 w[64];
	size_t	 i;

	if (n >= sizeof(w))
		return -1;
	fold_word(s, n, w, sizeof(w));
	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (strcmp(words[i].w, w) == 0)
			return words[i].c;
	return -1;
}

enum baska_family
baska_contract_family(enum baska_contract c)
{
	return c == BC_GRAN || c == BC_GRAN_DU ? FAM_GRAN : FAM_NORMAL;
}

int
baska_contract_is_solo(enum baska_contract c)
{
	return c == BC_CICHA || c == BC_GRAN || c == BC_ZOLO || c == BC_GRAN_DU ||
	    c == BC_ZOLO_DU || c == BC_BASKA;
}

int
baska_contract_is_du(enum baska_contract c)
{
	return c == BC_GRAN_DU || c == BC_ZOLO_DU || c == BC_BASKA;
}

static const char *const call_words[CALL__COUNT] = {
	"pass", "ask", "wesele", "gran", "zolo", "gran-du", "zolo-du", "baska", "kontra",
};

const char *
baska_call_word(enum baska_call c)
{
	return (unsigned)c < CALL__COUNT ? call_words[c] : "?";
}

int
baska_call_parse(const char *s, size_t n)
{
	static const struct { const char *w; int c; } words[] = {
		{ "pass", CALL_PASS }, { "pas", CALL_PASS }, { "porzadek", CALL_PASS },
		{ "dobrze", CALL_PASS },
		{ "ask", CALL_ASK }, { "pytam", CALL_ASK },
		{ "kontra", CALL_KONTRA }, { "rekontra", CALL_KONTRA }, { "bok", CALL_KONTRA },
		{ "hirsz", CALL_KONTRA }, { "hirsh", CALL_KONTRA },
	};
	char	 w[64];
	size_t	 i;
	int	 c;

	if (n >= sizeof(w))
		return -1;
	fold_word(s, n, w, sizeof(w));
	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (strcmp(words[i].w, w) == 0)
			return words[i].c;
	switch ((c = baska_contract_parse(s, n))) {
	case BC_WESELE: return CALL_WESELE;
	case BC_GRAN: return CALL_GRAN;
	case BC_ZOLO: return CALL_ZOLO;
	case BC_GRAN_DU: return CALL_GRAN_DU;
	case BC_ZOLO_DU: return CALL_ZOLO_DU;
	case BC_BASKA: return CALL_BASKA;
	default: return -1;	/* zwykła and cicha are not calls */
	}
}

int
baska_calls_parse(const char *s, int *calls, int *n, struct errbuf *err)
{
	const char	*p, *ts;
	int		 c;

	for (p = s; *p; ) {
		while (*p == ' ' || *p == '\t' || *p == ',')
			p++;
		if (*p == '\0')
			break;
		for (ts = p; *p && *p != ' ' && *p != '\t' && *p != ','; p++)
			continue;
		if ((c = baska_call_parse(ts, (size_t)(p - ts))) < 0)
			return err_set(err, 0, 0, _("baska auction: expected a call (pass, ask, "
			    "wesele, gran, zolo, gran-du, zolo-du, baska or kontra), not '%.*s'"),
			    (int)(p - ts), ts);
		if (*n == BASKA_MAX_CALLS)
			return err_set(err, 0, 0, _("baska auction: more than %d calls"),
			    BASKA_MAX_CALLS);
		calls[(*n)++] = c;
	}
	return 0;
}

enum baska_contract
baska_call_contract(enum baska_call c)
{
	switch (c) {
	case CALL_WESELE: return BC_WESELE;
	case CALL_GRAN: return BC_GRAN;
	case CALL_ZOLO: return BC_ZOLO;
	case CALL_GRAN_DU: return BC_GRAN_DU;
	case CALL_ZOLO_DU: return BC_ZOLO_DU;
	case CALL_BASKA: return BC_BASKA;
	default: return BC_NONE;
	}
}
