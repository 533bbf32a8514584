/*
 * The message ids of the judges' rulings: a judge names one (ruling_say,
 * rules/game.h) with its arguments; the words, their plural forms and the
 * order of the arguments live in one table, report/ruling_msg.c, one row
 * an id, in this order. Pure: no words here.
 */
#ifndef RULES_MSG_H
#define RULES_MSG_H

enum rmsg {
	RM_NONE,

	/* Generał (rules/dice/judge.c) */
	RM_DICE_THROWS,			/* name, throws, most */
	RM_DICE_KEPT_NOT_THROWN,	/* name, kept, throw before */
	RM_DICE_KEPT_LOST,		/* name, kept, next throw */
	RM_DICE_CARD_FULL,		/* name */
	RM_DICE_BOX_USED,		/* name, box, its points */
	RM_DICE_BOX_NOT_ALLOWED_WHY,	/* name, box, allowed boxes, why */
	RM_DICE_BOX_NOT_ALLOWED,	/* name, box, allowed boxes */
	RM_DICE_POINTS,			/* name, points written, box, points due */
	RM_DICE_ORDER,			/* name, name whose turn it is */
	RM_DICE_CARD_OPEN,		/* name, turns played, open boxes */

	RM__COUNT
};

#endif /* RULES_MSG_H */
