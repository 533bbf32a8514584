/*
 * The message table of the judges' rulings, one row a message id
 * (rules/msg.h): its msgid (N_, or NP_ with its plural msgid) and the
 * 1-based argument whose count picks the plural form. The msgids keep
 * the words the judges printed before (their translations in po/pl.po).
 */
#include "../util/i18n.h"
#include "ruling.h"

#define RULING_MSG(id, ...)	[id] = { __VA_ARGS__ },
const struct ruling_msg ruling_msgs[RM__COUNT] = {
#include "ruling_msg.def"
};
#undef RULING_MSG
