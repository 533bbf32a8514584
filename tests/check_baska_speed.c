/*
 * Differential tests of the faster code paths of `baska check` (issue 17):
 * each new path against the code it replaced, kept here as the reference.
 */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../src/notation/bdn.h"
#include "../src/rules/baska/baska.h"
#include "../src/rules/baska/engine.h"
#include "../src/util/util.h"

/* The trick winner as it was: card_power for every card. */
static int
old_trick_winner(enum baska_family fam, const int *trick, int n)
{
	int	 i, best = 0, bp = card_power(fam, trick[0], trick[0]), p;

	for (i = 1; i < n; i++)
		if ((p = card_power(fam, trick[i], trick[0])) > bp) {
			bp = p;
			best = i;
		}
	return best;
}

START_TEST(power_tables_agree)
{
	int	 fam, c, led;

	for (fam = FAM_NORMAL; fam <= FAM_GRAN; fam++)
		for (led = 0; led < BASKA_NCARDS; led++)
			for (c = 0; c < BASKA_NCARDS; c++)
				ck_assert_int_eq(baska_power((enum baska_family)fam, c, led),
				    card_power((enum baska_family)fam, c, led));
}
END_TEST

/* Every trick of 1 to 4 distinct cards, both families: the same winner. */
START_TEST(trick_winners_agree)
{
	int	 fam, t[4], n;

	for (fam = FAM_NORMAL; fam <= FAM_GRAN; fam++)
		for (t[0] = 0; t[0] < BASKA_NCARDS; t[0]++)
			for (t[1] = 0; t[1] < BASKA_NCARDS; t[1]++)
				for (t[2] = 0; t[2] < BASKA_NCARDS; t[2]++)
					for (t[3] = 0; t[3] < BASKA_NCARDS; t[3]++) {
						if (t[0] == t[1] || t[0] == t[2] || t[0] == t[3] ||
						    t[1] == t[2] || t[1] == t[3] || t[2] == t[3])
							continue;
						for (n = 1; n <= 4; n++)
							ck_assert_int_eq(baska_trick_winner(
							    (enum baska_family)fam, t, n),
							    old_trick_winner((enum baska_family)fam, t, n));
					}
}
END_TEST

/* text_scan as it was: every byte through every check. */
static int
old_text_scan(const char *b, size_t from, size_t to, struct text_scan *st, struct errbuf *err)
{
	size_t		 i;
	unsigned char	 c;

	for (i = from; i < to; i++) {
		c = (unsigned char)b[i];
		if (st->cr && c != '\n')
			return err_set(err, st->line, text_col(b + st->bol, b + i - 1),
			    "a carriage return is allowed only before a line feed");
		st->cr = c == '\r';
		if (c == '\n') {
			st->line++;
			st->bol = i + 1;
		} else if (c == 0)
			return err_set(err, st->line, text_col(b + st->bol, b + i),
			    "binary data (a NUL byte) in a text file");
		else if ((c < 0x20 && c != '\t' && c != '\r') || c == 0x7f)
			return err_set(err, st->line, text_col(b + st->bol, b + i),
			    "control character 0x%02x in a text file", c);
		if (i + 1 - st->bol > TEXT_LINE_MAX)
			return err_set(err, st->line, 1, "a line longer than %d bytes",
			    TEXT_LINE_MAX);
	}
	return 0;
}

/* A random byte: mostly text, sometimes a line end, CR, tab, control byte or UTF-8. */
static char
random_byte(unsigned *seed, int bad)
{
	unsigned r = (unsigned)rand_r(seed) % 100;

	if (r < 70)
		return (char)(' ' + rand_r(seed) % 95);
	if (r < 80)
		return '\n';
	if (r < 84)
		return '\r';
	if (r < 88)
		return '\t';
	if (r < 98)
		return (char)(0x80 + rand_r(seed) % 0x80);
	return bad ? (char)(rand_r(seed) % 2 ? 0x7f : rand_r(seed) % 0x20) : 'x';
}

