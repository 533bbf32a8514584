/* .gdr records: reading, the canonical form, error positions, and the replay of a game. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "../src/notation/gdr.h"

static const char lenient[] =
    "\xef\xbb\xbf# a comment line\r\n"
    "[event \"Liga #2\"] [DATE \"2026-11-20\"]   # two tags on a line\r\n"
    "[Ruleset \"Yahtzee\"]\n"
    "[Players \" Anna ;Bartłomiej\"]\n"
    "\n"
    "anna: 1 3 3 5 6 keep 3,3 : 3 3 2 4 6 zostaw 3 3 : 3 3 3 1 1 -> FULL   # full\n"
    "Bartlomiej:44423 → trójka 17\n"
    "Anna: 1 2 3 4 5 -> mały strit\n"
    "BARTŁOMIEJ: 6 6 6 6 6 keep : 1 2 3 4 6 -> Duży-Strit\n";

static const char canonical[] =
    "[Event \"Liga #2\"]\n"
    "[Date \"2026-11-20\"]\n"
    "[Ruleset \"yahtzee\"]\n"
    "[Players \"Anna; Bartłomiej\"]\n"
    "\n"
    "Anna: 1 3 3 5 6 keep 3 3 : 3 3 2 4 6 keep 3 3 : 3 3 3 1 1 -> full\n"
    "Bartłomiej: 4 4 4 2 3 -> three-kind 17\n"
    "Anna: 1 2 3 4 5 -> small-straight\n"
    "Bartłomiej: 6 6 6 6 6 keep : 1 2 3 4 6 -> large-straight\n";

static char *
canon(const char *text, size_t len)
{
	struct dice_game g;
	struct errbuf	 err;
	struct strbuf	 sb = { 0 };
	char		*s;

	memset(&g, 0, sizeof(g));
	ck_assert_msg(gdr_parse(text, len, &g, &err) == 0, "%d:%d: %s", err.line, err.col,
	    err.msg);
	gdr_print(&g, &sb);
	s = xstrdup(sb_str(&sb));
	sb_free(&sb);
	dice_game_free(&g);
	return s;
}

START_TEST(parse_lenient)
{
	struct dice_game g;
	struct errbuf	 err;

	memset(&g, 0, sizeof(g));
	ck_assert_int_eq(gdr_parse(lenient, strlen(lenient), &g, &err), 0);
	ck_assert_str_eq(g.event, "Liga #2");
	ck_assert_str_eq(g.ruleset, "yahtzee");
	ck_assert_int_eq(g.ruleset_line, 3);
	ck_assert_int_eq(g.nplayers, 2);
	ck_assert_str_eq(g.players[1], "Bartłomiej");
	ck_assert_uint_eq(g.nturns, 4);
	ck_assert_int_eq(g.turns[0].nthrows, 3);
	ck_assert_int_eq(g.turns[0].nkeep[1], 2);
	ck_assert_int_eq(g.turns[0].keep[2][1], 3);
	ck_assert_int_eq(g.turns[0].box, BOX_FULL);
	ck_assert_int_eq(g.turns[0].points, -1);
	ck_assert_int_eq(g.turns[1].player, 1);
	ck_assert_int_eq(g.turns[1].points, 17);
	ck_assert_int_eq(g.turns[1].box, BOX_THREE_KIND);
	ck_assert_int_eq(g.turns[3].nkeep[1], 0);
	ck_assert_int_eq(g.turns[3].line, 9);
	ck_assert_int_eq(g.turns[3].col_box, 43);
	dice_game_free(&g);
	dice_game_free(NULL);
}
END_TEST

/* The canonical form of anything accepted; the canonical form of that is byte-for-byte the same. */
START_TEST(canonical_idempotent)
{
	static const char *const files[] = {
		"examples/dice/jastarnia.gdr", "examples/dice/kuznica-yahtzee.gdr",
		"examples/dice/hel-czworo.gdr", "examples/dice/naruszenia.gdr" };
	struct errbuf	 err;
	char		*a, *b, *buf;
	size_t		 i, len;

	a = canon(lenient, strlen(lenient));
	ck_assert_str_eq(a, canonical);
	b = canon(a, strlen(a));
	ck_assert_str_eq(a, b);
	free(a);
	free(b);
	for (i = 0; i < sizeof(files) / sizeof(files[0]); i++) {
		ck_assert_msg(file_read(files[i], &buf, &len, &err) == 0, "%s: %s", files[i], err.msg);
		a = canon(buf, len);
		b = canon(a, strlen(a));
		ck_assert_str_eq(a, b);
		ck_assert(strstr(a, "\n\n") != NULL);
		free(a);
		free(b);
		free(buf);
	}
}
END_TEST

