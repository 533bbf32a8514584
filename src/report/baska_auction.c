/*
 * baska auction in words: the ruling on each call, then where the auction
 * stands (the contract, the sides and the kontras).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "baska.h"
#include "table.h"
#include "../rules/baska/baska.h"
#include "../util/i18n.h"

static void
kontras_str(int k, char *buf, size_t size)
{
	int	 i;

	if (k <= 0) {
		snprintf(buf, size, _("none"));
		return;
	}
	buf[0] = '\0';
	for (i = 0; i < k && i < 4; i++) {
		strncat(buf, i ? ", " : "", size - strlen(buf) - 1);
		strncat(buf, baska_kontra_names[i], size - strlen(buf) - 1);
	}
}

/* ------------------------------------------------------------ auction */

/* The seat (1-4) whose hand holds card, or 0. */
static int
holder(const uint16_t hands[4], int card)
{
	int	 i;

	for (i = 0; i < 4; i++)
		if (hands[i] & CARD_BIT(card))
			return i + 1;
	return 0;
}

void
baska_auction_print(struct baska_auction *a, const uint16_t *hands)
{
	struct baska_auction_result	 res;
	char				 kbuf[64];

	baska_auction_result(a, &res);
	if (!a->over) {
		printf(_("the bidding is still open: seat %d speaks next\n"), a->turn);
		if (a->contract != BC_NONE)
			printf(_("highest call so far: %s by seat %d\n"),
			    baska_contract_label(a->contract), a->declarer);
	} else if (res.contract == BC_NONE) {
		printf(_("contract: none called: zwykła, or cicha when one player holds Qc and Qs "
		    "(§3.2)\n"));
	} else if (res.contract == BC_ZWYKLA) {
		printf(_("contract: zwykła: Starzy seats %d (Qc) and %d (Qs) (§3.2)\n"),
		    hands != NULL ? holder(hands, CARD(SUIT_C, RANK_Q)) : res.declarer,
		    hands != NULL ? holder(hands, CARD(SUIT_S, RANK_Q)) : res.partner);
	} else if (res.contract == BC_CICHA) {
		printf(_("contract: cicha: seat %d holds Qc and Qs and plays alone (§3.2)\n"),
		    res.declarer);
	} else if (res.partner != 0) {
		printf(_("contract: %s by seat %d, partner seat %d\n"),
		    baska_contract_label(res.contract), res.declarer, res.partner);
	} else
		printf(_("contract: %s by seat %d%s\n"), baska_contract_label(res.contract),
		    res.declarer, baska_contract_is_solo(res.contract) ? _(" alone") : "");
	if (a->over || res.kontras > 0) {
		kontras_str(res.kontras, kbuf, sizeof(kbuf));
		if (!res.sides_known && res.kontra_calls > 0)
			printf(P_("kontras: %d kontra call; the effective kontras depend on who the "
			    "Starzy are (give --hands, §4.3)\n", "kontras: %d kontra calls; the effective "
			    "kontras depend on who the Starzy are (give --hands, §4.3)\n",
			    res.kontra_calls), res.kontra_calls);
		else if (res.kontra_calls > res.kontras)
			printf(_("kontras: %s (k = %d; %d kontra calls, same-side ones do not count, "
			    "§4.3)\n"), kbuf, res.kontras, res.kontra_calls);
		else
			printf(_("kontras: %s (k = %d)\n"), kbuf, res.kontras);
	}
}

int
baska_auction_table(struct baska_auction *a, const int *calls, int n)
{
	static const char *const head[] = { "#", "seat", "call", "ruling" };
	struct table	*t;
	char		 why[256], ruling[320], num[16], sbuf[16];
	int		 i, before, seat, bad = 0;

	t = table_alloc(4, head);
	for (i = 0; i < n; i++) {
		seat = a->turn;
		before = a->nkontra;
		why[0] = '\0';
		if (baska_auction_call(a, (enum baska_call)calls[i], why, sizeof(why)) < 0) {
			snprintf(ruling, sizeof(ruling), _("rejected: %s"), why);
			baska_auction_skip(a);	/* as in a record: the call took its turn */
			bad = 1;
		} else if (calls[i] == CALL_KONTRA)
			snprintf(ruling, sizeof(ruling), _("accepted (%s)"),
			    baska_kontra_names[(a->nkontra - 1) & 3]);
		else if (before > 0 && a->nkontra == 0)
			snprintf(ruling, sizeof(ruling), _("accepted (cancels the kontras, §4.3)"));
		else
			snprintf(ruling, sizeof(ruling), _("accepted"));
		snprintf(num, sizeof(num), "%d", i + 1);
		snprintf(sbuf, sizeof(sbuf), "%d", seat);
		table_add(t, (const char *const[]){ num, sbuf, baska_call_word(calls[i]), ruling });
	}
	table_align_right(t, 0);
	table_print(stdout, t, FMT_TEXT);
	table_free(t);

	return bad;
}
