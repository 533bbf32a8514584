/*
 * referee dice card: the cards of a game of a dice event, read by src/db
 * (dice_turn.c) and printed by src/report/dice.c.
 */
#include <string.h>

#include "cli.h"
#include "cmd_dice.h"
#include "commands.h"
#include "../db/db.h"
#include "../db/dicedb.h"
#include "../report/dice.h"
#include "../util/i18n.h"

/* Opens the database and finds a dice event with its rules; 0 or an exit status. */
int
dice_cli_event_open(const char *name, struct db **db, struct db_event *ev, void *r)
{
	return league_game_event(name, "dice", _("event '%s' is a %s event; dice games belong"
	    " to an event added with 'referee event add --game dice'"), db_dice_rules, r, db,
	    ev);
}

/* --game N */
static int
game_number_opt(int ch, const char *arg, void *ctx)
{
	(void)ch;
	return league_number(NT_("--game"), arg, 1, 1000000, ctx) == -1 ? EXIT_USAGE : 0;
}

/* dice card EVENT --game N [-f text|csv] (cli_drive, N in x->data). */
static int
card(struct cmd_ctx *x)
{
	struct db_dice_entry	 e;
	struct db_event		 ev;
	struct dice_rules	 r;
	struct db		*db;
	struct errbuf		 err;
	int			 rc, number = *(int *)x->data;

	if (x->argc != 1 || number == 0)
		return cli_usage_error();
	if ((rc = dice_cli_event_open(x->argv[0], &db, &ev, &r)) != 0)
		return rc;
	memset(&e, 0, sizeof(e));
	err_clear(&err);
	if ((rc = db_dice_game_load(db, &ev, number, &r, &e, &err)) != 1)
		rc = cli_errx(rc == 0 ? EXIT_USAGE : EXIT_SYS, "%s", err.msg);
	else {
		dice_game_card_show(ev.name, number, ev.ruleset_name, &r, &e.g, &e.v,
		    x->o->format);
		rc = EXIT_OK;
	}
	db_dice_entry_free(&e);
	db_close(db);
	return rc;
}

CMD_ENTRY_WITH(cmd_dice_card, card, game_number_opt, int)