/* Bad records: the line, the column and what was expected. */
START_TEST(parse_errors)
{
	static const char nul[] = "[Players \"Anna; Bolek\"]\nAnna\0: 1 2 3 4 5 -> ones\n";
	static const struct {
		const char	*text;
		int		 line, col;
		const char	*msg;
	} cases[] = {
		{ "Anna: 1 2 3 4 5 -> chance\n", 1, 1, "Players" },
		{ "[Players \"Anna\"]\nAnna: 1 2 3 4 7 -> chance\n", 2, 15, "die 1-6" },
		{ "[Players \"Anna\"]\nAnna: 1 2 3 4 -> chance\n", 2, 15, "five dice, found 4" },
		{ "[Players \"Anna\"]\nAnna: 1 2 3 4 5 6 -> chance\n", 2, 17, "too many" },
		{ "[Players \"Anna\"]\nAnna: 1 2 3 4 5 -> sevens\n", 2, 20, "category" },
		{ "[Players \"Anna\"]\nAnna: 1 2 3 4 5 ->\n", 2, 19, "category after" },
		{ "[Players \"Anna\"]\nAnna: 1 2 3 4 5 chance\n", 2, 17, "'keep' or '->'" },
		{ "[Players \"Anna\"]\nAnna: 1 2 3 4 5 keep 1 2 3 4 5 6 : 1 2 3 4 5 -> chance\n",
		    2, 32, "kept" },
		{ "[Players \"Anna\"]\nAnna: 1 2 3 4 5 keep 1 2 -> chance\n", 2, 26, "':'" },
		{ "[Players \"Anna\"]\nZenon: 1 2 3 4 5 -> chance\n", 2, 1, "not 'Zenon'" },
		{ "[Players \"Anna\"]\n: 1 2 3 4 5 -> chance\n", 2, 1, "name before" },
		{ "[Players \"Anna\"]\nAnna 1 2 3 4 5 -> chance\n", 2, 1, "NAME:" },
		{ "[Players \"Anna; ; Bolek\"]\n", 1, 17, "expected a name" },
		{ "[Players \"Anna; anna\"]\n", 1, 17, "twice" },
		{ "[Players \"Anna\"] [Players \"Bolek\"]\n", 1, 19, "given twice" },
		{ "[Round \"1\"]\n", 1, 2, "tag name" },
		{ "[Event Liga]\n", 1, 8, "'\"'" },
		{ "[Event \"Liga\"\n", 1, 14, "']'" },
		{ "[Event \"Liga]\n", 1, 14, "after the value" },
		{ "[Date \"20.11.2026\"]\n", 1, 10, "YYYY-MM-DD" },
		{ "[Event \"x\"]\n", 1, 0, "Players" },
		{ "", 1, 0, "Players" },
		{ "[Players \"Anna\"]\nAnna: 1 2 3 4 5 -> chance\n[Event \"late\"]\n", 3, 1,
		    "before the first turn" },
		{ "[Players \"Anna\"]\nAnna: 1 2 3 4 5 -> chance 99999\n", 2, 27, "points" },
		{ "[Players \"Anna\"] x\n", 1, 18, "end of the line" },
	};
	struct dice_game g;
	struct errbuf	 err;
	size_t		 i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		memset(&g, 0, sizeof(g));
		ck_assert_msg(gdr_parse(cases[i].text, strlen(cases[i].text), &g, &err) == -1,
		    "case %zu parsed", i);
		ck_assert_msg(err.line == cases[i].line && err.col == cases[i].col &&
		    strstr(err.msg, cases[i].msg) != NULL, "case %zu: %d:%d: %s", i, err.line,
		    err.col, err.msg);
		dice_game_free(&g);
	}
	/* A NUL byte is refused with its position. */
	memset(&g, 0, sizeof(g));
	ck_assert_int_eq(gdr_parse(nul, sizeof(nul) - 1, &g, &err), -1);
	ck_assert_int_eq(err.line, 2);
	ck_assert_int_eq(err.col, 5);
	dice_game_free(&g);
}
END_TEST

