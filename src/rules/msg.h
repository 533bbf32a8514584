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

	RM__COUNT
};

#endif /* RULES_MSG_H */
