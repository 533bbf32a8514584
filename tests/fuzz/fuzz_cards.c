/*
 * Fuzz target: card lists as given on the command line (--hand, --trick),
 * and the words of contracts and calls.
 *   - Parsed cards are distinct, and their canonical print parses back;
 *     their eyes and count agree with the card set's (set_eyes, set_count).
 *   - The first four parsed cards as a trick: the winner the judge takes
 *     (baska_trick_winner, on tables) is the first card of highest
 *     card_power (the order of §1.2/§1.3 written out), in both families, and
 *     a card is a trump exactly when its power says so.
 *   - The parsed cards as a trick and a hand (the first n % 4 cards led, the
 *     next four held), in both families under the rule switches of gran
 *     (void must trump, must head): the hand has a legal card, the legal
 *     set is within the hand, and baska_play_check allows exactly the legal
 *     cards, giving a reason with the rule's section for every other card
 *     and for a card not in the hand.
 *   - A contract or call word read from the input reads back from its
 *     canonical word (and a contract from its label); a contract that is
 *     also a call maps to it and back, zwykła and cicha are no calls.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/rules/baska/baska.h"

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static void
trick_check(const int *trick, int n)
{
	static const enum baska_family fams[] = { FAM_NORMAL, FAM_GRAN };
	int	 f, i, best, p, bp;

	for (f = 0; f < 2; f++) {
		best = 0;
		bp = card_power(fams[f], trick[0], trick[0]);
		for (i = 0; i < n; i++) {
			p = card_power(fams[f], trick[i], trick[0]);
			if (card_is_trump(fams[f], trick[i]) != (p >= 100))
				abort();
			if (p > bp)
				bp = p, best = i;
		}
		if (baska_trick_winner(fams[f], trick, n) != best)
			abort();
	}
}

static void
legal_check(const int *cards, int n)
{
	static const enum baska_family fams[] = { FAM_NORMAL, FAM_GRAN };
	struct baska_rules	 r = baska_psb;
	uint16_t		 hand = 0, legal;
	int			 t = n % 4, i, f, sw, c, ok;
	char			 why[256];

	for (i = t; i < n && i < t + 4; i++)
		hand |= CARD_BIT(cards[i]);
	if (hand == 0)
		return;
	for (sw = 0; sw < 4; sw++) {
		r.gran_void_must_trump = sw & 1;
		r.gran_must_head = sw >> 1 & 1;
		for (f = 0; f < 2; f++) {
			legal = baska_legal(&r, fams[f], cards, t, hand);
			if (legal == 0 || (legal & ~hand) != 0)
				abort();
			for (c = 0; c < BASKA_NCARDS; c++) {
				ok = baska_play_check(&r, fams[f], cards, t, hand, c, why, sizeof(why));
				if (ok != ((legal & CARD_BIT(c)) != 0) ||
				    (!ok && (why[0] == '\0' || ((hand & CARD_BIT(c)) &&
				    strstr(why, "§5.") == NULL))))
					abort();
			}
		}
	}
}

static void
words_check(const char *s, size_t n)
{
	const char	*w;
	int		 c, k;

	if ((c = baska_contract_parse(s, n)) >= 0) {
		w = baska_contract_word(c);
		if (baska_contract_parse(w, strlen(w)) != c)
			abort();
		w = baska_contract_label(c);
		if (baska_contract_parse(w, strlen(w)) != c)
			abort();
	}
	if ((k = baska_call_parse(s, n)) >= 0) {
		w = baska_call_word(k);
		if (baska_call_parse(w, strlen(w)) != k)
			abort();
		if (c >= 0 && (int)baska_call_contract(k) != c)
			abort();
	} else if (c >= 0 && c != BC_ZWYKLA && c != BC_CICHA)
		abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct errbuf	 err;
	int		 cards[16], n, i, back[16], eyes = 0;
	uint16_t	 set = 0;
	char		 buf[128];

	words_check((const char *)data, size);
	n = cards_parse((const char *)data, size, cards, 16, &err);
	if (n < 0)
		return 0;
	/* Parsed cards are distinct, and their canonical print parses back. */
	cards_format(cards, n, buf, sizeof(buf));
	if (cards_parse(buf, strlen(buf), back, 16, &err) != n)
		abort();
	for (i = 0; i < n; i++) {
		if (back[i] != cards[i] || cards[i] < 0 || cards[i] >= BASKA_NCARDS ||
		    (set & CARD_BIT(cards[i])))
			abort();
		set |= CARD_BIT(cards[i]);
		eyes += card_eyes(cards[i]);
	}
	if (set_count(set) != n || set_eyes(set) != eyes)
		abort();
	if (n > 0)
		trick_check(cards, n < 4 ? n : 4);
	legal_check(cards, n);
	return 0;
}
