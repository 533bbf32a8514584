/* referee fleet check | battle check | battle play: Morska Bitwa and the skansen variants. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "../notation/fleetio.h"
#include "../report/table.h"
#include "../rules/fleet/fleet.h"

/* The name of a preset, or of the preset it is an alias of (statki -> classic). */
static const char *
preset_main_name(const struct kv_preset *p)
{
	const struct kv_preset *q;

	for (q = fleet_ruleset_game.presets; q < p; q++)
		if (q->obj == p->obj)
			return q->name;
	return p->name;
}

/*
 * Loads the rules: the preset named by --variant (default classic), then
 * --ruleset (a preset name, or a file of keys applied over the variant).
 * *name is set to the preset's name when no file was applied, else NULL.
 * Returns 0 or an exit status (the error already printed).
 */
static int
rules_load(const char *variant, const char *ruleset, struct fleet_rules *r, const char **name)
{
	const struct kv_preset	*p;
	struct errbuf		 err;
	char			*buf;
	size_t			 len;

	err_clear(&err);
	p = kv_preset_find(&fleet_ruleset_game, variant ? variant : "classic");
	if (p == NULL)
		return cli_errx(EXIT_USAGE, "--variant: expected classic, boats or fish, not '%s'",
		    variant);
	memcpy(r, p->obj, sizeof(*r));
	*name = preset_main_name(p);
	if (ruleset == NULL)
		return 0;
	if ((p = kv_preset_find(&fleet_ruleset_game, ruleset)) != NULL) {
		memcpy(r, p->obj, sizeof(*r));
		*name = preset_main_name(p);
		return 0;
	}
	if (strchr(ruleset, '/') == NULL && strchr(ruleset, '.') == NULL)
		return cli_errx(EXIT_USAGE, "--ruleset: unknown fleet ruleset '%s' "
		    "(built in: classic, boats, fish; or a file of key = value lines)", ruleset);
	if (file_read(ruleset, &buf, &len, &err) == -1)
		return cli_err_at(EXIT_USAGE, ruleset, &err);
	if (kv_parse(&fleet_ruleset_game, r, buf, &err) == -1) {
		free(buf);
		return cli_err_at(EXIT_USAGE, ruleset, &err);
	}
	free(buf);
	*name = NULL;
	return 0;
}

/* Reads and parses a .board file; returns 0 or the exit status (printed). */
static int
board_load(const char *path, struct fleet_grid *g)
{
	struct errbuf	 err;
	char		*buf;
	size_t		 len;
	int		 rc;

	err_clear(&err);
	if (file_read(path, &buf, &len, &err) == -1)
		return cli_err_at(EXIT_USAGE, path, &err);
	rc = fleetio_board_parse(buf, len, g, &err);
	free(buf);
	if (rc == -1)
		return cli_err_at(EXIT_USAGE, path, &err);
	return 0;
}

/* ------------------------------------------------------------ fleet check */

