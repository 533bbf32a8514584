/*
 * referee dice card: the cards of a game of a dice event, read by src/db
 * (dice_turn.c) and printed by src/report/dice.c.
 */
#include <string.h>

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
	struct db_dice_entry	 e;
	struct errbuf		 err;
	int			 rc, number = (int)cmd_int(x, "game");

	memset(&e, 0, sizeof(e));
	err_clear(&err);
	if ((rc = db_dice_game_load(x->db, x->ev, number, x->rules, &e, &err)) != 1)
		rc = cli_errx(rc == 0 ? EXIT_USAGE : EXIT_SYS, "%s", err.msg);
	else {
		dice_game_card_show(x->ev->name, number, x->ev->ruleset_name, x->rules, &e.g,
		    &e.v, x->o->format);
		rc = EXIT_OK;
	}
	db_dice_entry_free(&e);
	return rc;
}

CMD_ENTRY(cmd_dice_card, card)
