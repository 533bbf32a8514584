/*
 * referee dice start | turn: a dice game entered turn by turn at the table.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_dice.h"
#include "commands.h"
#include "../db/db.h"
#include "../db/dice.h"
#include "../notation/gdr.h"
#include "../report/table.h"
#include "../rules/dice/dice.h"

int
cmd_dice_start(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "by", required_argument, NULL, 'b' },
		{ NULL, 0, NULL, 0 }
	};
	struct db_event		 ev;
	struct dice_rules	 r;
	struct dice_game	 g;
	struct db		*db;
	struct errbuf		 err;
	struct strbuf		 hdr = { 0 };
	const char		*by = NULL;
	int64_t			 entry, game, players[DB_DICE_PLAYERS];
	int			 ch, i, rc, number = 0;

	while ((ch = getopt_long(argc, argv, "b:", longopts, NULL)) != -1) {
		if (ch != 'b')
			return EXIT_USAGE;
		by = optarg;
	}
	argc -= optind;
	argv += optind;
	if (argc < 2)
		return cli_usage_error();
	if (argc - 1 > DB_DICE_PLAYERS)
		return cli_errx(EXIT_USAGE, "a game has at most %d players", DB_DICE_PLAYERS);
	/* The names must make a valid Players tag: the turns are judged as a record. */
	sb_adds(&hdr, "[Players \"");
	for (i = 1; i < argc; i++) {
		if (strpbrk(argv[i], ";\"\n") != NULL) {
			sb_free(&hdr);
			return cli_errx(EXIT_USAGE, "player '%s': a name may not contain ';', '\"'"
			    " or a line break", argv[i]);
		}
		sb_addf(&hdr, "%s%s", i > 1 ? "; " : "", argv[i]);
	}
	sb_adds(&hdr, "\"]\n");
	memset(&g, 0, sizeof(g));
	err_clear(&err);
	rc = gdr_parse(sb_str(&hdr), hdr.len, &g, &err);
	sb_free(&hdr);
	dice_game_free(&g);
	if (rc == -1)
		return cli_errx(EXIT_USAGE, "players: %s", err.msg);
	if ((rc = dice_cli_event_open(argv[0], &db, &ev, &r)) != 0)
		return rc;
	rc = 0;
	if (db_begin(db, &err) == -1) {
		rc = -1;
		goto fail;
	}
	for (i = 1; i < argc; i++)
		if ((rc = db_player_get(db, argv[i], 1, &players[i - 1], &err)) != 1) {
			rc = -1;
			goto fail;
		}
	if ((rc = league_entry(db, by, NULL, "dice start", &entry, &err)) != 0 ||
	    (rc = db_dice_game_add(db, ev.id, &number, argc - 1, players, &r, NULL, entry,
	    &game, &err)) != 0)
		goto fail;
	if (db_commit(db, &err) == -1) {
		rc = -1;
		goto fail;
	}
	db_close(db);
	printf("game %d:", number);
	for (i = 1; i < argc; i++)
		printf("%s %s", i > 1 ? "," : "", argv[i]);
	printf(" (enter turns with 'referee dice turn')\n");
	return EXIT_OK;
fail:
	db_rollback(db);
	db_close(db);
	return league_status(rc, &err);
}

/*
 * The stored game as a record, followed by one more turn line for player
 * with text unless text is NULL; *line is set to the line of that turn.
 */
void
dice_cli_turn_record(const struct db_dice_game *dg, int player, const char *text, struct strbuf *sb,
    int *line)
{
	size_t	 i;
	int	 p;

	sb_adds(sb, "[Players \"");
	for (p = 0; p < dg->nplayers; p++)
		sb_addf(sb, "%s%s", p ? "; " : "", dg->name[p]);
	sb_adds(sb, "\"]\n\n");
	for (i = 0; i < dg->nturns; i++)
		sb_addf(sb, "%s: %s -> %s\n", dg->name[dg->turn[i].position - 1],
		    dg->turn[i].throws, dice_box_id(dg->turn[i].box));
	if (text != NULL)
		sb_addf(sb, "%s: %s\n", dg->name[player], text);
	*line = 3 + (int)dg->nturns;
}