static int
cmd_fleet_check(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "variant", required_argument, NULL, 'v' },
		{ "ruleset", required_argument, NULL, 'r' },
		{ "format", required_argument, NULL, 'f' },
		{ "canonical", no_argument, NULL, 'c' },
		{ NULL, 0, NULL, 0 }
	};
	static const char *const head[] = { "code", "cells", "message" };
	struct fleet_rules	 rules;
	struct fleet_grid	 grid;
	struct fleet_report	 rep = { 0, NULL };
	struct table		*t;
	enum out_format		 fmt = FMT_TEXT;
	const char		*variant = NULL, *ruleset = NULL, *name;
	size_t			 i;
	int			 ch, rc, canonical = 0;

	while ((ch = getopt_long(argc, argv, "v:r:f:c", longopts, NULL)) != -1) {
		switch (ch) {
		case 'c':
			canonical = 1;
			break;
		case 'v':
			variant = optarg;
			break;
		case 'r':
			ruleset = optarg;
			break;
		case 'f':
			if (cli_format(optarg, 0, &fmt) == -1)
				return EXIT_USAGE;
			break;
		default:
			return EXIT_USAGE;
		}
	}
	argc -= optind;
	argv += optind;
	if (argc != 1)
		return cli_errx(EXIT_USAGE, "fleet check: expected one board FILE");
	if ((rc = rules_load(variant, ruleset, &rules, &name)) != 0)
		return rc;
	if ((rc = board_load(argv[0], &grid)) != 0)
		return rc;
	if (canonical) {
		struct strbuf sb = { 0 };

		fleetio_grid_print(&grid, &sb);
		fputs(sb_str(&sb), stdout);
		sb_free(&sb);
		return EXIT_OK;
	}
	fleet_grid_check(&rules, &grid, NULL, &rep);
	if (fmt == FMT_TEXT) {
		if (rep.n == 0)
			puts("valid");
		for (i = 0; i < rep.n; i++)
			puts(rep.v[i].msg);
	} else {
		t = table_alloc(3, head);
		for (i = 0; i < rep.n; i++) {
			const char *row[3] = { fleet_code_name(rep.v[i].code), rep.v[i].cells,
			    rep.v[i].msg };

			table_add(t, row);
		}
		table_print(stdout, t, fmt);
		table_free(t);
	}
	rc = rep.n ? EXIT_RULE : EXIT_OK;
	fleet_report_free(&rep);
	return rc;
}

/* ------------------------------------------------------------ boards */

/* Appends player p's board as it stands: ships, hits, misses, marked squares. */
static void
board_draw(const struct fleet_match *m, int p, int ascii, struct strbuf *sb)
{
	const struct fleet_rules *r = m->rules;
	const struct fleet_sea	 *sea = &m->sea[p - 1];
	const char		 *c;
	int			  x, y, ship;

	sb_adds(sb, "   ");
	for (x = 0; x < r->board_w; x++)
		sb_addf(sb, " %c", 'A' + x);
	sb_addc(sb, '\n');
	for (y = 0; y < r->board_h; y++) {
		sb_addf(sb, "%2d ", y + 1);
		for (x = 0; x < r->board_w; x++) {
			ship = m->owner[p - 1][y][x] >= 0;
			if (ship && sea->shot[y][x])
				c = "X";
			else if (ship)
				c = "#";
			else if (sea->shot[y][x])
				c = ascii ? "o" : "•";
			else if (sea->halo[y][x])
				c = ascii ? "-" : "·";
			else
				c = ".";
			sb_addf(sb, " %s", c);
		}
		sb_addc(sb, '\n');
	}
}

static void
boards_print(const struct fleet_match *m, int ascii)
{
	struct strbuf	 sb = { 0 };
	int		 p;

	for (p = 1; p <= 2; p++) {
		sb_addf(&sb, "board %d: fleet of player %d, shots of player %d\n", p, p, 3 - p);
		board_draw(m, p, ascii, &sb);
		sb_addc(&sb, '\n');
	}
	sb_addf(&sb, "legend: # ship, X hit, %s miss, %s marked around a sunk ship\n",
	    ascii ? "o" : "•", ascii ? "-" : "·");
	fputs(sb_str(&sb), stdout);
	sb_free(&sb);
}

static int
ships_on_board(const struct fleet_match *m, int p)
{
	const struct fleet_layout *l = &m->layout[p - 1];
	int	 i, k, n = 0;

	for (i = 0; i < l->nships; i++)
		for (k = l->start[i]; k < l->start[i + 1]; k++)
			if (l->cell[k].x < m->rules->board_w && l->cell[k].y < m->rules->board_h) {
				n++;
				break;
			}
	return n;
}