/* Random texts read in random chunks: the same result, position and state. */
START_TEST(text_scan_agrees)
{
	static char	 buf[4097];
	unsigned	 seed = 17;
	int		 round;

	for (round = 0; round < 4000; round++) {
		struct text_scan a = { 1, 0, 0 }, b = { 1, 0, 0 };
		struct errbuf	 ea, eb;
		size_t		 len = (size_t)rand_r(&seed) % 4096, from = 0, to;
		int		 ra = 0, rb = 0, bad = round % 3 == 0;
		size_t		 i;

		for (i = 0; i < len; i++)
			buf[i] = random_byte(&seed, bad);
		buf[len] = '\0';
		err_clear(&ea);
		err_clear(&eb);
		while (from < len && ra == 0 && rb == 0) {
			to = from + 1 + (size_t)rand_r(&seed) % 300;
			if (to > len)
				to = len;
			ra = text_scan(buf, from, to, &a, &ea);
			rb = old_text_scan(buf, from, to, &b, &eb);
			from = to;
		}
		ck_assert_int_eq(ra, rb);
		ck_assert_int_eq(ea.line, eb.line);
		ck_assert_int_eq(ea.col, eb.col);
		ck_assert_str_eq(ea.msg, eb.msg);
		if (ra == 0) {
			ck_assert_int_eq(a.line, b.line);
			ck_assert_uint_eq(a.bol, b.bol);
			ck_assert_int_eq(a.cr, b.cr);
		}
	}
}
END_TEST

/* Lines about TEXT_LINE_MAX long, a control byte or CR near the limit: the same. */
START_TEST(text_scan_long_lines_agree)
{
	size_t		 len = TEXT_LINE_MAX + 64, k;
	char		*buf = xmalloc(len + 1);
	static const int at[] = { -2, -1, 0, 1, 2 };
	static const char put[] = { '\n', '\r', 0x01, 'x' };
	size_t		 i, j;

	for (i = 0; i < sizeof(at) / sizeof(at[0]); i++)
		for (j = 0; j < sizeof(put); j++) {
			struct text_scan a = { 1, 0, 0 }, b = { 1, 0, 0 };
			struct errbuf	 ea, eb;
			int		 ra = 0, rb = 0;
			size_t		 from = 0, to;

			memset(buf, 'a', len);
			buf[len] = '\0';
			k = (size_t)((long)TEXT_LINE_MAX + at[i]);
			buf[k] = put[j];
			err_clear(&ea);
			err_clear(&eb);
			while (from < len && ra == 0 && rb == 0) {
				to = from + 65536 < len ? from + 65536 : len;
				ra = text_scan(buf, from, to, &a, &ea);
				rb = old_text_scan(buf, from, to, &b, &eb);
				from = to;
			}
			ck_assert_int_eq(ra, rb);
			ck_assert_int_eq(ea.line, eb.line);
			ck_assert_int_eq(ea.col, eb.col);
			ck_assert_str_eq(ea.msg, eb.msg);
		}
	free(buf);
}
END_TEST

/* Spellings of each card: canonical, and others that take card_parse's path. */
static const char *const suit_spell[4][3] = {
	{ "c", "C", "\xe2\x99\xa3" }, { "s", "S", "\xe2\x99\xa0" },
	{ "h", "H", "\xe2\x99\xa5" }, { "d", "D", "\xe2\x99\xa6" },
};
static const char *const rank_spell[4][2] = { { "A", "a" }, { "10", "T" }, { "Q", "D" },
	{ "J", "W" } };
static const char *const seps[] = { " ", "  ", ",", ", ", "\t" };
static const char *const pass_spell[] = { "pass", "Pass", "pas", "porz\xc4\x85" "dek" };

struct where {
	int	 line, col;
};

/* Appends a token to the text at line, noting its line and column in *w. */
static void
put_token(struct strbuf *sb, const char *tok, int line, size_t bol, struct where *w)
{
	w->line = line;
	w->col = text_col(sb_str(sb) + bol, sb_str(sb) + sb->len);
	sb_adds(sb, tok);
}

/*
 * Records written with canonical and other spellings, ASCII and UTF-8,
 * mixed on a line, after an Event of any length: every card, call and the
 * Hands tag is read with the line and column where it stands (the columns
 * of ASCII section lines are counted on without pos, pos takes ASCII eight
 * bytes at a time).
 */