int
cmd_dice_turn(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "game", required_argument, NULL, 'g' },
		{ "by", required_argument, NULL, 'b' },
		{ NULL, 0, NULL, 0 }
	};
	struct db_event		 ev;
	struct dice_rules	 r;
	struct db_dice_game	 dg;
	struct dice_game	 g;
	struct dice_verdict	 v;
	struct dice_card	*cards = NULL;
	struct dice_options	 o;
	struct dice_totals	 t;
	struct db		*db;
	struct errbuf		 err;
	struct strbuf		 rec = { 0 };
	const struct dice_turn	*nt;
	const char		*by = NULL;
	char			 a[2 * DB_NAME_MAX], b[2 * DB_NAME_MAX], why[512];
	int64_t			 entry;
	int			 ch, rc, number = 0, player = -1, line, shift, p, bad = 0;
	size_t			 i;

	while ((ch = getopt_long(argc, argv, "g:b:", longopts, NULL)) != -1) {
		switch (ch) {
		case 'g':
			if (league_number("--game", optarg, 1, 1000000, &number) == -1)
				return EXIT_USAGE;
			break;
		case 'b':
			by = optarg;
			break;
		default:
			return EXIT_USAGE;
		}
	}
	argc -= optind;
	argv += optind;
	if (argc != 3 || number == 0)
		return cli_usage_error();
	if (strchr(argv[2], '\n') != NULL)
		return cli_errx(EXIT_USAGE, "turn: one turn on one line expected");
	if ((rc = dice_cli_event_open(argv[0], &db, &ev, &r)) != 0)
		return rc;
	memset(&dg, 0, sizeof(dg));
	memset(&g, 0, sizeof(g));
	memset(&v, 0, sizeof(v));
	err_clear(&err);
	/*
	 * Judge under the write lock, so that a turn entered meanwhile at
	 * another terminal is among the turns before this one.
	 */
	if (db_begin(db, &err) == -1) {
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	if ((rc = db_dice_game_get(db, ev.id, number, &dg, &err)) != 1) {
		rc = rc == 0 ? cli_errx(EXIT_USAGE, "%s: no game %d (start one with 'referee dice"
		    " start')", ev.name, number) : cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	if (dg.from_file) {
		rc = cli_errx(EXIT_USAGE, "%s: game %d was added from a record; turns are entered"
		    " into games begun with 'referee dice start'", ev.name, number);
		goto out;
	}
	text_fold(argv[1], strlen(argv[1]), a, sizeof(a));
	for (p = 0; p < dg.nplayers && player < 0; p++) {
		text_fold(dg.name[p], strlen(dg.name[p]), b, sizeof(b));
		if (strcmp(a, b) == 0)
			player = p;
	}
	if (player < 0) {
		rc = cli_errx(EXIT_USAGE, "%s: '%s' does not play in game %d", ev.name, argv[1],
		    number);
		goto out;
	}

	/* Judge the stored turns and this one as one record. */
	dice_cli_turn_record(&dg, player, argv[2], &rec, &line);
	shift = text_col(dg.name[player], dg.name[player] + strlen(dg.name[player])) + 1;
	if (gdr_parse(sb_str(&rec), rec.len, &g, &err) == -1) {
		if (err.line == line) {
			err.line = 1;
			err.col = err.col > shift ? err.col - shift : 0;
		}
		rc = cli_err_at(EXIT_USAGE, "turn", &err);
		goto out;
	}
	if (g.nturns != dg.nturns + 1) {
		rc = cli_errx(EXIT_USAGE, "turn: one turn expected");
		goto out;
	}
	nt = &g.turns[g.nturns - 1];
	dice_judge(&r, &g, &v);
	for (i = 0; i < v.rulings.n; i++) {
		/* The turns before were judged when entered; a card not yet full is no fault. */
		if (v.rulings.r[i].line != line || v.rulings.r[i].col <= 0)
			continue;
		err.line = 1;
		err.col = v.rulings.r[i].col > shift ? v.rulings.r[i].col - shift : 0;
		fmt_buf(err.msg, sizeof(err.msg), "%s", v.rulings.r[i].text);
		cli_err_at(EXIT_RULE, "turn", &err);
		bad = 1;
	}
	if (bad) {
		rc = cli_errx(EXIT_RULE, "%s, game %d: turn refused, nothing entered", ev.name,
		    number);
		goto out;
	}

	cards = xcalloc((size_t)g.nplayers, sizeof(*cards));
	for (i = 0; i + 1 < g.nturns; i++)
		dice_card_enter(&r, &cards[g.turns[i].player], g.turns[i].dice[g.turns[i].nthrows - 1],
		    g.turns[i].box);
	dice_options(&r, &cards[player], nt->dice[nt->nthrows - 1], &o);
	dice_options_explain(&r, &cards[player], nt->dice[nt->nthrows - 1], &o, why, sizeof(why));
	memset(cards, 0, (size_t)g.nplayers * sizeof(*cards));
	if ((rc = league_entry(db, by, NULL, "dice turn", &entry, &err)) != 0 ||
	    (rc = dice_cli_turns_store(db, dg.id, &r, &g, cards, dg.nturns, entry, &err)) != 0 ||
	    (rc = dice_cli_totals_agree(db, ev.id, number, &r, cards, &err)) != 0)
		goto fail;
	if (db_commit(db, &err) == -1) {
		rc = -1;
		goto fail;
	}
	dice_card_totals(&r, &cards[player], &t);
	printf("game %d, turn %d of 13: %s: %s %d", number, v.turns[player], dg.name[player],
	    dice_box_id(nt->box), cards[player].score[nt->box]);
	if (o.bonus > 0)
		printf(" + bonus %d", o.bonus);
	printf(", total %d\n", t.total);
	if (why[0])
		printf("%s\n", why);
	for (p = 0; p < g.nplayers && v.turns[p] == 13; p++)
		continue;
	if (p == g.nplayers)
		printf("game %d is over\n", number);
	else
		printf("next: %s\n", g.players[(player + 1) % g.nplayers]);
	rc = EXIT_OK;
	goto out;
fail:
	db_rollback(db);
	rc = league_status(rc, &err);
out:
	free(cards);
	sb_free(&rec);
	dice_verdict_free(&v);
	dice_game_free(&g);
	db_dice_game_free(&dg);
	db_close(db);
	return rc;
}