static void
summary_print(const struct fleet_match *m)
{
	const struct fleet_sea *sea;
	int	 p;

	for (p = 1; p <= 2; p++) {
		sea = &m->sea[2 - p];	/* the shots player p fired */
		printf("player %d: %d shot%s, %d hit%s, %d of %d ships sunk\n", p, sea->shots,
		    sea->shots == 1 ? "" : "s", sea->nhit, sea->nhit == 1 ? "" : "s",
		    sea->sunk, ships_on_board(m, 3 - p));
	}
}

/* "the krążownik at C3-C5" */
static void
ship_desc(const struct fleet_match *m, int p, int ship, char *buf, size_t size)
{
	char	 name[160];

	fleet_ship_name(&m->layout[p - 1], ship, name, sizeof(name));
	snprintf(buf, size, "the %s at %s",
	    fleet_kind_name(m->rules, fleet_ship_size(&m->layout[p - 1], ship)), name);
}

static void
board_range(const struct fleet_rules *r, char *buf, size_t size)
{
	snprintf(buf, size, "A-%c, 1-%d", 'A' + r->board_w - 1, r->board_h);
}

/* ------------------------------------------------------------ battle check */

struct verdict {
	int	 line;
	int	 player;	/* offender, 0 = none */
	int	 forfeit;	/* loses the game (§1 violations) */
	char	 msg[1024];
};

struct judging {
	struct verdict	*v;
	size_t		 n;
};

static struct verdict *
verdict_add(struct judging *j, int line, int player, int forfeit)
{
	struct verdict *v;

	j->v = xreallocarray(j->v, j->n + 1, sizeof(*j->v));
	v = &j->v[j->n++];
	memset(v, 0, sizeof(*v));
	v->line = line;
	v->player = player;
	v->forfeit = forfeit;
	return v;
}

static const char *
answer_word(const struct fleet_rules *r, int a)
{
	return r->words[a];
}

