/* The auction as a state machine (§4): order, end, hierarchy, kontras. */
#include <string.h>

#include "baska.h"
#include "../msg.h"
#include "../../util/i18n.h"

#define QC	CARD(SUIT_C, RANK_Q)
#define QS	CARD(SUIT_S, RANK_Q)
#define QUEENS	(CARD_BIT(QC) | CARD_BIT(QS) | CARD_BIT(CARD(SUIT_H, RANK_Q)) | \
		 CARD_BIT(CARD(SUIT_D, RANK_Q)))
#define BLACK_QUEENS	(CARD_BIT(QC) | CARD_BIT(QS))

static const char *const ordinals[] = {
	N_("zeroth"), N_("first"), N_("second"), N_("third"), N_("fourth"), N_("fifth"),
	N_("sixth"), N_("seventh"), N_("eighth"), N_("ninth"),
};

void
baska_auction_init(struct baska_auction *a, const struct baska_rules *r, int forehand,
    const uint16_t *hands)
{
	memset(a, 0, sizeof(*a));
	a->rules = r;
	a->forehand = forehand >= 1 && forehand <= 4 ? forehand : 1;
	a->turn = a->forehand;
	if (hands != NULL) {
		a->have_hands = 1;
		memcpy(a->hands, hands, sizeof(a->hands));
	}
}

/* Seat (1..4) holding card, or 0. */
static int
holder(const struct baska_auction *a, int card)
{
	int	 s;

	for (s = 0; s < 4; s++)
		if (a->hands[s] & CARD_BIT(card))
			return s + 1;
	return 0;
}

/* Whether the call by seat breaks a rule other than the speaking order. */
static int
call_rule(const struct baska_auction *a, int seat, enum baska_call call, char *why, size_t whysz)
{
	const struct baska_rules *r = a->rules;
	enum baska_contract	 cc;
	uint16_t		 hand = a->hands[seat - 1];

	switch (call) {
	case CALL_PASS:
		return 0;
	case CALL_ASK:
		if (!r->allow_ask) {
			ruling_words(why, whysz, RM_BA_ASK_OFF, NULL, 0);
			return -1;
		}
		if (a->ncalls != 0 || seat != a->forehand) {
			ruling_words(why, whysz, RM_BA_ASK_FOREHAND, NULL, 0);
			return -1;
		}
		return 0;
	case CALL_KONTRA:
		if (a->nkontra >= r->max_kontra_calls) {
			RULING_WORDS(why, whysz, RM_BA_KONTRA_MAX,
			    RARG_W(ordinals[a->nkontra + 1 < 10 ? a->nkontra + 1 : 9]),
			    RARG_I(r->max_kontra_calls));
			return -1;
		}
		if (a->nkontra == 0 && a->contract != BC_NONE &&
		    baska_contract_is_solo(a->contract) && seat == a->declarer) {
			ruling_words(why, whysz, RM_BA_KONTRA_SOLOIST, NULL, 0);
			return -1;
		}
		if (a->nkontra == 0 && a->contract == BC_NONE && r->cicha_is_solo &&
		    a->have_hands && (hand & BLACK_QUEENS) == BLACK_QUEENS) {
			ruling_words(why, whysz, RM_BA_KONTRA_CICHA, NULL, 0);
			return -1;
		}
		return 0;
	default:
		break;
	}
	if ((unsigned)call >= CALL__COUNT) {
		ruling_words(why, whysz, RM_BA_UNKNOWN, NULL, 0);
		return -1;
	}
	cc = baska_call_contract(call);
	if (baska_contract_family(cc) == FAM_GRAN && !r->allow_gran) {
		RULING_WORDS(why, whysz, RM_BA_GRAN_OFF, RARG_S(baska_contract_label(cc)));
		return -1;
	}
	if (a->contract != BC_NONE && cc <= a->contract) {
		RULING_WORDS(why, whysz, RM_BA_NOT_HIGHER, RARG_S(baska_contract_label(cc)),
		    RARG_S(baska_contract_label(a->contract)));
		return -1;
	}
	if (cc == BC_WESELE && a->have_hands && (hand & BLACK_QUEENS) != BLACK_QUEENS) {
		ruling_words(why, whysz, RM_BA_WESELE_QUEENS, NULL, 0);
		return -1;
	}
	if (cc == BC_WESELE && r->wedding_first_call_only && a->spoke[seat - 1]) {
		ruling_words(why, whysz, RM_BA_WESELE_FIRST, NULL, 0);
		return -1;
	}
	if (cc == BC_BASKA && a->have_hands && (hand & QUEENS) != QUEENS) {
		ruling_words(why, whysz, RM_BA_BASKA_QUEENS, NULL, 0);
		return -1;
	}
	return 0;
}