/* Every prefix and every one-byte change of a record: parsed or refused with a position. */
START_TEST(parse_robust)
{
	static const char bytes[] = { '\n', ' ', ':', '[', '"', '#', '7', 'k', '-', '>', '\xc5' };
	struct dice_game g;
	struct errbuf	 err;
	char		 buf[sizeof(canonical)];
	size_t		 n, i, k;
	int		 rc;

	for (n = 0; n <= strlen(canonical); n++) {
		memset(&g, 0, sizeof(g));
		rc = gdr_parse(canonical, n, &g, &err);
		ck_assert(rc == 0 || err.line > 0);
		dice_game_free(&g);
	}
	for (i = 0; i < strlen(canonical); i++)
		for (k = 0; k < sizeof(bytes); k++) {
			memcpy(buf, canonical, sizeof(canonical));
			buf[i] = bytes[k];
			memset(&g, 0, sizeof(g));
			rc = gdr_parse(buf, strlen(buf), &g, &err);
			ck_assert(rc == 0 || err.line > 0);
			dice_game_free(&g);
		}
}
END_TEST

static size_t
judge_text(const char *text, const char *ruleset, struct dice_game *g, struct dice_verdict *v)
{
	struct errbuf	 err;
	const struct dice_rules *r = strcmp(ruleset, "yahtzee") == 0 ? &dice_yahtzee :
	    &dice_general;

	memset(g, 0, sizeof(*g));
	ck_assert_msg(gdr_parse(text, strlen(text), g, &err) == 0, "%d:%d: %s", err.line, err.col,
	    err.msg);
	return dice_judge(r, g, v);
}

/* The replay finds each kind of violation at its line and column, with the rule. */
START_TEST(judge_violations)
{
	static const struct {
		const char	*turns;
		int		 line, col;
		const char	*msg;
		int		 code;
	} cases[] = {
		{ "A: 1 1 2 3 4 keep 1 1 1 : 1 1 1 5 6 -> ones\n", 2, 19, "the throw before", DR_KEPT_NOT_THROWN },
		{ "A: 1 1 2 3 4 keep 1 1 : 2 2 1 5 6 -> ones\n", 2, 25, "the next throw", DR_KEPT_LOST },
		{ "A: 1 1 2 3 4 keep 1 1 : 1 1 2 5 6 keep 1 1 : 1 1 3 3 4 keep 1 1 : 1 1 1 1 2 -> ones\n",
		    2, 67, "at most 3", DR_THROWS },
		{ "A: 1 1 2 3 4 -> ones\nB: 1 1 1 1 1 -> ones\nA: 1 1 1 2 3 -> ones\n", 4, 17,
		    "already used", DR_BOX_USED },
		{ "B: 1 1 2 3 4 -> ones\n", 2, 1, "the turn of A", DR_ORDER },
		{ "A: 1 1 2 3 4 -> ones 3\n", 2, 22, "but 2 are due", DR_POINTS },
		{ "A: 3 3 3 3 3 -> general\nB: 1 2 3 4 5 -> chance\nA: 3 3 3 3 3 -> threes\n"
		    "B: 1 2 3 4 5 -> ones\nA: 3 3 3 3 3 -> fours\n", 6, 17, "allowed: three-kind", DR_BOX_NOT_ALLOWED },
	};
	struct dice_game	 g;
	struct dice_verdict	 v;
	char			 text[512];
	size_t			 i, n;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		fmt_buf(text, sizeof(text), "[Players \"A; B\"]\n%s", cases[i].turns);
		n = judge_text(text, "general", &g, &v);
		ck_assert_uint_ge(n, 3);	/* the case and two unfinished cards */
		ck_assert_msg(v.rulings.r[0].line == cases[i].line && v.rulings.r[0].col == cases[i].col &&
		    strstr(v.rulings.r[0].text, cases[i].msg) != NULL && strstr(v.rulings.r[0].text, "§"),
		    "case %zu: %d:%d: %s", i, v.rulings.r[0].line, v.rulings.r[0].col, v.rulings.r[0].text);
		ck_assert(strstr(v.rulings.r[n - 1].text, "not full") != NULL);
		/* Callers decide by the codes: the case's own, then the open cards. */
		ck_assert_int_eq(v.rulings.r[0].code, cases[i].code);
		ck_assert_int_eq(v.rulings.r[n - 1].code, DR_CARD_OPEN);
		ck_assert_uint_eq(verdict_count(&v.rulings, DR_CARD_OPEN), 2);
		ck_assert_int_ge(v.rulings.r[0].turn, 1);
		ck_assert_int_eq(v.rulings.r[0].player, cases[i].turns[0] == 'A' ? 1 : 2);
		dice_verdict_free(&v);
		dice_game_free(&g);
	}
	dice_verdict_free(NULL);
}
END_TEST