static int
cmd_battle_check(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "variant", required_argument, NULL, 'v' },
		{ "ruleset", required_argument, NULL, 'r' },
		{ "format", required_argument, NULL, 'f' },
		{ "ascii", no_argument, NULL, 'a' },
		{ "canonical", no_argument, NULL, 'c' },
		{ NULL, 0, NULL, 0 }
	};
	static const char *const head[] = { "line", "player", "square", "announced", "answer",
	    "verdict" };
	struct fleet_rules	 rules;
	struct battle_record	 rec;
	struct fleet_layout	*lay;
	struct fleet_report	 rep[2] = { { 0, NULL }, { 0, NULL } };
	struct fleet_match	*m;
	struct fleet_shot	 res;
	struct battle_shot	*s;
	struct judging		 jd = { NULL, 0 };
	struct verdict		*v;
	struct table		*t = NULL;
	struct errbuf		 err;
	enum out_format		 fmt = FMT_TEXT;
	enum fleet_fire		 fr;
	const char		*variant = NULL, *ruleset = NULL, *name, *path;
	char			*buf, sq[8], desc[200], range[32], linev[16], result[300],
				 joined[2100];
	const struct battle_shot *last = NULL;
	char			 whybuf[100];
	int			 last_void = 0;
	size_t			 len, i, k, after_end = 0, verdict_before;
	int			 ch, rc, ascii = 0, canonical = 0, p, bad[2], d, announced_again;
	int			 end_line = 0, first_after = 0, lastline = 0;

	while ((ch = getopt_long(argc, argv, "v:r:f:ac", longopts, NULL)) != -1) {
		switch (ch) {
		case 'v':
			variant = optarg;
			break;
		case 'r':
			ruleset = optarg;
			break;
		case 'f':
			if (cli_format(optarg, 0, &fmt) == -1)
				return EXIT_USAGE;
			break;
		case 'a':
			ascii = 1;
			break;
		case 'c':
			canonical = 1;
			break;
		default:
			return EXIT_USAGE;
		}
	}
	argc -= optind;
	argv += optind;
	if (argc != 1)
		return cli_errx(EXIT_USAGE, "battle check: expected one MATCH.battle file");
	path = argv[0];
	err_clear(&err);
	if (file_read(path, &buf, &len, &err) == -1)
		return cli_err_at(EXIT_USAGE, path, &err);
	rc = fleetio_battle_parse(buf, len, &rec, &err);
	free(buf);
	if (rc == -1)
		return cli_err_at(EXIT_USAGE, path, &err);
	/* The command line wins over the record's own [Variant] tag. */
	if (variant == NULL && ruleset == NULL && rec.variant[0]) {
		if (kv_preset_find(&fleet_ruleset_game, rec.variant) == NULL) {
			err_set(&err, rec.variant_line, rec.variant_col,
			    "expected variant classic, boats or fish, not '%s'", rec.variant);
			fleetio_battle_free(&rec);
			return cli_err_at(EXIT_USAGE, path, &err);
		}
		variant = rec.variant;
	}
	if ((rc = rules_load(variant, ruleset, &rules, &name)) != 0) {
		fleetio_battle_free(&rec);
		return rc;
	}
	if (fleetio_battle_answers(&rec, &rules, &err) == -1) {
		fleetio_battle_free(&rec);
		return cli_err_at(EXIT_USAGE, path, &err);
	}
	if (canonical) {
		struct strbuf sb = { 0 };

		if (name != NULL)
			snprintf(rec.variant, sizeof(rec.variant), "%s", name);
		fleetio_battle_print(&rec, &rules, &sb);
		fputs(sb_str(&sb), stdout);
		sb_free(&sb);
		fleetio_battle_free(&rec);
		return EXIT_OK;
	}

	if (fmt != FMT_TEXT)
		t = table_alloc(6, head);
	/* Both fleets (§1: a wrong fleet, touching ships or a wrong board lose the game). */
	lay = xcalloc(2, sizeof(*lay));
	for (p = 0; p < 2; p++) {
		fleet_grid_check(&rules, &rec.board[p], &lay[p], &rep[p]);
		bad[p] = rep[p].n > 0;
		for (i = 0; i < rep[p].n; i++) {
			v = verdict_add(&jd, rec.board_line[p], p + 1, 1);
			snprintf(v->msg, sizeof(v->msg), "board %d: %s", p + 1, rep[p].v[i].msg);
			if (t) {
				const char *row[6] = { linev, p ? "2" : "1", "", "", "", v->msg };

				snprintf(linev, sizeof(linev), "%d", v->line);
				table_add(t, row);
			}
		}
	}
	m = xmalloc(sizeof(*m));
	fleet_match_init(m, &rules, &lay[0], &lay[1], rec.nshots ? rec.shots[0].player : 1);
	board_range(&rules, range, sizeof(range));

	/* Replay the shots; the turn follows what was announced, the boards follow the truth. */
	for (i = 0; i < rec.nshots; i++) {
		s = &rec.shots[i];
		d = 3 - s->player;
		lastline = s->line;
		fleet_square_name(s->x, s->y, sq, sizeof(sq));
		verdict_before = jd.n;
		if (m->winner) {
			if (after_end++ == 0)
				first_after = s->line;
			snprintf(linev, sizeof(linev), "%d", s->line);
			if (t) {
				const char *row[6] = { linev, s->player == 1 ? "1" : "2", sq, s->word,
				    "", "after the end of the game" };

				table_add(t, row);
			}
			continue;
		}
		if (s->player != m->turn) {
			v = verdict_add(&jd, s->line, s->player, 1);
			if (last == NULL)
				whybuf[0] = '\0';
			else if (last_void)
				snprintf(whybuf, sizeof(whybuf), " (a rejected shot does not use up "
				    "the turn, §3)");
			else if (m->turn == last->player)
				snprintf(whybuf, sizeof(whybuf), " (after %s player %d shoots again, §1)",
				    rules.words[last->answer], m->turn);
			else
				snprintf(whybuf, sizeof(whybuf), " (after %s the turn passes, §1)",
				    rules.words[last->answer]);
			snprintf(v->msg, sizeof(v->msg),
			    "line %d: player %d shot out of turn: player %d's move was skipped%s",
			    s->line, s->player, m->turn, whybuf);
			fleet_match_set_turn(m, s->player);
		}
		fr = fleet_match_fire(m, s->player, s->x, s->y, s->line, &res);
		switch (fr) {
		case FLEET_FIRE_OUTSIDE:
			v = verdict_add(&jd, s->line, s->player, 0);
			snprintf(v->msg, sizeof(v->msg), "line %d: %s is not a square of the board "
			    "(%s): the shot does not count", s->line, sq, range);
			break;
		case FLEET_FIRE_REPEAT:
			v = verdict_add(&jd, s->line, s->player, 0);
			snprintf(v->msg, sizeof(v->msg), "line %d: player %d shot %s again (first at "
			    "line %d): rejected, the turn is not used up (§3)", s->line, s->player,
			    sq, res.first_tag);
			break;
		case FLEET_FIRE_HALO:
			ship_desc(m, d, res.halo_ship, desc, sizeof(desc));
			v = verdict_add(&jd, s->line, s->player, 0);
			snprintf(v->msg, sizeof(v->msg), "line %d: player %d shot %s, next to the sunk "
			    "%s: rejected, the turn is not used up (§3)", s->line, s->player,
			    sq, desc + 4);
			break;
		case FLEET_FIRE_OK:
			if (res.over)
				end_line = s->line;
			if ((int)res.answer == s->answer)
				break;
			v = verdict_add(&jd, s->line, d, 1);
			if (res.ship < 0 && rules.repeat_shot == FLEET_REPEAT_MISS &&
			    res.first_tag != 0)
				snprintf(v->msg, sizeof(v->msg), "line %d: player %d answered %s to %s, "
				    "but %s was shot before (line %d): %s", s->line, d, s->word, sq,
				    sq, res.first_tag, answer_word(&rules, res.answer));
			else if (res.ship < 0)
				snprintf(v->msg, sizeof(v->msg), "line %d: player %d answered %s to %s, "
				    "but %s is water: %s", s->line, d, s->word, sq, sq,
				    answer_word(&rules, res.answer));
			else {
				ship_desc(m, d, res.ship, desc, sizeof(desc));
				snprintf(v->msg, sizeof(v->msg), "line %d: player %d answered %s to %s, "
				    "but %s %s %s: %s", s->line, d, s->word, sq, sq,
				    res.answer == FLEET_SUNK ? "sinks" : "holds", desc,
				    answer_word(&rules, res.answer));
			}
			/* The players went on by the announced answer. */
			if (!m->winner) {
				announced_again = s->answer == FLEET_HIT ? rules.shoot_again_on_hit :
				    s->answer == FLEET_SUNK ? rules.shoot_again_on_sink : 0;
				fleet_match_set_turn(m, announced_again ? s->player : 3 - s->player);
			}
			break;
		case FLEET_FIRE_TURN:
		case FLEET_FIRE_OVER:
			break;
		}
		last = s;
		last_void = fr != FLEET_FIRE_OK;
		if (t) {
			const char *row[6];

			snprintf(linev, sizeof(linev), "%d", s->line);
			row[0] = linev;
			row[1] = s->player == 1 ? "1" : "2";
			row[2] = sq;
			row[3] = s->word;
			row[4] = fr == FLEET_FIRE_OK ? answer_word(&rules, res.answer) : "";
			row[5] = jd.n > verdict_before ? jd.v[jd.n - 1].msg : "";
			if (jd.n > verdict_before + 1) {
				/* out of turn and a second verdict on one shot: both, joined */
				snprintf(joined, sizeof(joined), "%s; %s", jd.v[jd.n - 2].msg,
				    jd.v[jd.n - 1].msg);
				row[5] = joined;
			}
			table_add(t, row);
		}
	}
	if (after_end > 0) {
		v = verdict_add(&jd, first_after, 0, 0);
		snprintf(v->msg, sizeof(v->msg), "line %d: %zu shot%s after the end of the game "
		    "(the last ship sank at line %d)", first_after, after_end,
		    after_end == 1 ? "" : "s", end_line);
		if (t) {
			const char *row[6] = { linev, "", "", "", "", v->msg };

			snprintf(linev, sizeof(linev), "%d", first_after);
			table_add(t, row);
		}
	}

	/* The result. */
	if (bad[0] && bad[1])
		snprintf(result, sizeof(result), "no winner: both fleets break the rules (§1)");
	else if (bad[0] || bad[1])
		snprintf(result, sizeof(result), "player %d wins: the fleet of player %d breaks "
		    "the rules (§1)", bad[0] ? 2 : 1, bad[0] ? 1 : 2);
	else {
		for (k = 0; k < jd.n && !(jd.v[k].forfeit && jd.v[k].player); k++)
			continue;
		if (k < jd.n)
			snprintf(result, sizeof(result), "player %d wins: player %d broke the rules "
			    "at line %d (§1)", 3 - jd.v[k].player, jd.v[k].player, jd.v[k].line);
		else if (m->winner)
			snprintf(result, sizeof(result), "player %d wins: line %d %s, the last of "
			    "the %d ships of player %d", m->winner, end_line,
			    rules.words[FLEET_SUNK], ships_on_board(m, 3 - m->winner), 3 - m->winner);
		else
			snprintf(result, sizeof(result), "no winner yet: the game is not finished "
			    "after line %d", lastline);
	}
	if (t) {
		const char *row[6] = { "", "", "", "", "", result };

		table_add(t, row);
		table_print(stdout, t, fmt);
		table_free(t);
	} else {
		for (k = 0; k < jd.n; k++)
			puts(jd.v[k].msg);
		if (jd.n)
			putchar('\n');
		boards_print(m, ascii);
		summary_print(m);
		printf("result: %s\n", result);
	}
	rc = jd.n ? EXIT_RULE : EXIT_OK;
	free(jd.v);
	free(m);
	free(lay);
	fleet_report_free(&rep[0]);
	fleet_report_free(&rep[1]);
	fleetio_battle_free(&rec);
	return rc;
}

