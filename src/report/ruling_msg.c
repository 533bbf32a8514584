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
};
