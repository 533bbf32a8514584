/*
 * referee manewry check | play | board: Manewry Morskie (referee-manewry(7)). The
 * rules are in src/rules/manewry, the record format in src/notation/mm.c,
 * the words in src/report/manewry.c, live play's parts in the row
 * (src/games/manewry.c); this file reads options, prints and exits.
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "game_store.h"
#include "cmd_manewry.h"
#include "live.h"
#include "../util/stream.h"
#include "../notation/mm.h"
#include "../report/manewry.h"
#include "../rules/manewry/manewry.h"

/* --------------------------------------------------------------- common */

/*
 * The rules: --ruleset (preset or file), else the record's Ruleset tag (a
 * preset name only), else manewry; then --map. Returns 0 or an exit status.
 */
int
manewry_cli_rules(const char *ruleset, const char *map, const struct mm_header *h,
    const char *file, struct mm_rules *r, const char **name)
{
	const struct kv_preset	*p;
	struct errbuf		 err;
	int			 rc;

	*name = NULL;
	if (ruleset != NULL) {
		if ((rc = cli_ruleset(&manewry_ruleset_game, ruleset, r)) != 0)
			return rc;
		if ((p = kv_preset_find(&manewry_ruleset_game, ruleset)) != NULL)
			*name = p->name;
	} else if (mm_header_rules(h, r, name, &err) == -1)
		return cli_err_at(EXIT_USAGE, file, &err);
	if (map != NULL) {
		*name = NULL;
		return live_load(map, mm_map_file_read, r);
	}
	return 0;
}

/* ---------------------------------------------------------------- check */

static int
check_file(const char *path, const char *ruleset, const char *map, int canonical,
    struct manewry_check_out *co)
{
	struct mm_reader	 rd;
	struct mm_header	 h;
	struct mm_rules		*r;
	struct strbuf		 sb = { 0 };
	struct errbuf		 err;
	const char		*file = strcmp(path, "-") == 0 ? "<stdin>" : path, *name;
	char			*buf;
	size_t			 len;
	int			 rc;

	err_clear(&err);
	if (tstream_slurp(path, STREAM_RECORD_MAX, &buf, &len, &err) == -1)
		return cli_err_at(EXIT_USAGE, path, &err);
	mm_reader_init(&rd, buf, len);
	r = xmalloc(sizeof(*r));
	if (mm_read_header(&rd, &h, &err) == -1)
		rc = cli_err_at(EXIT_USAGE, file, &err);
	else if (canonical) {
		err_clear(&err);
		if ((rc = mm_canonical(buf, len, &sb, &err)) == 0)
			fputs(sb_str(&sb), stdout);
		else
			rc = cli_err_at(EXIT_USAGE, file, &err);
		sb_free(&sb);
	} else if ((rc = manewry_cli_rules(ruleset, map, &h, file, r, &name)) != 0)
		;
	else if (mm_header_setups(&rd, &h, &err) == -1 ||
	    (rc = manewry_check_game(co, file, &rd, &h, r, name ? name : ruleset ? ruleset :
	    "manewry", &err)) == -1)
		rc = cli_err_at(EXIT_USAGE, file, &err);
	else
		rc = rc ? EXIT_RULE : EXIT_OK;
	free(r);
	free(buf);
	return rc;
}