/* ------------------------------------------------------------ battle play */

/* Writes the record to path atomically (a temporary file renamed into place). */
static int
record_write(const char *path, const struct battle_record *rec, const struct fleet_rules *r)
{
	struct strbuf	 sb = { 0 };
	char		*tmp;
	FILE		*fp;
	int		 ok;

	fleetio_battle_print(rec, r, &sb);
	tmp = xmalloc(strlen(path) + 8);
	sprintf(tmp, "%s.tmpXX", path);
	if ((fp = fopen(tmp, "w")) == NULL) {
		cli_errx(EXIT_SYS, "%s: cannot write: %s", tmp, strerror(errno));
		free(tmp);
		sb_free(&sb);
		return -1;
	}
	ok = fputs(sb_str(&sb), fp) >= 0;
	ok = fclose(fp) == 0 && ok;
	if (!ok || rename(tmp, path) == -1) {
		cli_errx(EXIT_SYS, "%s: cannot write: %s", path, strerror(errno));
		unlink(tmp);
		free(tmp);
		sb_free(&sb);
		return -1;
	}
	free(tmp);
	sb_free(&sb);
	return 0;
}

static int
cmd_battle_play(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "variant", required_argument, NULL, 'v' },
		{ "ruleset", required_argument, NULL, 'r' },
		{ "first", required_argument, NULL, '1' },
		{ "record", required_argument, NULL, 'o' },
		{ "ascii", no_argument, NULL, 'a' },
		{ NULL, 0, NULL, 0 }
	};
	struct fleet_rules	 rules;
	struct battle_record	 rec;
	struct fleet_layout	*lay;
	struct fleet_report	 rep = { 0, NULL };
	struct fleet_match	*m;
	struct fleet_shot	 res;
	enum fleet_fire		 fr;
	const char		*variant = NULL, *ruleset = NULL, *name, *recpath = NULL;
	char			*line = NULL, *p, *q, sq[8], desc[200], range[32];
	size_t			 cap = 0, i, capshots = 0;
	ssize_t			 n;
	long			 first = 0;
	int			 ch, rc, ascii = 0, pl, x, y, who, bad = 0, shotno = 0;

	while ((ch = getopt_long(argc, argv, "v:r:o:a", longopts, NULL)) != -1) {
		switch (ch) {
		case 'v':
			variant = optarg;
			break;
		case 'r':
			ruleset = optarg;
			break;
		case '1':
			if (parse_int(optarg, 1, 2, &first) == -1)
				return cli_errx(EXIT_USAGE, "--first: expected 1 or 2, not '%s'", optarg);
			break;
		case 'o':
			recpath = optarg;
			break;
		case 'a':
			ascii = 1;
			break;
		default:
			return EXIT_USAGE;
		}
	}
	argc -= optind;
	argv += optind;
	if (argc != 2)
		return cli_errx(EXIT_USAGE, "battle play: expected two board files");
	if ((rc = rules_load(variant, ruleset, &rules, &name)) != 0)
		return rc;
	memset(&rec, 0, sizeof(rec));
	if (name)
		snprintf(rec.variant, sizeof(rec.variant), "%s", name);
	lay = xcalloc(2, sizeof(*lay));
	for (pl = 0; pl < 2; pl++) {
		if ((rc = board_load(argv[pl], &rec.board[pl])) != 0) {
			free(lay);
			return rc;
		}
		fleet_grid_check(&rules, &rec.board[pl], &lay[pl], &rep);
		for (i = 0; i < rep.n; i++)
			printf("board %d: %s\n", pl + 1, rep.v[i].msg);
		if (rep.n)
			bad = 1;
		fleet_report_free(&rep);
	}
	if (bad) {
		puts("the game cannot start: a fleet breaks the rules (§1)");
		free(lay);
		return EXIT_RULE;
	}
	if (first == 0)
		first = rules.start_player == FLEET_START_RANDOM ?
		    1 + (int)(((unsigned)time(NULL) ^ (unsigned)getpid()) & 1) : 1;
	m = xmalloc(sizeof(*m));
	fleet_match_init(m, &rules, &lay[0], &lay[1], (int)first);
	board_range(&rules, range, sizeof(range));
	printf("%s: player %ld shoots first\n", name ? name : "fleet", first);
	printf("player %d shoots\n", m->turn);
	fflush(stdout);
	while (!m->winner && (n = getline(&line, &cap, stdin)) != -1) {
		while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
			line[--n] = '\0';
		if ((q = strchr(line, '#')) != NULL)
			*q = '\0';
		for (p = line; *p == ' ' || *p == '\t'; p++)
			continue;
		if (*p == '\0')
			continue;
		who = m->turn;
		fr = FLEET_FIRE_TURN;
		if ((*p == '1' || *p == '2') && (p[1] == ' ' || p[1] == '\t')) {
			who = *p - '0';
			for (p += 2; *p == ' ' || *p == '\t'; p++)
				continue;
		}
		for (q = p; *q && *q != ' ' && *q != '\t'; q++)
			continue;
		if (fleet_square_parse(p, (size_t)(q - p), &x, &y) == -1) {
			printf("'%.*s' is not a square: expected a letter and a number, such as C4\n",
			    (int)(q - p), p);
		} else if (who != m->turn) {
			printf("it is player %d's turn, not player %d's\n", m->turn, who);
		} else {
			fleet_square_name(x, y, sq, sizeof(sq));
			fr = fleet_match_fire(m, who, x, y, ++shotno, &res);
			switch (fr) {
			case FLEET_FIRE_OUTSIDE:
				printf("%s is not a square of the board (%s)\n", sq, range);
				break;
			case FLEET_FIRE_REPEAT:
				printf("%s was already shot: rejected, shoot again (§3)\n", sq);
				break;
			case FLEET_FIRE_HALO:
				ship_desc(m, 3 - who, res.halo_ship, desc, sizeof(desc));
				printf("%s is next to the sunk %s: rejected, shoot again (§3)\n",
				    sq, desc + 4);
				break;
			case FLEET_FIRE_OK:
				printf("player %d: %s %s\n", who, sq, rules.words[res.answer]);
				if (rec.nshots == capshots) {
					capshots = capshots ? capshots * 2 : 64;
					rec.shots = xreallocarray(rec.shots, capshots,
					    sizeof(*rec.shots));
				}
				memset(&rec.shots[rec.nshots], 0, sizeof(rec.shots[0]));
				rec.shots[rec.nshots].player = who;
				rec.shots[rec.nshots].x = x;
				rec.shots[rec.nshots].y = y;
				rec.shots[rec.nshots].answer = (int)res.answer;
				rec.nshots++;
				break;
			case FLEET_FIRE_TURN:
			case FLEET_FIRE_OVER:
				break;
			}
		}
		if (!m->winner)
			printf("player %d shoots%s\n", m->turn,
			    fr == FLEET_FIRE_OK && m->turn == who ? " again" : "");
		fflush(stdout);
	}
	free(line);
	putchar('\n');
	boards_print(m, ascii);
	summary_print(m);
	if (m->winner) {
		printf("result: player %d wins\n", m->winner);
		rc = EXIT_OK;
	} else {
		puts("result: the input ended before the game did");
		rc = EXIT_RULE;
	}
	if (recpath != NULL && record_write(recpath, &rec, &rules) == -1)
		rc = EXIT_SYS;
	fleetio_battle_free(&rec);
	free(m);
	free(lay);
	return rc;
}