int
baska_auction_call_at(struct baska_auction *a, int seat, enum baska_call call, char *why,
    size_t whysz)
{
	enum baska_contract	 cc;
	int			 keep;

	if (why && whysz)
		why[0] = '\0';
	if (a->over) {
		ruling_words(why, whysz, RM_BA_ENDED, NULL, 0);
		return -1;
	}
	if (seat < 1 || seat > 4) {
		RULING_WORDS(why, whysz, RM_BA_NO_SEAT, RARG_I(seat));
		return -1;
	}
	if (call_rule(a, seat, call, why, whysz) == -1)
		return -1;
	if (seat != a->turn) {
		RULING_WORDS(why, whysz, RM_BA_TURN, RARG_I(a->turn), RARG_I(seat));
		return -1;
	}
	if (call != CALL_ASK)
		a->spoke[seat - 1] = 1;
	switch (call) {
	case CALL_PASS:
		a->passes++;
		break;
	case CALL_ASK:
		break;
	case CALL_KONTRA:
		a->kontra_seat[a->nkontra++] = seat;
		a->has_call = 1;
		a->passes = 0;
		break;
	default:
		cc = baska_call_contract(call);
		/*
		 * §8 #9: a higher contract cancels the kontras. With
		 * du_cancels_kontras off, the one exception is the soloist
		 * adding "DU" to his own zolo or gran (§3.4): the same game
		 * raised, so its kontras stay.
		 */
		keep = !a->rules->du_cancels_kontras && a->declarer == seat &&
		    ((a->contract == BC_ZOLO && cc == BC_ZOLO_DU) ||
		    (a->contract == BC_GRAN && cc == BC_GRAN_DU));
		if (!keep)
			a->nkontra = 0;
		a->contract = cc;
		a->declarer = seat;
		a->has_call = 1;
		a->passes = 0;
		break;
	}
	a->ncalls++;
	a->turn = seat % 4 + 1;
	a->over = (!a->has_call && a->passes == 4) || (a->has_call && a->passes == 3);
	return 0;
}

int
baska_auction_call(struct baska_auction *a, enum baska_call call, char *why, size_t whysz)
{
	return baska_auction_call_at(a, a->turn, call, why, whysz);
}

void
baska_auction_skip(struct baska_auction *a)
{
	a->turn = a->turn % 4 + 1;
}

int
baska_wedding_partner(const uint16_t hands[4], int caller)
{
	static const int jacks[3] = { CARD(SUIT_C, RANK_J), CARD(SUIT_S, RANK_J),
	    CARD(SUIT_H, RANK_J) };
	int	 i, s;

	if (caller < 1 || caller > 4)
		return 0;
	for (i = 0; i < 3; i++) {
		if (hands[caller - 1] & CARD_BIT(jacks[i]))
			continue;
		for (s = 0; s < 4; s++)
			if (hands[s] & CARD_BIT(jacks[i]))
				return s + 1;
	}
	return 0;
}

void
baska_auction_result(const struct baska_auction *a, struct baska_auction_result *res)
{
	int	 side[4] = { 0 }, i, qc, qs, prev;

	memset(res, 0, sizeof(*res));
	res->contract = a->contract;
	res->declarer = a->declarer;
	res->kontra_calls = a->nkontra;
	res->sides_known = 1;
	if (a->contract == BC_NONE) {
		if (a->have_hands) {
			qc = holder(a, QC);
			qs = holder(a, QS);
			res->declarer = qc;
			if (qc == qs)
				res->contract = BC_CICHA;
			else {
				res->contract = BC_ZWYKLA;
				res->partner = qs;
			}
		} else
			res->sides_known = 0;
	} else if (a->contract == BC_WESELE) {
		if (a->have_hands)
			res->partner = baska_wedding_partner(a->hands, a->declarer);
		else
			res->sides_known = 0;
	}
	if (!res->sides_known) {
		/* Sides unknown: every kontra call counts (an upper bound on k). */
		res->kontras = a->nkontra;
		return;
	}
	if (res->declarer)
		side[res->declarer - 1] = 1;
	if (res->partner)
		side[res->partner - 1] = 1;
	prev = -1;
	for (i = 0; i < a->nkontra; i++) {
		if (side[a->kontra_seat[i] - 1] != prev)
			res->kontras++;
		prev = side[a->kontra_seat[i] - 1];
	}
}
