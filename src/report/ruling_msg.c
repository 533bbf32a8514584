/*
 * The message table of the judges' rulings, one row a message id
 * (rules/msg.h): its msgid (N_, or NP_ with its plural msgid) and the
 * 1-based argument whose count picks the plural form. The msgids keep
 * the words the judges printed before (their translations in po/pl.po).
 */
#include "../util/i18n.h"
#include "ruling.h"

const struct ruling_msg ruling_msgs[RM__COUNT] = {
	[RM_NONE] = { NULL, NULL, 0 },

	/* Generał */
	[RM_DICE_THROWS] = { NP_("%s: %d throw, but at most %d are allowed (§1)",
	    "%s: %d throws, but at most %d are allowed (§1)"), 2 },
	[RM_DICE_KEPT_NOT_THROWN] = {
	    N_("%s: the kept dice %s are not in the throw before, %s (§1)"), NULL, 0 },
	[RM_DICE_KEPT_LOST] = {
	    N_("%s: the kept dice %s are missing from the next throw, %s (§1)"), NULL, 0 },
	[RM_DICE_CARD_FULL] = {
	    N_("%s: the card is full, all 13 boxes already filled (§1)"), NULL, 0 },
	[RM_DICE_BOX_USED] = { NP_("%s: box %s already used (%d point); a box is used once (§1)",
	    "%s: box %s already used (%d points); a box is used once (§1)"), 3 },
	[RM_DICE_BOX_NOT_ALLOWED_WHY] = { N_("%s: box %s not allowed, allowed: %s; %s"), NULL, 0 },
	[RM_DICE_BOX_NOT_ALLOWED] = { N_("%s: box %s not allowed, allowed: %s"), NULL, 0 },
	[RM_DICE_POINTS] = { NP_("%s: %d point written in box %s, but %d are due (§5)",
	    "%s: %d points written in box %s, but %d are due (§5)"), 2 },
	[RM_DICE_ORDER] = {
	    N_("%s: it is the turn of %s (the order of the Players tag, §1)"), NULL, 0 },
	[RM_DICE_CARD_OPEN] = { N_("%s: the card is not full (turns played: %d), open boxes: %s; "
	    "the game ends when all 13 are filled (§1)"), NULL, 0 },

	/* Rybaření */
	[RM_RYB_OR] = { N_(" or "), NULL, 0 },
	[RM_RYB_NOT_ON_TABLE] = { N_("%s%s+%s: no %s on the table (§4)"), NULL, 0 },
	[RM_RYB_NO_PAIR_GEE] = { N_("%s%s and %s do not pair: with gee_joon_exclusive "
	    "1-2 and 2-4 pair only with each other (§4, pairing)"), NULL, 0 },
	[RM_RYB_NO_PAIR] = {
	    N_("%s%s and %s do not pair: %d and %d pips (§4, pairing)"), NULL, 0 },
	[RM_RYB_STACKED] = { N_("%s%s lies stacked three high: only the fourth %s catches it "
	    "(§3, triple stack)"), NULL, 0 },
	[RM_RYB_HAND_PAIR] = { N_("%s from the hand with %s on the table"), NULL, 0 },
	[RM_RYB_STACK_OFF] = { N_("stacked %s: stacking is not played "
	    "under these rules (§3, triple stack)"), NULL, 0 },
	[RM_RYB_NOT_IN_HAND] = { N_("has no %s in the hand (§4)"), NULL, 0 },
	[RM_RYB_STACK_TWO] = { N_("stacked %s: a tile joins exactly two "
	    "identical tiles on the table (§3, triple stack)"), NULL, 0 },
	[RM_RYB_PAIR66_OFF] = { N_("laid out a pair of 6-6: this is not "
	    "played under these rules (§3, 6-6 pair)"), NULL, 0 },
	[RM_RYB_PAIR66_LATE] = { N_("laid out a pair of 6-6: a dealt "
	    "pair is laid out on the player's first turn only (§3, 6-6 pair)"), NULL, 0 },
	[RM_RYB_PAIR66_UNDEALT] = { N_("laid out a pair of 6-6, but "
	    "was not dealt two 6-6 (§3, 6-6 pair)"), NULL, 0 },
	[RM_RYB_MUST_PLAY] = { N_("played no tile from the hand: "
	    "under hand_play must_play one is played every turn (§3, hand play)"), NULL, 0 },
	[RM_RYB_MUST_CATCH] = { N_("could pair %s, and "
	    "\"Může-li hráč spojit dvě kostky do páru, bere si tento pár\" "
	    "(rules as printed, item 6; hand_play must_catch, §4, hand pair)"), NULL, 0 },
	[RM_RYB_HAND_LAY] = { N_("laid %s from the hand on the "
	    "table: a hand tile is played only to pair with a table tile (§4)"), NULL, 0 },
	[RM_RYB_DRAW] = { N_("drew %s, but the next tile of the wall "
	    "is %s (§1, the wall)"), NULL, 0 },
	[RM_RYB_DRAWN_STACK_TWO] = { N_("drawn %s stacked: a tile joins exactly two identical "
	    "tiles on the table (§3, triple stack)"), NULL, 0 },
	[RM_RYB_DRAWN_STACK_OFF] = { N_("drawn %s stacked: stacking is not played under "
	    "these rules (§3, triple stack)"), NULL, 0 },
	[RM_RYB_COMPULSORY] = { N_("drawn %s could catch %s on the "
	    "table, but was laid on the table (§4, compulsory)"), NULL, 0 },
	[RM_RYB_AFTER_END] = { N_("the wall is used up: the game "
	    "ended before this turn (§1, end)"), NULL, 0 },
	[RM_RYB_ORDER] = { N_("played out of turn: it was player "
	    "%d's turn (§1, turn order)"), NULL, 0 },
	[RM_RYB_UNFINISHED] = { NP_("the wall still holds %d tile: the game ends "
	    "only when the wall is used up (§1, end)", "the wall still holds %d tiles: the "
	    "game ends only when the wall is used up (§1, end)"), 1 },
};