/* A whole game: the example records replay without violations, and a 14th turn is refused. */
START_TEST(judge_games)
{
	struct dice_game	 g;
	struct dice_verdict	 v;
	struct dice_totals	 t;
	struct errbuf		 err;
	struct strbuf		 sb = { 0 };
	char			*buf;
	size_t			 len;
	int			 p, b;

	ck_assert_int_eq(file_read("examples/dice/jastarnia.gdr", &buf, &len, &err), 0);
	memset(&g, 0, sizeof(g));
	ck_assert_int_eq(gdr_parse(buf, len, &g, &err), 0);
	ck_assert_uint_eq(dice_judge(&dice_general, &g, &v), 0);
	for (p = 0; p < g.nplayers; p++) {
		ck_assert_uint_eq(v.cards[p].used, BOXES_ALL);
		ck_assert_int_eq(v.turns[p], 13);
	}
	/* Stefan: generał in the box, then sixes 30 +100, then a joker into large-straight +100. */
	ck_assert_int_eq(v.cards[2].extras, 2);
	ck_assert_int_eq(v.cards[2].score[BOX_LARGE], 40);
	ck_assert_int_eq(v.cards[2].score[BOX_SIXES], 30);
	dice_card_totals(&dice_general, &v.cards[2], &t);
	ck_assert_int_eq(t.extra, 200);
	for (b = 0, p = 0; b < DICE_NBOXES; b++)
		p += v.cards[2].score[b];
	ck_assert_int_eq(t.total, p + 200);
	dice_verdict_free(&v);

	/* One more turn for the first player: the card is full. */
	sb_addn(&sb, buf, len);
	sb_addf(&sb, "%s: 1 2 3 4 5 -> chance\n", g.players[0]);
	dice_game_free(&g);
	memset(&g, 0, sizeof(g));
	ck_assert_int_eq(gdr_parse(sb_str(&sb), sb.len, &g, &err), 0);
	ck_assert_uint_eq(dice_judge(&dice_general, &g, &v), 1);
	ck_assert(strstr(v.rulings.r[0].text, "the card is full") != NULL);
	ck_assert_int_eq(v.rulings.r[0].line, g.last_line);
	dice_verdict_free(&v);
	dice_game_free(&g);
	sb_free(&sb);
	free(buf);

	ck_assert_int_eq(file_read("examples/dice/naruszenia.gdr", &buf, &len, &err), 0);
	memset(&g, 0, sizeof(g));
	ck_assert_int_eq(gdr_parse(buf, len, &g, &err), 0);
	ck_assert_uint_eq(dice_judge(&dice_general, &g, &v), 3);
	ck_assert_int_eq(v.rulings.r[0].line, 19);
	ck_assert_int_eq(v.rulings.r[1].line, 38);
	ck_assert_int_eq(v.rulings.r[2].line, 41);
	dice_verdict_free(&v);
	dice_game_free(&g);
	free(buf);
}
END_TEST

Suite *
gdr_suite(void)
{
	Suite	*s = suite_create("gdr");
	TCase	*tc = tcase_create("records");

	tcase_add_test(tc, parse_lenient);
	tcase_add_test(tc, canonical_idempotent);
	tcase_add_test(tc, parse_errors);
	tcase_add_test(tc, parse_robust);
	tcase_add_test(tc, judge_violations);
	tcase_add_test(tc, judge_games);
	suite_add_tcase(s, tc);
	return s;
}