const struct command fleet_commands[] = {
	{ "check", cmd_fleet_check,
	    "[--variant classic|boats|fish] [--ruleset R] [-f text|csv] [--canonical] FILE",
	    "check one board against the fleet of the variant", NULL,
	    "Prints 'valid', or one line per violation with the squares involved:\n"
	    "ships outside the board, bent ships, touching ships (side or corner),\n"
	    "a wrong number of ships of a size, a board of the wrong size.\n"
	    "Exit 0 valid, 1 invalid, 2 unreadable board.\n"
	    "--canonical prints the board back in canonical form instead.\n" },
	{ NULL, NULL, NULL, NULL, NULL, NULL }
};
const struct command battle_commands[] = {
	{ "check", cmd_battle_check,
	    "[--variant V] [--ruleset R] [-f text|csv] [--ascii] [--canonical] MATCH.battle",
	    "verify a match record: fleets, answers, turns, rejected shots, the winner", NULL,
	    "Replays the shots against both boards: a false answer, a shot out of turn,\n"
	    "a repeated shot or one next to a sunk ship, shots after the end are named\n"
	    "with their line. Prints both boards as drawn at the end and the result.\n"
	    "The variant is --variant, else the record's [Variant] tag, else classic.\n"
	    "Exit 0 clean, 1 any violation, 2 unreadable record.\n"
	    "--canonical prints the record back in canonical form instead.\n" },
	{ "play", cmd_battle_play,
	    "[--variant V] [--ruleset R] [--first 1|2] [--record FILE] [--ascii] BOARD1 BOARD2",
	    "referee a match: read shots from standard input, answer them", NULL,
	    "Each input line is a square (C4) or a player and a square (1 C4). The\n"
	    "referee answers in the variant's words and says who shoots next.\n"
	    "--record writes the match as a .battle record for 'battle check'.\n"
	    "Exit 0 when the game ends with a winner, 1 if the input ends first\n"
	    "or a fleet breaks the rules.\n" },
	{ NULL, NULL, NULL, NULL, NULL, NULL }
};