/* The specs of manewry check and board: --map FILE, the shared options placed. */
static const struct cli_option manewry_check_options[] = {
	{ { "map", required_argument, NULL, 'm' }, "FILE" },
	{ { "format", required_argument, NULL, 'f' }, "-text|csv" },
	{ { "canonical", no_argument, NULL, 'c' }, NULL },
	{ { NULL, 0, NULL, 0 }, NULL }
};
static const struct cli_option manewry_board_options[] = {
	{ { "map", required_argument, NULL, 'm' }, "FILE" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

/* Every record of the files judged; the output gathered and printed at the end. */
static int
manewry_check_run(struct cmd_ctx *x)
{
	struct manewry_check_out	 co;
	int			 i, rc, worst = EXIT_OK, canonical = x->o->canonical;

	if (x->argc < 1)
		return cli_errx(EXIT_USAGE, _("manewry check: expected a record FILE (- reads stdin)"));
	manewry_check_begin(&co, x->o->format);
	for (i = 0; i < x->argc; i++) {
		if (i > 0)
			manewry_check_next_file(&co);
		rc = check_file(x->argv[i], x->o->ruleset, cmd_arg(x, "map"), canonical, &co);
		if (rc == EXIT_USAGE || rc == EXIT_SYS) {
			worst = rc;
			break;
		}
		if (rc > worst)
			worst = rc;
	}
	if (worst != EXIT_USAGE && worst != EXIT_SYS && !canonical)
		manewry_check_print(&co);
	manewry_check_free(&co);
	if (fflush(stdout) == EOF && errno != EPIPE)
		return cli_errx(EXIT_SYS, _("cannot write the output: %s"), strerror(errno));
	return worst;
}
static CMD_ENTRY(cmd_manewry_check, manewry_check_run)

/* ----------------------------------------------------------------- play */

/* manewry play's spec; its parts are the row's. */
static const struct cli_option manewry_play_options[] = {
	{ { "map", required_argument, NULL, 'm' }, "FILE" },
	{ { "setup1", required_argument, NULL, '1' }, "FILE" },
	{ { "setup2", required_argument, NULL, '2' }, "+FILE" },
	{ { "first", required_argument, NULL, 'F' }, "1|2" },
	{ { "players", required_argument, NULL, 'p' }, "\n                  \"A; B\"" },
	{ { "record", required_argument, NULL, 'o' }, "-FILE" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

/* ---------------------------------------------------------------- board */

/* The map of the ruleset, or of --map, with its key (src/report/manewry.c). */
static int
manewry_board_run(struct cmd_ctx *x)
{
	struct mm_rules	 r;
	const char	*name;
	int		 rc;

	if (x->argc != 0)
		return cli_errx(EXIT_USAGE, _("manewry board: no arguments expected"));
	if ((rc = manewry_cli_rules(x->o->ruleset, cmd_arg(x, "map"), NULL, NULL, &r, &name)) != 0)
		return rc;
	manewry_map_print(&r.map, 1);
	return EXIT_OK;
}
static CMD_ENTRY(cmd_manewry_board, manewry_board_run)

const struct command manewry_commands[] = {
	{ "add", game_store_cmd_add, GAME_STORE_ADD_ARGS, GAME_STORE_ADD_SUMMARY, NULL,
	    GAME_STORE_ADD_HELP, 0, GAME_STORE_ADD_OPTS },
	{ "board", cmd_manewry_board, "",
	    N_("print the board map with its squares"), NULL,
	    N_("Prints the map of the ruleset (default: the placeholder board of the\n"
	    "rulebook, §6) with column letters and row numbers, so players can check\n"
	    "the squares they use. --map FILE reads another map in the same grid form.\n"),
	CO_RULESET, manewry_board_options },
	{ "check", cmd_manewry_check,
	    "FILE...",
	    N_("replay .mm records: every turn ruled, every combat resolved"), NULL,
	    N_("Replays each record against both setups: every move, attack, clearing and\n"
	    "mine, every combat with the cell of the combat table (§4), internments in\n"
	    "neutral waters and the winner. An illegal turn is void and spends the\n"
	    "player's turn. CSV columns: turn,player,unit,from,to,action,target,result,\n"
	    "removed,violation,mine,note. Exit 0 all legal, 1 a rule broken, 2 bad input.\n"
	    "--canonical prints each record back in canonical form instead.\n"),
	    CO_RULESET | CO_FORMAT | CO_CANONICAL, manewry_check_options },
	{ "play", live_cmd_play, "",
	    N_("referee a live game: hidden setups, typed turns, combats resolved"), NULL,
	    N_("Holds both setups (files of CODE SQUARE pairs, or one line each at a prompt)\n"
	    "and reads one turn a line from standard input, as in a .mm record:\n"
	    "  [PLAYER:] FROM-TO[-TO...] [x TARGET | clear TARGET] [mine SQUARE]\n"
	    "An illegal turn is refused with the reason and may be typed again; an\n"
	    "attack reveals the two units and names the cell of the combat table (§4).\n"
	    "'show 1' / 'show 2' print the board as that player may see it, 'board' the\n"
	    "map, 'help' (or 'pomoc') says what may be typed, 'quit' (or 'koniec')\n"
	    "stops. -o FILE writes the .mm record as the game goes.\n"
	    "Exit 0 when the game ended, 1 when the input ended first.\n"),
	    CO_RULESET, manewry_play_options },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};
