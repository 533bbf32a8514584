/*
 * referee dice card: the cards of a game of a dice event, read by src/db
 * (dice_turn.c) and printed by src/report/dice_turn.c's run.
 */
#include "cli.h"
#include "cmd_dice.h"
#include "../db/db.h"
#include "../db/dicedb.h"
#include "../report/dice.h"
#include "../util/i18n.h"

const struct cmd_event_game dice_event_game = { "dice", N_("event '%s' is a %s event; dice "
    "games belong to an event added with 'referee event add --game dice'"), db_dice_rules,
    sizeof(struct dice_rules) };

/* dice card EVENT --game N [-f text|csv] (cli_drive: the event, its rules). */
static int
card(struct cmd_ctx *x)
{
	return dice_card_run(x->db, x->ev, (int)cmd_int(x, "game"), x->rules, x->o->format,
	    cli_err_at);
}

CMD_ENTRY(cmd_dice_card, card)