START_TEST(token_positions_agree)
{
	unsigned	 seed = 1702;
	int		 round;

	for (round = 0; round < 2000; round++) {
		struct strbuf	 sb = { 0 };
		struct where	 cw[4][4], kw[4], hw;
		struct bdn_reader r;
		struct baska_deal d;
		struct errbuf	 err;
		int		 deck[16], i, j, t, line = 1, canon = round % 2;
		size_t		 bol;
		char		 tok[16];

		for (i = 0; i < 16; i++)
			deck[i] = i;
		for (i = 15; i > 0; i--) {
			j = rand_r(&seed) % (i + 1);
			t = deck[i], deck[i] = deck[j], deck[j] = t;
		}
		/* An Event of ASCII and UTF-8 before the other tags on line 1. */
		sb_adds(&sb, "[Event \"");
		for (i = 1 + rand_r(&seed) % 40; i > 0; i--)
			sb_adds(&sb, rand_r(&seed) % 4 ? "x" : "\xc5\x84");
		sb_adds(&sb, "\"] [Deal \"1\"] [Dealer \"4\"] ");
		hw.line = 1;
		hw.col = text_col(sb_str(&sb), sb_str(&sb) + sb.len);
		sb_adds(&sb, "[Hands \"");
		for (i = 0; i < 16; i++) {
			if (i)
				sb_adds(&sb, i % 4 ? " " : " / ");
			sb_adds(&sb, card_name(i));
		}
		sb_adds(&sb, "\"]\n[Auction]");
		line = 2;
		if (rand_r(&seed) % 2) {
			sb_adds(&sb, "\n");
			line++;
		}
		bol = (size_t)(strrchr(sb_str(&sb), '\n') - sb_str(&sb)) + 1;
		for (i = 0; i < 4; i++) {
			sb_adds(&sb, seps[rand_r(&seed) % 5]);
			put_token(&sb, pass_spell[canon ? 0 : rand_r(&seed) % 4], line, bol, &kw[i]);
		}
		sb_adds(&sb, "\n[Play]\n");
		line++;
		for (t = 0; t < 4; t++) {
			line++;
			bol = sb.len;
			if (rand_r(&seed) % 3 == 0)
				sb_adds(&sb, " ");
			for (j = 0; j < 4; j++) {
				int c = deck[t * 4 + j], k = canon ? 0 : rand_r(&seed) % 3;

				if (j)
					sb_adds(&sb, seps[rand_r(&seed) % 5]);
				snprintf(tok, sizeof(tok), "%s%s",
				    rank_spell[CARD_RANK(c)][canon ? 0 : rand_r(&seed) % 2],
				    suit_spell[CARD_SUIT(c)][k]);
				put_token(&sb, tok, line, bol, &cw[t][j]);
			}
			sb_adds(&sb, rand_r(&seed) % 4 ? "\n" : " # note\n");
		}
		bdn_reader_init(&r, sb_str(&sb), sb.len);
		ck_assert_msg(bdn_read(&r, &d, &err) == 1, "%s: %s", sb_str(&sb), err.msg);
		ck_assert_int_eq(d.hands_src.line, hw.line);
		ck_assert_int_eq(d.hands_src.col, hw.col);
		ck_assert_int_eq(d.ncalls, 4);
		for (i = 0; i < 4; i++) {
			ck_assert_int_eq(d.calls[i], CALL_PASS);
			ck_assert_int_eq(d.call_src[i].line, kw[i].line);
			ck_assert_int_eq(d.call_src[i].col, kw[i].col);
		}
		ck_assert_int_eq(d.ntricks, 4);
		for (t = 0; t < 4; t++)
			for (j = 0; j < 4; j++) {
				ck_assert_int_eq(d.trick[t][j], deck[t * 4 + j]);
				ck_assert_int_eq(d.card_src[t][j].line, cw[t][j].line);
				ck_assert_msg(d.card_src[t][j].col == cw[t][j].col, "%s: trick %d "
				    "card %d at col %d, expected %d", sb_str(&sb), t, j,
				    d.card_src[t][j].col, cw[t][j].col);
			}
		sb_free(&sb);
	}
}
END_TEST

Suite *
baska_speed_suite(void)
{
	Suite	*s = suite_create("baska_speed");
	TCase	*tc = tcase_create("core");

	tcase_add_test(tc, power_tables_agree);
	tcase_add_test(tc, trick_winners_agree);
	tcase_add_test(tc, text_scan_agrees);
	tcase_add_test(tc, text_scan_long_lines_agree);
	tcase_add_test(tc, token_positions_agree);
	suite_add_tcase(s, tc);
	return s;
}
