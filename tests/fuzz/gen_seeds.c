/*
 * Writes the structure-aware fuzz inputs, at build time into BUILD/fuzz-gen
 * (the Makefile's FUZZ_GEN; none is committed, tests/fuzz/run.sh reads them
 * beside the hand-written tests/fuzz/seeds/):
 *   OUT/seeds/NAME/gen-*   nearly valid records: every valid record of the
 *                           base files, and variants of each with exactly one
 *                           thing changed (a card, call, number, die, answer,
 *                           square or category replaced by another of its
 *                           kind; two of a kind swapped, e.g. a card moved
 *                           between hands or tricks; a line dropped or doubled);
 *                           for the import CSV, protocols built from the
 *                           grammar (legal contracts, sides, kontras, eyes),
 *                           some with one field off; for .bdn also records
 *                           with one deliberate edit aimed at one refusal of
 *                           the reader or judge (gen-50*), and claims at every
 *                           point of each played record (gen-60*);
 *   OUT/dict/NAME.dict      the words of each format, for libFuzzer's -dict
 *                           (also cards: card, call and contract words;
 *                           ruleset: the Baśka ruleset's keys and values).
 *   OUT/seeds/mm, mmap/gen-*  Manewry Morskie records, maps and rulesets built here
 *                           (no base files), with one token or one byte changed;
 *   OUT/seeds/verify/NAME   fuzz_verify's edits of the league database, one of
 *                           each kind to each table (verify_seeds below).
 * Usage: gen_seeds OUTDIR FORMAT:FILE...   (FORMAT bdn, gdr, battle, board, flota, import, ryb)
 * Deterministic (a fixed xorshift seed): the same files give the same inputs,
 * under gcc and clang alike (never two rnd() calls as arguments of one call:
 * the compilers evaluate arguments in different orders).
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define NELEM(a)	(sizeof(a) / sizeof((a)[0]))
#define MAXTOK		8192
#define VARIANTS	12	/* per base record */

static unsigned long long rng = 0x9e3779b97f4a7c15ULL;

static unsigned
rnd(unsigned n)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned)(rng % n);
}

/* ------------------------------------------------------------ words */

static const char *const cards[] = {
	"Ac", "Ad", "Ah", "As", "10c", "10d", "10h", "10s", "Qc", "Qd", "Qh", "Qs",
	"Jc", "Jd", "Jh", "Js",
};
static const char *const calls[] = {
	"pass", "pas", "ask", "pytam", "wesele", "gran", "zolo", "gran-du", "zolo-du", "baska",
	"kontra", "rekontra", "bok", "hirsz",
};
static const char *const contracts[] = {
	"zwykla", "cicha", "wesele", "gran", "zolo", "gran-du", "zolo-du", "baska",
};
static const char *const bdn_tags[] = {
	"[Event \"", "[Date \"", "[Session \"", "[Table \"", "[Deal \"", "[Dealer \"",
	"[Ruleset \"", "[Seats \"", "[Bok \"", "[Hands \"", "[Score \"", "[Claim \"",
	"[Contract \"", "[Declarer \"", "[Partner \"", "[Kontras \"", "[Eyes \"", "[Auction]",
	"[Play]", "yes", "no", "psb", "zwykła", "baśka", "porządek",
};
static const char *const categories[] = {
	"ones", "twos", "threes", "fours", "fives", "sixes", "three-kind", "four-kind", "full",
	"small-straight", "large-straight", "general", "chance", "jedynki", "dwójki", "trójki",
	"czwórki", "piątki", "szóstki", "trójka", "kareta", "mały-strit", "duży-strit",
	"generał", "szansa",
};
static const char *const gdr_tags[] = {
	"[Event \"", "[Date \"", "[Ruleset \"", "[Players \"", "keep", "zostaw", "->", " : ",
	"general", "yahtzee",
};
static const char *const answers[] = {
	"pudło", "pudlo", "trafiony", "zatopiony", "chybiony", "pusto", "odnaleziony",
	"odnaleziona", "uratowany", "uratowana", "trafiony niezatopiony", "trafiony zatopiony",
};
static const char *const battle_tags[] = {
	"[Event \"", "[Date \"", "[Variant \"", "[Player1 \"", "[Player2 \"", "[Board \"1\"]",
	"[Board \"2\"]", "classic", "boats", "fish", "    A B C D E F G H I J",
};
static const char *const csv_cols[] = {
	"event", "session", "table", "deal", "seat1", "seat2", "seat3", "seat4", "dealer",
	"contract", "declarer", "partner", "kontras", "eyes", "bok", "points1", "points2",
	"points3", "points4",
};
static const char *const csv_words[] = {
	"GP Kartuzy", "GP Puck", "Kości", "Tomasz Okoń", "Anna Labuda", "Stanisław Kąkol",
	"Teresa Gruchała", "Jan Formela", "tak", "nie", "yes", "no", "zwykła", "baśka",
};

/* The Baśka ruleset's keys and values (src/rules/baska/rules.c), for fuzz_ruleset. */
static const char *const ruleset_words[] = {
	"preset = ", "psb", " = ", "true", "false", "none", ", ", "\n# ",
	"allow_ask", "wedding_first_call_only", "allow_gran", "du_cancels_kontras",
	"cicha_is_solo", "max_kontra_calls", "baska_auto_win", "gran_void_must_trump",
	"gran_must_head", "win_min_starzy", "wyjscie_min_starzy", "wyjscie_min_mlodzi",
	"base_zwykla", "base_wesele", "du_factor", "solo_uses_levels", "level_factor",
	"mlodzi_win_factor", "bok_mode", "bok_triggers", "bok_block", "bok_stack",
	"max_multiplier", "penalty_distribution", "decided_mode", "claim_rule", "big_points",
	"tie_mode", "absent_big", "absent_small", "team_best_n", "season_best_n", "tie_breaks",
	"offender_absorbs", "side", "offender_lone", "arithmetic", "exhaustive", "best_line",
	"every_line", "explicit", "auto", "baska", "du_won", "hirsz", "average", "best", "worst",
	"small_points", "session_wins", "second_places",
};

/* ------------------------------------------------------------ output */

static char	 outdir[4096];
static int	 nfile;

static void
mkdirs(const char *path)
{
	char	 buf[4096], *p;

	snprintf(buf, sizeof(buf), "%s", path);
	for (p = buf + 1; *p; p++)
		if (*p == '/') {
			*p = '\0';
			if (mkdir(buf, 0755) == -1 && errno != EEXIST) {
				perror(buf);
				exit(1);
			}
			*p = '/';
		}
	if (mkdir(buf, 0755) == -1 && errno != EEXIST) {
		perror(buf);
		exit(1);
	}
}

static void
put(const char *name, const char *text, size_t len)
{
	char	 path[4352];
	FILE	*f;

	snprintf(path, sizeof(path), "%s/seeds/%s/gen-%04d", outdir, name, nfile++);
	if ((f = fopen(path, "wb")) == NULL || fwrite(text, 1, len, f) != len || fclose(f) != 0) {
		perror(path);
		exit(1);
	}
}

static void
dict_word(FILE *f, const char *w)
{
	const unsigned char *p;

	fputc('"', f);
	for (p = (const unsigned char *)w; *p; p++)
		if (*p == '"' || *p == '\\')
			fprintf(f, "\\%c", *p);
		else if (*p < 0x20 || *p >= 0x7f)
			fprintf(f, "\\x%02X", *p);
		else
			fputc(*p, f);
	fputs("\"\n", f);
}

static void
dict(const char *name, const char *const *a, size_t na, const char *const *b, size_t nb,
    const char *const *c, size_t nc)
{
	char	 path[4352];
	FILE	*f;
	size_t	 i;

	snprintf(path, sizeof(path), "%s/dict/%s.dict", outdir, name);
	if ((f = fopen(path, "w")) == NULL) {
		perror(path);
		exit(1);
	}
	fprintf(f, "# %s: the words of the format (tests/fuzz/gen_seeds.c)\n", name);
	for (i = 0; i < na; i++)
		dict_word(f, a[i]);
	for (i = 0; i < nb; i++)
		dict_word(f, b[i]);
	for (i = 0; i < nc; i++)
		dict_word(f, c[i]);
	fclose(f);
}

/* ------------------------------------------------------------ tokens */

enum kind { K_OTHER, K_CARD, K_CALL, K_NUM, K_CAT, K_ANSWER, K_SQUARE, K_CELL, K_TILE };

/* Set while .ryb bases are varied: tiles and plays are a kind of their own. */
static int	 tiles;

struct tok {
	size_t		 off, len;
	enum kind	 kind;
};

static int
in(const char *const *list, size_t n, const char *s, size_t len)
{
	size_t	 i;

	for (i = 0; i < n; i++)
		if (strlen(list[i]) == len && memcmp(list[i], s, len) == 0)
			return 1;
	return 0;
}

static enum kind
classify(const char *s, size_t len)
{
	size_t	 i;

	if (in(cards, NELEM(cards), s, len))
		return K_CARD;
	if (in(calls, NELEM(calls), s, len) || in(contracts, NELEM(contracts), s, len))
		return K_CALL;
	if (in(categories, NELEM(categories), s, len))
		return K_CAT;
	if (in(answers, NELEM(answers), s, len))
		return K_ANSWER;
	if (len == 1 && (*s == '#' || *s == '.'))
		return K_CELL;
	if (tiles && (len == 1 ? *s == '-' : len >= 3 && s[1] == '-' &&
	    strspn(s, "123456-+*&") == len))
		return K_TILE;
	if (len >= 2 && len <= 3 && isupper((unsigned char)s[0]) && isdigit((unsigned char)s[1]) &&
	    (len == 2 || isdigit((unsigned char)s[2])))
		return K_SQUARE;
	for (i = (*s == '+' || *s == '-') ? 1 : 0; i < len && isdigit((unsigned char)s[i]); i++)
		continue;
	if (i == len && len > 0 && isdigit((unsigned char)s[len - 1]))
		return K_NUM;
	return K_OTHER;
}

/* Splits text into tokens: runs without blanks, quotes, brackets, slashes or colons. */
static size_t
tokenize(const char *t, size_t n, struct tok *tok)
{
	size_t	 i = 0, k = 0, s;

	while (i < n && k < MAXTOK) {
		if (strchr(" \t\r\n\"[]/:;,", t[i]) != NULL) {
			i++;
			continue;
		}
		for (s = i; i < n && strchr(" \t\r\n\"[]/:;,", t[i]) == NULL; i++)
			continue;
		tok[k].off = s;
		tok[k].len = i - s;
		tok[k].kind = classify(t + s, i - s);
		k++;
	}
	return k;
}

/* Pips 1 to 6 in order: arguments are evaluated in no set order (gcc and clang differ). */
static void
pips(int *p, int n)
{
	int	 i;

	for (i = 0; i < n; i++)
		p[i] = 1 + (int)rnd(6);
}

static const char *
another(enum kind k, const char *s, size_t len, char *buf, size_t size)
{
	long	 v;
	int	 p[4];

	switch (k) {
	case K_CARD:
		return cards[rnd(NELEM(cards))];
	case K_CALL:
		return rnd(2) ? calls[rnd(NELEM(calls))] : contracts[rnd(NELEM(contracts))];
	case K_CAT:
		return categories[rnd(NELEM(categories))];
	case K_ANSWER:
		return answers[rnd(NELEM(answers))];
	case K_CELL:
		return *s == '#' ? "." : "#";
	case K_TILE:	/* a tile, or a play: caught, laid, stacked, the 6-6 pair, none */
		switch (rnd(6)) {
		case 0:
			pips(p, 4);
			snprintf(buf, size, "%d-%d+%d-%d", p[0], p[1], p[2], p[3]);
			break;
		case 1:
			pips(p, 2);
			snprintf(buf, size, "%d-%d*", p[0], p[1]);
			break;
		case 2:
			snprintf(buf, size, "%s", rnd(2) ? "6-6&6-6" : "-");
			break;
		default:
			pips(p, 2);
			snprintf(buf, size, "%d-%d", p[0], p[1]);
		}
		return buf;
	case K_SQUARE:
		p[0] = 'A' + (int)rnd(11);
		p[1] = 1 + (int)rnd(11);
		snprintf(buf, size, "%c%d", p[0], p[1]);
		return buf;
	case K_NUM:
		v = strtol(s, NULL, 10);
		switch (rnd(4)) {
		case 0:
			v++;
			break;
		case 1:
			v--;
			break;
		case 2:
			v = rnd(7);
			break;
		default:
			v = -v;
		}
		snprintf(buf, size, "%s%ld", *s == '+' && v >= 0 ? "+" : "", v);
		return buf;
	default:
		snprintf(buf, size, "%.*s", (int)len, s);
		return buf;
	}
}

/* One variant of text with one thing changed, into out. */
static size_t
mutate(const char *t, size_t n, char *out, size_t cap)
{
	static struct tok tok[MAXTOK];
	size_t		 nt = tokenize(t, n, tok), i, j, o = 0, tries;
	char		 buf[64];
	const char	*w;
	const char	*ls, *le;

	if (nt == 0)
		return 0;
	switch (rnd(5)) {
	case 0:
	case 1:		/* replace one token by another of its kind */
		for (tries = 0; tries < 50; tries++)
			if (tok[i = rnd((unsigned)nt)].kind != K_OTHER)
				break;
		w = another(tok[i].kind, t + tok[i].off, tok[i].len, buf, sizeof(buf));
		o = (size_t)snprintf(out, cap, "%.*s%s%.*s", (int)tok[i].off, t, w,
		    (int)(n - tok[i].off - tok[i].len), t + tok[i].off + tok[i].len);
		break;
	case 2:
	case 3:		/* swap two tokens of one kind */
		for (tries = 0; tries < 200; tries++) {
			i = rnd((unsigned)nt);
			j = rnd((unsigned)nt);
			if (i < j && tok[i].kind != K_OTHER && tok[i].kind == tok[j].kind &&
			    (tok[i].len != tok[j].len ||
			    memcmp(t + tok[i].off, t + tok[j].off, tok[i].len) != 0))
				break;
		}
		if (tries == 200)
			return mutate(t, n, out, cap);
		o = (size_t)snprintf(out, cap, "%.*s%.*s%.*s%.*s%.*s", (int)tok[i].off, t,
		    (int)tok[j].len, t + tok[j].off,
		    (int)(tok[j].off - tok[i].off - tok[i].len), t + tok[i].off + tok[i].len,
		    (int)tok[i].len, t + tok[i].off,
		    (int)(n - tok[j].off - tok[j].len), t + tok[j].off + tok[j].len);
		break;
	default:	/* drop or double one line */
		i = tok[rnd((unsigned)nt)].off;
		for (ls = t + i; ls > t && ls[-1] != '\n'; ls--)
			continue;
		for (le = t + i; le < t + n && *le != '\n'; le++)
			continue;
		if (le < t + n)
			le++;
		if (rnd(2))
			o = (size_t)snprintf(out, cap, "%.*s%.*s", (int)(ls - t), t,
			    (int)(t + n - le), le);
		else
			o = (size_t)snprintf(out, cap, "%.*s%.*s", (int)(le - t), t,
			    (int)(t + n - ls), ls);
	}
	return o < cap ? o : cap - 1;
}

static void
variants(const char *name, const char *t, size_t n)
{
	static char	 out[1 << 20];
	size_t		 m;
	int		 v;

	put(name, t, n);
	for (v = 0; v < VARIANTS; v++)
		if ((m = mutate(t, n, out, sizeof(out))) > 0)
			put(name, out, m);
}

static void	 bdn_edit_records(const char *, size_t);
static void	 bdn_claim_records(const char *, size_t);

/* A .bdn file holds many records: each (from a tag line after a blank line) is a base. */
static void
bdn_records(const char *t, size_t n)
{
	const char	*p = t, *s = NULL, *end = t + n;

	for (; p < end; p = memchr(p, '\n', (size_t)(end - p)) ? (char *)memchr(p, '\n',
	    (size_t)(end - p)) + 1 : end) {
		if (*p == '[' && s == NULL)
			s = p;
		if (s != NULL && (*p == '\n' || p + 1 >= end || *p == '#')) {
			if (p > s) {
				variants("bdn", s, (size_t)(p - s));
				bdn_edit_records(s, (size_t)(p - s));
				bdn_claim_records(s, (size_t)(p - s));
			}
			s = NULL;
		}
	}
	if (s != NULL) {
		variants("bdn", s, (size_t)(end - s));
		bdn_edit_records(s, (size_t)(end - s));
		bdn_claim_records(s, (size_t)(end - s));
	}
}


/*
 * Records with one thing changed on purpose (Baśka, .bdn): each edit replaces
 * the first occurrence of find (NULL: appends) in the first EDIT_USES base
 * records that hold it, aiming at one refusal of the reader or the judge or
 * at one rarer path (a replacement ending in "\n#" turns the rest of the
 * original line into a comment).
 */
#define EDIT_USES	2
static const struct bdn_edit {
	const char	*find, *repl;
} bdn_edits[] = {
	/* tag syntax */
	{ "[Dealer \"", "[ Dealer \"" }, { "[Dealer \"", "[1 \"" },
	{ "[Dealer \"", "[Dealr \"" }, { "[Dealer \"", "[Dealer]\n#" },
	{ "[Auction]", "[Auction \"1\"]" }, { "\"]", "]" }, { "\"]", "\" x]" },
	{ "[Session \"1\"]", "[Session 1]" }, { "[Session \"1\"]", "[Session 1" },
	{ "[Session \"1\"]", "[Session \"\"]" }, { "[Session \"1\"]", "[Session \"1\t\"]" },
	{ "[Event \"", "[Event \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
	    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
	    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
	    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" },
	{ "[Event \"", "[Event \"a \\\"b\\\" \\\\ c " },
	{ "[Date \"2026-03-14\"]", "[Date \"2026-13-40\"]" },
	{ "[Date \"2026-03-14\"]", "[Date \"26-3-14\"]" },
	{ "[Date \"2026-03-14\"]", "[Date \"2026-02-30\"]" },
	{ "[Date \"2026-03-14\"]", "[Date \"2026-0x-14\"]" },
	{ "", "\xef\xbb\xbf" },
	{ "[Dealer \"", "[Xxxxxxxxxxxxxxxxxxxxxxx\xc5\x82\xc5\x82\xc5\x82\xc5\x82 \"" },
	{ "[Dealer \"", "[Xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx \"" },
	{ "[Dealer \"", "[Dea\xc5\x81" "er \"" },
	{ NULL, "\n[Event \"abc" }, { NULL, "\n[Event abc" },
	{ "[Session \"1\"]", "[Session \"1\x01\"]" },
	{ "[Seats \"", "[Seats \"Yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy"
	    "yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy"
	    "yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy"
	    "yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy; " },
	/* seats, bok, score */
	{ "[Seats \"", "[Seats \"Ewa Kreft; " }, { "[Seats \"", "[Seats \"; " },
	{ "[Seats \"", "[Seats \"A; B; C\"]\n#" },
	{ "[Bok \"yes\"]", "[Bok \"no\"]" }, { "[Bok \"yes\"]", "[Bok \"false\"]" },
	{ "[Bok \"yes\"]", "[Bok \"maybe\"]" }, { "[Dealer \"", "[Bok \"tak\"]\n[Dealer \"" },
	{ "[Score \"", "[Score \"x " }, { "[Score \"", "[Score \"+1 " },
	{ "[Score \"", "[Score \"+1 -1\"]\n#" },
	/* hands */
	{ "[Hands \"", "[Hands \"Ac Ad Ah As 10c / " },
	{ "[Hands \"", "[Hands \"Ac Ad Ah As 10c 10d / " }, { "[Hands \"", "[Hands \"Xx " },
	{ "[Hands \"", "[Hands \"Ac / " },
	{ "[Hands \"", "[Hands \"Ac Ad Ah As / Qc Qd Qh Qs / Jc Jd Jh Js\"]\n#" },
	{ "[Hands \"", "[Hands \"Ac Ad Ah As / Qc Qd Qh Qs / Jc Jd Jh Js / 10c 10d 10h 10s / Ac\"]\n#" },
	{ "[Hands \"", "[Hands \"Ac Ad Ah As / Ac Qd Qh Qs / Jc Jd Jh Js / 10c 10d 10h 10s\"]\n#" },
	{ "[Hands \"", "[Hands \"A\xe2\x99\xa3 t\xe2\x99\xa6 Dh w\xe2\x99\xa0 / " },
	{ "[Hands \"", "[Hands \"ac td dh ws / qc js Jh Ah / 10c Ad Qs Jd / Ac 10h 10s Qd\"]\n#" },
	/* auction */
	{ "[Auction]\n", "[Auction]\npytam pass pass pass\n#" },
	{ "[Auction]\n", "[Auction]\npass pass pass pass wesele\n#" },
	{ "[Auction]\n", "[Auction]\ngran kontra rekontra kontra rekontra pass pass pass\n#" },
	{ "[Auction]\n", "[Auction]\nzolo pass kontra pass pass\n#" },
	{ "[Auction]\n", "[Auction]\npass wesele pass pass pass\n#" },
	{ "[Auction]\n", "[Auction]\nbaska pass pass pass\n#" },
	{ "[Auction]\n", "[Auction]\ngran zolo-du pass pass pass\n#" },
	{ "[Auction]\n", "[Auction]\nfoo pass\n#" },
	{ "[Auction]\n", "[Auction]\nzolo pass pass pass kontra\n#" },
	{ "[Auction]\n", "[Auction]\npytam pass pass pass wesele\n#" },
	{ "[Auction]\n", "[Auction]\ngran pass pass pass gran-du\n#" },
	{ "[Auction]\n", "[Auction]\npass gran pass pass gran-du\n#" },
	{ "[Auction]\n", "[Auction]\npass pass pass pass pass pass pass pass pass pass pass pass pass "
	    "pass pass pass pass pass pass pass pass pass pass pass pass pass pass pass pass pass pass "
	    "pass pass pass pass pass pass pass pass pass pass pass pass pass pass pass pass pass pass "
	    "pass pass pass pass pass pass pass pass pass pass pass pass pass pass pass pass pass "
	    "pass pass pass pass pass pass pass pass pass pass pass pass pass pass\n#" },
	{ "[Auction]\n", "[Play]\n[Auction]\n" },
	/* play */
	{ "[Play]\n", "[Play]\nAc Ad Ah As\nQc Qd Qh Qs\nJc Jd Jh Js\n10c 10d 10h 10s\nAc\n" },
	{ "[Play]\n", "[Play]\nAc Ad\nQc\n" }, { "[Play]\n", "[Play]\nXx\n" },
	{ "[Play]\n", "[Play]\nAc Ad Ah As Qc\n" },
	{ "[Play]\n", "[Play]\n   # no cards on this line\n" },
	{ "[Auction]\ngran-du pass pass pass\n[Play]\n[Claim \"1\"]", "" },
	{ "[Play]\nJh Jc Jd 10s\n", "[Play]\nJh Jc Jd 10s\nJh Jc Jd 10s\n" },
	/* result-only against full */
	{ NULL, "\n[Auction]\npass\n" }, { NULL, "\n[Claim \"1\"]\n" },
	{ "[Declarer \"1\"]", "" }, { "[Eyes \"70\"]", "" }, { "[Partner \"3\"]", "" },
	{ "[Contract \"gran-du\"]\n[Declarer \"3\"]\n[Kontras \"2\"]\n[Eyes \"104\"]",
	    "[Contract \"baska\"]\n[Declarer \"3\"]\n[Kontras \"2\"]" },
	{ "[Declarer \"3\"]", "[Declarer \"3\"]\n[Partner \"1\"]" },
	{ "[Declarer \"1\"]", "[Declarer \"5\"]" }, { "[Partner \"3\"]", "[Partner \"1\"]" },
	{ "[Kontras \"1\"]", "[Kontras \"5\"]" }, { "[Eyes \"70\"]", "[Eyes \"105\"]" },
	{ "[Dealer \"4\"]", "[Dealer \"5\"]" }, { "[Dealer \"4\"]", "[Dealer \"0\"]" },
	{ "[Hands \"", "[Contract \"gran\"]\n[Hands \"" },
	{ "[Hands \"", "[Eyes \"50\"]\n[Hands \"" },
	{ "[Auction]\ngran-du pass pass pass\n", "" },
};

/* The first occurrence of w (length wn) in t, or NULL. */
static const char *
find_in(const char *t, size_t n, const char *w, size_t wn)
{
	size_t	 i;

	for (i = 0; i + wn <= n; i++)
		if (memcmp(t + i, w, wn) == 0)
			return t + i;
	return NULL;
}

static void
bdn_edit_records(const char *t, size_t n)
{
	static int	 used[NELEM(bdn_edits)];
	static char	 out[1 << 16];
	const struct bdn_edit *e;
	const char	*at;
	size_t		 i, off, len, o;
	int		 save = nfile, c;

	if (n + 1024 >= sizeof(out))
		return;
	for (i = 0; i < NELEM(bdn_edits); i++) {
		e = &bdn_edits[i];
		if (used[i] >= EDIT_USES)
			continue;
		if (e->find == NULL) {
			at = t + n;
			len = 0;
		} else {
			if ((at = find_in(t, n, e->find, strlen(e->find))) == NULL)
				continue;
			len = strlen(e->find);
		}
		off = (size_t)(at - t);
		memcpy(out, t, off);
		memcpy(out + off, e->repl, strlen(e->repl));
		memcpy(out + off + strlen(e->repl), at + len, n - off - len);
		/* Three copies, told apart by a comment: fuzz_bdn's ruleset variant follows
		 * the input's hash, so each copy is judged under other switches. */
		o = n - len + strlen(e->repl);
		for (c = 0; c < 3; c++) {
			nfile = 50000 + ((int)i * EDIT_USES + used[i]) * 3 + c;
			put("bdn", out, o + (size_t)snprintf(out + o, 16, "\n# %d\n", c));
		}
		used[i]++;
	}
	nfile = save;
}

/*
 * Claims (§5.5) at every point of a played record: the first k lines of its
 * [Play] (k = 0 to 3), then maybe the first cards of the next trick, then a
 * claim by one of the four seats; the record's own claim dropped.
 */
static void
bdn_claim_records(const char *t, size_t n)
{
	static char	 out[1 << 16];
	static int	 made;
	const char	*play, *p, *end = t + n, *cut[5];
	size_t		 o;
	int		 k, lines, seat, part, save = nfile;

	if ((play = find_in(t, n, "[Play]\n", 7)) == NULL || n + 64 >= sizeof(out))
		return;
	p = play + 7;
	for (lines = 0; lines < 4 && p < end && *p != '[' && *p != '#' && *p != '\n'; lines++) {
		cut[lines] = p;
		while (p < end && *p != '\n')
			p++;
		if (p < end)
			p++;
	}
	cut[lines] = p;
	for (k = 0; k <= lines && k < 4; k++)
		for (seat = 1; seat <= 4; seat++) {
			o = (size_t)(cut[k] - t);
			memcpy(out, t, o);
			part = 0;
			if (k < lines && seat % 2 == 0) {	/* the next trick begun */
				for (p = cut[k]; p < cut[k + 1] && part < seat / 2; p++)
					if (*p == ' ')
						part++;
				memcpy(out + o, cut[k], (size_t)(p - cut[k]));
				o += (size_t)(p - cut[k]);
				if (o > 0 && out[o - 1] == ' ')
					out[o - 1] = '\n';
			}
			o += (size_t)snprintf(out + o, sizeof(out) - o, "[Claim \"%d\"]\n", seat);
			nfile = 60000 + made++;
			put("bdn", out, o);
		}
	nfile = save;
}

/* ------------------------------------------------------------ gdr */

/*
 * fuzz_gdr checks the solver's readers (dice advise, dice analyse) on the
 * inputs whose FNV-1a hash has its low 13 bits 0 (see its TURN_EVERY and
 * ANALYSE_EVERY): each base record again, with a comment line appended
 * until its hash does, so that the committed seeds reach them.
 */
static void
gdr_sampled(const char *t, size_t n)
{
	static char	 out[1 << 20];
	unsigned	 h, k;
	size_t		 m, i;

	if (n + 32 > sizeof(out))
		return;
	memcpy(out, t, n);
	for (k = 0; k < 1000000; k++) {
		m = n + (size_t)snprintf(out + n, sizeof(out) - n, "%s# %u\n",
		    n > 0 && t[n - 1] != '\n' ? "\n" : "", k);
		for (h = 2166136261u, i = 0; i < m; i++)
			h = (h ^ (unsigned char)out[i]) * 16777619u;
		if ((h & 0x1fff) == 0) {
			put("gdr", out, m);
			return;
		}
	}
}

/* ------------------------------------------------------------ ryb */

/*
 * A .ryb base and RYB_VARIANTS variants with one tile or play changed (or
 * two swapped, a line dropped or doubled), as many with the change among the
 * turns, from a random state of its own so that the seeds of the formats
 * generated later stay as they were; then ryb_lines.
 */
#define RYB_VARIANTS	40
static void	 ryb_lines(const char *, size_t);

static void
ryb_variants(const char *t, size_t n)
{
	static char		 out[1 << 20];
	static unsigned long long own = 0x2545f4914f6cdd1dULL;
	unsigned long long	 saved = rng;
	size_t			 m;
	int			 v;

	const char		*play = strstr(t, "[Play]");
	size_t			 h;

	rng = own;
	tiles = 1;
	put("ryb", t, n);
	for (v = 0; v < RYB_VARIANTS; v++)
		if ((m = mutate(t, n, out, sizeof(out))) > 0)
			put("ryb", out, m);
	/* As many again with the change among the turns, where the judge looks. */
	h = play != NULL ? (size_t)(play - t) + 6 : n;
	for (v = 0; h < n && v < RYB_VARIANTS; v++) {
		memcpy(out, t, h);
		if ((m = mutate(t + h, n - h, out + h, sizeof(out) - h)) > 0)
			put("ryb", out, h + m);
	}
	tiles = 0;
	own = rng;
	rng = saved;
	ryb_lines(t, n);
}

/*
 * A .ryb base with one line added or replaced, one for each way the reader
 * and the judge can refuse or take a record: tags (every tag name, bad
 * dates, players, quotes, brackets, tile counts), a BOM or a control byte,
 * turn lines (bad numbers, tiles, separators, stacks "T*", the 6-6 pair
 * "6-6&6-6", "nic" and "pas"), too many turns, and two records in a row.
 */
static const char *const ryb_tags_bad[] = {
	"[Ruleset \"tiu-u\"]", "[Ruleset \"\"]", "[Ruleset \"a-ruleset-name-longer-than-sixty-three-"
	"bytes-that-no-preset-has-at-all\"]", "[Date \"2026-1x-20\"]", "[Date \"2026-11-2\"]",
	"[Event \"Klub deskových her Paluba, večer dlouhý, velmi dlouhý, delší než sto dvacet sedm "
	"bajtů, to je opravdu hodně znaků na jeden řádek\"]", "[Players \"A\"]",
	"[Players \"A; B; C; D\"]", "[Players \"A; A\"]", "[Players \"A#; B\"]",
	"[Players \"A:; B\"]", "[Players \"; B\"]", "[Players \"Velmi dlouhé jméno hráče, které se do "
	"šedesáti tří bajtů nevejde; B\"]", "[Foo \"x\"]", "[Event x\"]", "[Event \"x]",
	"[Event \"x\"", "[Event \"x\"] y", "[Table \"1-1 1-1\"]", "[Wall \"1-1 2-2\"]",
	"[Hand3 \"1-1 1-2\"]", "[Hand1 \"1-1 1-2 1-3 1-4 1-5 1-6 2-2 2-3 2-4 2-5 2-6 3-3 3-4\"]",
	"[Table \"1-1 7-7\"]", "[Play", "[Play] x", "\x01", "[Event \"a\x02\"]",
	"[Date \"2026-11-200\"]", "1: -, 5-6", "[Event \"x\"]\n[Play]\n",
	"[Event \"Klub deskových her Paluba, večer druhý\"]\n[Players \"A; B\"]\n"
	"[Hand1 \"1-1\"]\n[Play]\n",
};
static const char *const ryb_turns_bad[] = {
	"1 -, 5-6", "x: -, 5-6", "1: -", "1: 7-7, 5-6", "1: 6-6&5-5, 1-1", "1: 6-6&6-6, 1-1",
	"2: 6-6&6-6, 1-1", "1: 3-4*, 5-6", "2: 1-1*, 5-6", "1: -, 5-6*", "1: -, 2-6*", "1: , 5-6",
	"1: -, ", "1: -, 5-6+", "1: 3-4+, 5-6", "1: nic, 5-6", "2: PAS, 5-6", "1: 1-1+1-1, 5-6",
	"9: -, 5-6", "1: -, 5-6 x", "1: 2-3, 2-6", "1: 1-2+2-4, 2-6", "# a comment", "",
	": -, 5-6", "1: 4-6*, 2-6\n2: -, 4-4", "1: 6-6&6-6, 2-6", "1: 6-6&6-6, 2-6+2-6",
	"1: 4-6*, 2-6\n2: -, 4-4\n1: 4-6+4-6, 3-5", "[Event \"x\"]",
};

static void
ryb_lines(const char *t, size_t n)
{
	static char	 out[1 << 20];
	const char	*play = strstr(t, "[Play]");
	size_t		 i, m, at;
	int		 k;

	for (i = 0; i < NELEM(ryb_tags_bad); i++) {
		m = (size_t)snprintf(out, sizeof(out), "%s%s\n%.*s", i == 5 ? "\xef\xbb\xbf" : "",
		    ryb_tags_bad[i], (int)n, t);
		if (m < sizeof(out))
			put("ryb", out, m);
	}
	if (play == NULL)
		return;
	for (i = 0; i < 2 * NELEM(ryb_turns_bad); i++) {
		/* as the first turn, and after it */
		at = (size_t)(play - t) + 7;
		if (i % 2 && at < n && strchr(t + at, '\n') != NULL)
			at = (size_t)(strchr(t + at, '\n') - t) + 1;
		m = (size_t)snprintf(out, sizeof(out), "%.*s%s\n%.*s", (int)at, t, ryb_turns_bad[i / 2],
		    (int)(n - (at < n ? at : n)), t + (at < n ? at : n));
		if (m < sizeof(out))
			put("ryb", out, m);
	}
	/* More turns than a record may hold; two records in a row. */
	m = (size_t)snprintf(out, sizeof(out), "%.*s", (int)n, t);
	for (k = 0; k < 70 && m + 16 < sizeof(out); k++)
		m += (size_t)snprintf(out + m, sizeof(out) - m, "%d: -, 1-1\n", 1 + k % 2);
	put("ryb", out, m);
	m = (size_t)snprintf(out, sizeof(out), "%.*s\n%.*s", (int)n, t, (int)n, t);
	if (m < sizeof(out))
		put("ryb", out, m);
}

/* ------------------------------------------------------------ import CSV */

static const char *const events[] = { "GP Kartuzy", "GP Puck", "Kości", "Liga 2026" };
static const char *const people[] = {
	"Tomasz Okoń", "Anna Labuda", "Stanisław Kąkol", "Teresa Gruchała", "Jan Formela",
	"Ewa Kreft", "Józef Szczypior", "Maria Bielińska",
};

static void
csv_protocol(int broken)
{
	static char	 buf[16384];
	char		 field[19][64];
	int		 order[19], ncol = 15, i, j, t, rows, r, c, decl, part, pts, solo;
	size_t		 o = 0;

	pts = rnd(3) == 0;
	if (pts)
		ncol = 19;
	for (i = 0; i < ncol; i++)
		order[i] = i;
	if (rnd(3) == 0)	/* columns in another order */
		for (i = ncol - 1; i > 0; i--) {
			j = (int)rnd((unsigned)i + 1);
			t = order[i];
			order[i] = order[j];
			order[j] = t;
		}
	for (i = 0; i < ncol; i++)
		o += (size_t)snprintf(buf + o, sizeof(buf) - o, "%s%s", i ? "," : "",
		    csv_cols[order[i]]);
	o += (size_t)snprintf(buf + o, sizeof(buf) - o, "\n");
	rows = 1 + (int)rnd(6);
	t = (int)rnd(2);
	for (r = 0; r < rows; r++) {
		c = (int)rnd(NELEM(contracts));
		solo = c >= 3;
		decl = 1 + (int)rnd(4);
		part = solo ? 0 : 1 + (decl + (int)rnd(3)) % 4;
		snprintf(field[0], 64, "%s", events[rnd(2) ? 0 : rnd(NELEM(events))]);
		snprintf(field[1], 64, "1");
		snprintf(field[2], 64, "%d", 1 + t);
		snprintf(field[3], 64, "%d", r + 1);
		for (i = 0; i < 4; i++)
			snprintf(field[4 + i], 64, "%s", people[(4 * t + i) % NELEM(people)]);
		snprintf(field[8], 64, "%d", r % 4 + 1);
		snprintf(field[9], 64, "%s", contracts[c]);
		snprintf(field[10], 64, "%d", decl);
		if (part)	/* the partner's seat, or an empty field */
			snprintf(field[11], 64, "%d", part);
		else
			field[11][0] = '\0';
		snprintf(field[12], 64, "%d", rnd(3) ? 0 : (int)rnd(5));
		snprintf(field[13], 64, "%d", (int)rnd(105));
		snprintf(field[14], 64, "%d", rnd(4) == 0);
		for (i = 0; i < 4; i++)	/* points: a guess, zero-sum (the rules decide) */
			snprintf(field[15 + i], 64, "%+d", i < 2 ? 1 : -1);
		if (broken && r == rows - 1) {
			i = (int)rnd((unsigned)ncol);
			snprintf(field[i], 64, "%s", rnd(2) ? csv_words[rnd(NELEM(csv_words))] :
			    rnd(2) ? "" : "0");
		}
		for (i = 0; i < ncol; i++)
			o += (size_t)snprintf(buf + o, sizeof(buf) - o, "%s%s%s%s", i ? "," : "",
			    strchr(field[order[i]], ',') ? "\"" : "", field[order[i]],
			    strchr(field[order[i]], ',') ? "\"" : "");
		o += (size_t)snprintf(buf + o, sizeof(buf) - o, "\n");
	}
	put("import", buf, o);
}

/* ------------------------------------------------------------ battleship and Flota */

/*
 * Their targets read RECORD '\0' RULESET (tests/fuzz/suffix.h): a ruleset
 * text after the last NUL picks the variant and the knobs. Each base record
 * is also written under each of these rulesets (some refused on purpose),
 * and whole games are played out here (random, mostly legal, a few faults
 * thrown in) on every variant. These use their own random stream and file
 * numbers, so the other formats' inputs do not change with them.
 */
static const char *const fleet_rulesets[] = {
	"preset = boats\n", "preset = fish\n", "preset = skansen-ryby\nrepeat_shot = miss\n",
	"repeat_shot = miss\nhalo_shot = allow\n", "no_touch = false\n",
	"shoot_again_on_hit = false\nshoot_again_on_sink = true\n",
	"board_w = 12\nboard_h = 9\nfleet = kuter:3x1, łódka:1x2\n",
	"words = nic, jest, koniec\n", "fleet = a:2x1, b:2x1\n", "board_w = 1\n",
	"fleet = długi:30x1\n", "fleet = x\n", "fleet = a:2\n", "fleet = :2x1\n", "fleet = a:2xq\n",
	"fleet = a:1x1, b:2x1, c:3x1, d:4x1, e:5x1, f:6x1, g:7x1, h:8x1, i:9x1\n",
	"fleet = a:11x1\n", "fleet = a:5x30\n", "fleet = a:1x0\n", "fleet = , \n",
	"fleet = bardzo długa nazwa statku, dłuższa niż czterdzieści bajtów:2x1\n",
	"words = a, b\n", "words = a, b, c, d\n", "words = a,, c\n",
	"preset = skansen-lodzie\nwords = Pusto, Jest, Po Nim\n",
};
static const char *const flota_rulesets[] = {
	"ship_choice = alternate\n", "enclosure_check = turn\nenclosure_tie = sunk\n",
	"enclosure_check = never\n", "name_in_answers = one\n", "name_in_answers = none\n",
	"split_moves = false\nshot_on_mine = false\n",
	"own_stacking = true\npass_own_ships = false\nown_square_fire = allowed_sinks_own\n",
	"hit_also_burns = true\n", "mine_tokens = 3\nboth_lost = shooter_wins\n",
	"board_w = 6\nboard_h = 6\nshots = 1,1,1,1\nmoves = 2,2,2,2\n",
	"shots = 0,0,1,1\nmoves = 0,1,1,1\n", "board_w = 1\n",
};
static const char *const flota_words[] = {
	"pudło", "pudlo", "oparzony", "trafiony", "pancernik", "krążownik", "torpedowiec",
	"ścigacz", "pancernikiem", "[Fleet1 \"", "[Fleet2 \"", "[Players \"", "[Ruleset \"",
	"[Play]", " x ", " > ", "->", "\xE2\x86\x92",
};
static const char *const fleet_keys[] = {
	"preset = ", "board_w = ", "board_h = ", "fleet = ", "no_touch = ", "shoot_again_on_hit = ",
	"repeat_shot = ", "halo_shot = ", "words = ", "start_player = ", "miss", "allow", "true",
	"false",
};

static char	 rs_out[1 << 20];
static size_t	 rs_len;

static void
put_ruleset(const char *name, const char *t, size_t n, const char *ruleset)
{
	size_t	 m = strlen(ruleset);

	if (n + 2 + m > sizeof(rs_out))
		return;
	memcpy(rs_out, t, n);
	rs_out[n] = '\0';
	memcpy(rs_out + n + 1, ruleset, m);
	rs_len = n + 1 + m;
	put(name, rs_out, rs_len);
}

/* The last input of put_ruleset again, with a NUL after it. */
static void
put_nul(const char *name)
{
	rs_out[rs_len] = '\0';
	put(name, rs_out, rs_len + 1);
}

/* A base record under every ruleset of its game (battle, board, flota). */
static void
ruleset_copies(const char *name, const char *t, size_t n)
{
	const char *const *rs = strcmp(name, "flota") == 0 ? flota_rulesets : fleet_rulesets;
	size_t	 nrs = strcmp(name, "flota") == 0 ? NELEM(flota_rulesets) : NELEM(fleet_rulesets);
	size_t	 i;

	for (i = 0; i < nrs; i++)
		put_ruleset(name, t, n, rs[i]);
	/* A NUL inside the record: RECORD NUL "x" NUL, the ruleset after the last one empty. */
	put_ruleset(name, t, n, "x");
	put_nul(name);
}

/* Flota bases: variants from a random stream of their own (the CSV protocols come after). */
static void
flota_variants(const char *t, size_t n)
{
	static unsigned long long frng = 0x9e3779b97f4a7c15ULL ^ 0xf107a;
	unsigned long long saved = rng;

	rng = frng;
	variants("flota", t, n);
	frng = rng;
	rng = saved;
}

/*
 * One line of a valid record replaced by a faulty one of its kind (a tag, a
 * turn, a shot, a grid row): each reader's refusals, one fault at a time.
 * The line replaced is the first one that starts like the fault's pattern.
 */
struct fault {
	const char	*starts;	/* the line replaced starts so ("" = the first line) */
	const char	*line;		/* its replacement (one or more lines) */
};

static const struct fault flota_faults[] = {
	{ "[Date", "[Date \"2026-13-45\"]" }, { "[Date", "[Date \"wczoraj\"]" },
	{ "[Event", "[Event \"\"]" }, { "[Event", "[Event x]" }, { "[Event", "[Event \"x]" },
	{ "[Event", "[Event \"x\"" }, { "[Event", "[Event \"x\"] trala" }, { "[Event", "[]" },
	{ "[Event", "[Nazwa \"x\"]" }, { "[Play", "[Play \"x\"]" }, { "[Play", "[Play] 1 P: > C4" },
	{ "[Event", "[Event \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
	    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"]" },
	{ "[Players", "[Players \"Ala\"]" }, { "[Players", "[Players \"Ala; Olek; Ewa\"]" },
	{ "[Players", "[Players \"Ala; Ala\"]" }, { "[Players", "[Players \"A:la; Olek\"]" },
	{ "[Players", "[Players \"1; Olek\"]" }, { "[Players", "[Players \"Ala; \"]" },
	{ "[Players", "[Players \"Aleksandra Bożena Celina Danuta Elżbieta Franciszka Genowefa; Olek\"]" },
	{ "[Fleet1", "[Fleet1 \"\"]" }, { "[Fleet1", "[Fleet1 \"P C4 K\"]" },
	{ "[Fleet1", "[Fleet1 \"Q C4 K E2 T H8 S J1\"]" }, { "[Fleet1", "[Fleet1 \"P 44 K E2\"]" },
	{ "[Fleet1", "[Fleet1 \"P C4 K E2 T H8\"]" }, { "[Fleet2", "[Fleet2 \"P C4 P C5 P C6 P C7 P C8 "
	    "P C9 K D1 K D2 K D3 K D4 T E1 T E2 T E3 T E4 S F1 S F2 S F3\"]" },
	{ "[Fleet2", "[Fleet2 \"P Z26 K E2 T H8 S J1\"]" }, { "[Fleet1", "[Fleet1 \"P C4, K C4, T H8, S J1\"]" },
	{ "1 ", "1 P x D4 pudło" }, { "1 ", "1 Q: x D4 pudło" }, { "1 ", "P: x D4 pudło" },
	{ "1 ", "3 P: x D4 pudło" }, { "1 ", "1 P: x D4" }, { "1 ", "1 P: y D4 pudło" },
	{ "1 ", "1 P: x D4 pudło trala" }, { "1 ", "1 P: x D4 oparzony" },
	{ "1 ", "1 P: x D4 oparzony P P" }, { "1 ", "1 P: ," }, { "1 ", "1 P: x D4 pudło," },
	{ "1 ", "1 P: x D4 trafiony" }, { "1 ", "1 P: x D4 oparzony Q" }, { "1 ", "1 P: > " },
	{ "1 ", "1 : x D4 pudło" }, { "1 ", "Ewa P: x D4 pudło" }, { "1 ", "1 P: x D4 pudło\x01" },
	{ "1 ", "1 P: x D4 pudło\x7f" }, { "1 ", "1 P: x 4D pudło" }, { "1 ", "1 P: x D4 pudło x D5 pudło" },
	{ "1 ", "1 K: > C1, > C2, > C3, > C4, > C5, > C6, > C7, > C8, > C9, > C10, > D1, > D2, "
	    "> D3, > D4, > D5, > D6, > D7, > D8, > D9, > D10, > E1, > E2, > E3, > E4, > E5, > E6, "
	    "> E7, > E8, > E9, > E10, > F1, > F2, > F3" },
	{ "[Play", "1 P: x D4 pudło" }, { "[Fleet1", "[Fleet1 \"P C4 K E2 T H8 S J1\"]\n[Play]" },
	{ "2 ", "2 S:" }, { "2 ", "2 S: x A1 pudło, x A2 pudło, x A3 pudło" },
	{ "[Fleet1", "[Fleet1 \"1 C4 K E2 T H8 S J1\"]" }, { "1 ", "1 P: x D4 oparzony 5" },
	{ "1 ", "1 P x: D4 pudło" }, { "[Date", "[Date \"2026-11-2x\"]" },
	{ "[Players", "[Players \"Aleksandra Bożena Celina Danuta Elżbieta Franciszka Genowefa "
	    "Halina Irena; Olek\"]" }, { "[Play", "[Play]\n\n# koniec" },
};

static const struct fault battle_faults[] = {
	{ "[Event", "[Event \"x\"" }, { "[Event", "[Event x]" }, { "[Event", "[ \"x\"]" },
	{ "[Event", "[Event \"x\" trala" }, { "[Event", "[Event \"x\"] trala" },
	{ "[Board", "[Board \"3\"]" }, { "[Board", "[Board \"2\"]" }, { "[Variant", "[Variant \"\"]" },
	{ "[Event", "[EventEventEventEventEventEventEventEvent \"x\"]" },
	{ "[Event", "[Event \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
	    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"]" },
	{ "1 ", "1 44 pudło" }, { "1 ", "1 D4" }, { "1 ", "1 D4 pudłopudłopudłopudłopudłopudłopudło"
	    "pudłopudłopudłopudłopudłopudłopudłopudłopudło" }, { "1 ", "1 D4 nie wiem" }, { "1 ", "3 D4 pudło" },
	{ "1 ", "1 d4 pudło" }, { "1 ", "1 D4   trafiony    zatopiony" }, { "1 ", "1 D4 pudło\x01" },
	{ "1 ", "[Board \"1\"]" }, { "1 ", " 1  # . . ." }, { "1 ", "1  # . # . . . . . . ." },
	{ "[Board \"2", "" }, { " 1", " 1  # . . . . . . . . . . . . . . . . . . . . . . . . . . ." },
	{ " 1", " 1  # . x . ." }, { "    A", "    A B C D E F G H I J K L M N O P Q R S T U V W X Y Z AA" },
};

static const struct fault board_faults[] = {
	{ " 1", " 1  # . . . . . . . . . . . . . . . . . . . . . . . . . . ." }, { " 1", " 1  # . x . ." },
	{ " 1", "" }, { " 1", "trala" }, { " 1", " 1  # . . # # # # . . .  # komentarz" },
	{ " 1", " 1  ..##..##" }, { " 1", "# . # . # . # . # ." }, { " 1", " 1  # . . .\x01" },
	{ "    A", "    A B C" }, { "", "" }, { "", "# tylko komentarz" },
};

/* Writes t with the first line starting like f->starts replaced by f->line. */
static void
put_fault(const char *name, const char *t, size_t n, const struct fault *f)
{
	static char	 out[1 << 20];
	const char	*ls = t, *le;
	size_t		 k = strlen(f->starts), o;

	for (;;) {
		le = memchr(ls, '\n', (size_t)(t + n - ls));
		if ((size_t)(t + n - ls) >= k && memcmp(ls, f->starts, k) == 0)
			break;
		if (le == NULL)
			return;
		ls = le + 1;
	}
	if (le == NULL)
		le = t + n;
	o = (size_t)snprintf(out, sizeof(out), "%.*s%s%.*s", (int)(ls - t), t, f->line,
	    (int)(t + n - le), le);
	if (o < sizeof(out))
		put(name, out, o);
}

/* Every fault of the format, on the base t. */
static void
fault_copies(const char *name, const char *t, size_t n)
{
	const struct fault *fs = strcmp(name, "flota") == 0 ? flota_faults :
	    strcmp(name, "battle") == 0 ? battle_faults : board_faults;
	size_t	 nf = strcmp(name, "flota") == 0 ? NELEM(flota_faults) :
	    strcmp(name, "battle") == 0 ? NELEM(battle_faults) : NELEM(board_faults);
	size_t	 i;

	for (i = 0; i < nf; i++)
		put_fault(name, t, n, &fs[i]);
}

struct sb {
	char	 s[65536];
	size_t	 n;
};

static void
sbf(struct sb *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void
sbf(struct sb *b, const char *fmt, ...)
{
	va_list	 ap;
	int	 k;

	va_start(ap, fmt);
	k = vsnprintf(b->s + b->n, sizeof(b->s) - b->n, fmt, ap);
	va_end(ap);
	if (k > 0 && b->n + (size_t)k < sizeof(b->s))
		b->n += (size_t)k;
}

/* A battleship variant as the generator plays it. */
struct bvariant {
	const char	*name, *ruleset;
	int		 w, h, again, repeat_miss, no_touch;
	const char	*words[3];
};

static const struct bvariant bvariants[] = {
	{ "classic", "", 10, 10, 1, 0, 1, { "pudło", "trafiony", "zatopiony" } },
	{ "boats", "preset = boats\n", 10, 10, 0, 0, 1, { "pusto", "odnaleziony", "uratowany" } },
	{ "fish", "preset = fish\n", 8, 8, 0, 0, 1, { "pusto", "odnaleziona", "uratowana" } },
	{ "classic", "repeat_shot = miss\nhalo_shot = allow\n", 10, 10, 1, 1, 1,
	    { "pudło", "trafiony", "zatopiony" } },
	{ "classic", "no_touch = false\n", 10, 10, 1, 0, 0, { "pudlo", "trafiony", "zatopiony" } },
};

/* Places the fleet 4,3,3,2,2,2,1,1,1,1 on w x h: ship numbers 1.. in id[y][x]. */
static void
place_fleet(const struct bvariant *v, int id[26][26])
{
	static const int sizes[] = { 4, 3, 3, 2, 2, 2, 1, 1, 1, 1 };
	int	 s, k, x, y, dx, dy, ok, tries, i, j;

again:
	memset(id, 0, sizeof(int) * 26 * 26);
	for (s = 0; s < 10; s++) {
		for (tries = 0; tries < 2000; tries++) {
			dx = (int)rnd(2);
			dy = 1 - dx;
			x = (int)rnd((unsigned)(v->w - dx * (sizes[s] - 1)));
			y = (int)rnd((unsigned)(v->h - dy * (sizes[s] - 1)));
			ok = 1;
			for (k = 0; k < sizes[s] && ok; k++)
				for (j = -1; j <= 1; j++)
					for (i = -1; i <= 1; i++) {
						int cx = x + dx * k + i, cy = y + dy * k + j;

						if (cx >= 0 && cy >= 0 && cx < v->w && cy < v->h &&
						    id[cy][cx] && (v->no_touch || (i == 0 && j == 0)))
							ok = 0;
					}
			if (ok)
				break;
		}
		if (tries == 2000)
			goto again;
		for (k = 0; k < sizes[s]; k++)
			id[y + dy * k][x + dx * k] = s + 1;
	}
}

/* One match: the fleets, then shots until a fleet sinks (a few faults on the way). */
static void
battle_game(const struct bvariant *v, int faults)
{
	static struct sb b;
	int	 id[2][26][26], shot[2][26][26], hits[2][11], left[2] = { 10, 10 };
	int	 p, x, y, s, d, n, turn = 1, tries, ans, k, sz;

	memset(shot, 0, sizeof(shot));
	memset(hits, 0, sizeof(hits));
	b.n = 0;
	sbf(&b, "[Event \"Gen %s\"]\n[Variant \"%s\"]\n", v->name, v->name);
	for (p = 0; p < 2; p++) {
		place_fleet(v, id[p]);
		sbf(&b, "\n[Board \"%d\"]\n   ", p + 1);
		for (x = 0; x < v->w; x++)
			sbf(&b, " %c", 'A' + x);
		for (y = 0; y < v->h; y++) {
			sbf(&b, "\n%2d ", y + 1);
			for (x = 0; x < v->w; x++)
				sbf(&b, " %c", id[p][y][x] ? '#' : '.');
		}
		sbf(&b, "\n");
	}
	sbf(&b, "\n");
	for (n = 0; n < 400 && left[0] && left[1]; n++) {
		p = turn;
		d = 2 - p;
		if (faults && rnd(40) == 0)
			p = 3 - p;	/* out of turn */
		for (tries = 0; tries < 500; tries++) {
			x = (int)rnd((unsigned)v->w);
			y = (int)rnd((unsigned)v->h);
			if (!shot[2 - p][y][x] || (faults && rnd(25) == 0))
				break;	/* now and then a square shot before */
		}
		if (faults && rnd(40) == 0)
			x = v->w + (int)rnd(3);	/* off the board */
		d = 2 - p;
		if (x >= v->w) {
			sbf(&b, "%d %c%d %s\n", p, 'A' + x, y + 1, v->words[0]);
			continue;
		}
		s = id[d][y][x];
		ans = 0;
		if (!shot[d][y][x] && s) {
			hits[d][s]++;
			for (sz = 0, k = 0; k < 26 * 26; k++)
				sz += id[d][k / 26][k % 26] == s;
			ans = hits[d][s] == sz ? 2 : 1;
			left[d] -= ans == 2;
		}
		shot[d][y][x] = 1;
		if (faults && rnd(30) == 0)
			ans = (ans + 1 + (int)rnd(2)) % 3;	/* a false answer */
		sbf(&b, "%d %c%d %s\n", p, 'A' + x, y + 1, v->words[ans]);
		turn = ans && v->again ? p : 3 - p;
	}
	if (faults && rnd(2))
		sbf(&b, "%d A1 %s\n", turn, v->words[0]);	/* after the end */
	put_ruleset("battle", b.s, b.n, v->ruleset);
}

/* Flota as the generator plays it: the rulebook's shots and miles. */
static const int fshots[4] = { 4, 3, 2, 1 }, fmoves[4] = { 1, 2, 3, 4 };

struct fgame {
	int	 w, h, x[2][4], y[2][4], alive[2][4], mine[26][26];
};

static void
flota_answer(const struct fgame *g, int d, int x, int y, struct sb *b)
{
	static const char codes[] = "PKTS";
	int	 t, hit = -1, burn = 0;

	for (t = 0; t < 4; t++)
		if (g->alive[d][t] && g->x[d][t] == x && g->y[d][t] == y)
			hit = t;
		else if (g->alive[d][t] && abs(g->x[d][t] - x) <= 1 && abs(g->y[d][t] - y) <= 1)
			burn |= 1 << t;
	if (hit >= 0)
		sbf(b, " trafiony %c", codes[hit]);
	else if (burn) {
		sbf(b, " oparzony");
		for (t = 0; t < 4; t++)
			if (burn & 1 << t)
				sbf(b, " %c", codes[t]);
	} else
		sbf(b, " pudło");
}

/* One Flota turn of player p with ship t: moves and shots, truthfully answered. */
static void
flota_turn(struct fgame *g, int p, int t, int faults, struct sb *b)
{
	static const char codes[] = "PKTS";
	int	 shots = fshots[t] + (faults && rnd(15) == 0), miles = fmoves[t], a = 0;
	int	 x, y, nx, ny, k, d = 1 - p, o;

	sbf(b, "%d %c:", p + 1, codes[t]);
	while ((shots > 0 || miles > 0) && a < 6) {
		x = g->x[p][t];
		y = g->y[p][t];
		if (miles > 0 && rnd(3) == 0) {
			k = 1 + (int)rnd((unsigned)miles);
			nx = x + (int)rnd((unsigned)(2 * k + 1)) - k;
			ny = y + (int)rnd((unsigned)(2 * k + 1)) - k;
			if (nx < 0 || ny < 0 || nx >= g->w || ny >= g->h || g->mine[ny][nx] ||
			    (nx == x && ny == y))
				continue;
			for (o = 0; o < 4; o++)
				if (o != t && g->alive[p][o] && g->x[p][o] == nx && g->y[p][o] == ny)
					break;
			if (o < 4 && !faults)
				continue;
			sbf(b, "%s > %c%d", a++ ? "," : "", 'A' + nx, ny + 1);
			miles -= abs(nx - x) > abs(ny - y) ? abs(nx - x) : abs(ny - y);
			g->x[p][t] = nx;
			g->y[p][t] = ny;
		} else if (shots > 0) {
			nx = x + (int)rnd(3) - 1;
			ny = y + (int)rnd(3) - 1;
			if ((nx == x && ny == y) || ((nx < 0 || ny < 0 || nx >= g->w || ny >= g->h) &&
			    !(faults && rnd(8) == 0)))
				continue;
			sbf(b, "%s x %c%d", a++ ? "," : "", 'A' + nx, ny + 1);
			shots--;
			if (nx < 0 || ny < 0 || nx >= g->w || ny >= g->h) {
				sbf(b, " pudło");
				continue;
			}
			flota_answer(g, faults && rnd(20) == 0 ? p : d, nx, ny, b);
			g->mine[ny][nx] = 1;
			for (o = 0; o < 4; o++)
				if (g->x[d][o] == nx && g->y[d][o] == ny)
					g->alive[d][o] = 0;
		} else
			break;
	}
	sbf(b, "\n");
}

/* One Flota game on a w x h board under ruleset (which must keep the shots and miles). */
static void
flota_game(int w, int h, const char *ruleset, int faults)
{
	static struct sb b;
	static const char codes[] = "PKTS";
	struct fgame	 g;
	int		 p, t, n, k, l[2];

	memset(&g, 0, sizeof(g));
	g.w = w;
	g.h = h;
	b.n = 0;
	sbf(&b, "[Event \"Gen %dx%d\"]\n[Players \"Ala; Olek\"]\n", w, h);
	for (p = 0; p < 2; p++) {
		sbf(&b, "[Fleet%d \"", p + 1);
		for (t = 0; t < 4; t++) {
			do {
				g.x[p][t] = (int)rnd((unsigned)w);
				g.y[p][t] = (int)rnd((unsigned)h);
				for (k = 0; k < t; k++)
					if (g.x[p][k] == g.x[p][t] && g.y[p][k] == g.y[p][t])
						break;
			} while (k < t);
			g.alive[p][t] = 1;
			sbf(&b, "%s%c %c%d", t ? " " : "", codes[t], 'A' + g.x[p][t], g.y[p][t] + 1);
		}
		sbf(&b, "\"]\n");
	}
	sbf(&b, "[Play]\n");
	for (n = 0, p = 0; n < 30; n++, p = 1 - p) {
		l[0] = g.alive[0][0] + g.alive[0][1] + g.alive[0][2] + g.alive[0][3];
		l[1] = g.alive[1][0] + g.alive[1][1] + g.alive[1][2] + g.alive[1][3];
		if (!l[0] || !l[1])
			break;
		if (faults && rnd(30) == 0)
			p = 1 - p;	/* out of turn */
		do
			t = (int)rnd(4);
		while (!g.alive[p][t] && !(faults && rnd(10) == 0));
		flota_turn(&g, p, t, faults, &b);
	}
	if (faults && rnd(2))
		sbf(&b, "%d S: x A1 pudło\n", p + 1);	/* after the end */
	put_ruleset("flota", b.s, b.n, ruleset);
}

static void
fleet_flota_games(void)
{
	static const char *const knobs[] = {
		"ship_choice = alternate\n", "enclosure_check = turn\n", "enclosure_check = never\n",
		"enclosure_tie = sunk\n", "name_in_answers = one\n", "split_moves = false\n",
		"own_stacking = true\n", "pass_own_ships = false\n",
		"own_square_fire = allowed_sinks_own\n", "shot_on_mine = false\n",
		"hit_also_burns = true\n", "mine_tokens = 6\n", "both_lost = shooter_wins\n",
	};
	static char	 rs[1024];
	unsigned long long saved = rng;
	int		 i, k, w, h, savedn = nfile;
	size_t		 o;

	rng = 0x2545f4914f6cdd1dULL;
	nfile = 90000;
	for (i = 0; i < 40; i++)
		battle_game(&bvariants[i % NELEM(bvariants)], i % 4 != 0);
	for (i = 0; i < 60; i++) {
		w = 4 + (int)rnd(7);
		h = 4 + (int)rnd(7);
		o = (size_t)snprintf(rs, sizeof(rs), "board_w = %d\nboard_h = %d\n", w, h);
		for (k = 0; k < (int)NELEM(knobs); k++)
			if (rnd(4) == 0 && o < sizeof(rs) - 64)
				o += (size_t)snprintf(rs + o, sizeof(rs) - o, "%s", knobs[k]);
		flota_game(w, h, rs, i % 3 != 0);
	}
	rng = saved;
	nfile = savedn;
}

/* ------------------------------------------------------------ gdr games */

/*
 * Whole .gdr games built from the grammar: 1 to 4 players (Polish names),
 * 13 turns each, up to three throws with kept dice that lie in both throws,
 * every box once in a random order, category words in every spelling the
 * reader takes, sometimes the points written down (right or not), BOM and
 * CRLF; every other game has one thing broken (each of the GDR_BREAKS + 1
 * kinds in turn: a tag, a name, a die, a keep, a throw too many, a player,
 * points, a NUL byte, no newline at the end...).
 */
static const char *const box_words[13][4] = {
	{ "ones", "jedynki", "Jedynki", "ONES" }, { "twos", "dwójki", "dwojki", "Twos" },
	{ "threes", "trójki", "trojki", "THREES" }, { "fours", "czwórki", "czworki", "Fours" },
	{ "fives", "piątki", "piatki", "FIVES" }, { "sixes", "szóstki", "szostki", "Sixes" },
	{ "three-kind", "trójka", "trzy jednakowe", "three_kind" },
	{ "four-kind", "kareta", "cztery-jednakowe", "Four Kind" },
	{ "full", "full-house", "Full", "FULL" },
	{ "small-straight", "mały strit", "maly-strit", "Small_Straight" },
	{ "large-straight", "duży strit", "duzy_strit", "LARGE-STRAIGHT" },
	{ "general", "generał", "yahtzee", "GENERAŁ" }, { "chance", "szansa", "Szansa", "CHANCE" },
};
#define GDR_BREAKS	25

struct gbuf {
	char	 b[1 << 16];
	size_t	 n;
};

static void
gput(struct gbuf *g, const char *fmt, const char *a, int i)
{
	int	 m = snprintf(g->b + g->n, sizeof(g->b) - g->n, fmt, a, i);

	if (m > 0 && g->n + (size_t)m < sizeof(g->b))
		g->n += (size_t)m;
}

/* The tag lines of a game; brk picks what breaks (or -1). */
static void
gdr_tags_of(struct gbuf *g, int np, int brk)
{
	int	 i;

	/* The Event tag: whole, or broken (too long, a quote or a bracket missing, a tail). */
	gput(g, brk == 20 ? "\xef\xbb\xbf[Event \"%s%d\"]\n" : brk == 7 ? "[Event \"%s%d]\n" :
	    brk == 8 ? "[Event \"%s%d\"\n" : brk == 21 ? "[Event \"%s%d\"] x\n" :
	    "[Event \"%s%d\"]\n", brk == 1 ? "Liga kości Jastarnia, wieczór bardzo długi, bardzo "
	    "bardzo długi, naprawdę dłuższy niż sto dwadzieścia siedem bajtów, wieczór " :
	    "Liga kości, wieczór ", np);
	gput(g, "[Date \"%s\"]\n%.0d", brk == 0 ? "2026-13-0x" : "2026-11-20", 0);
	gput(g, "[Ruleset \"%s\"]\n%.0d", brk != 9 ? (rnd(2) ? "general" : "yahtzee") :
	    rnd(2) ? "" : "a-ruleset-name-longer-than-sixty-three-bytes-which-no-preset-has-at-all", 0);
	if (brk == 5)
		gput(g, "[Foo \"%s\"]\n%.0d", "x", 0);
	if (brk == 6)
		gput(g, "[Date \"%s\"]\n%.0d", "2026-11-21", 0);
	if (brk == 16)
		return;
	gput(g, "[Players \"%s", people[0], 0);
	for (i = 1; i < (brk == 4 ? 33 : np); i++)
		gput(g, "; %s%.0d", brk == 3 && i == 1 ? people[0] : people[i % NELEM(people)],
		    brk == 4 ? i : 0);
	if (brk == 2)
		gput(g, "; %s%.0d", rnd(4) == 0 ? "Ktoś: z dwukropkiem" : rnd(3) == 0 ?
		    "Ktoś # z krzyżykiem" : rnd(2) ? " ; Ktoś po pustym" : "Bardzo długie imię i "
		    "nazwisko gracza, który się nie mieści w sześćdziesięciu trzech bajtach", 0);
	gput(g, "%s\"]\n%.0d", "", 0);
}

/* Five dice: the kept ones and new ones, in a random order. */
static void
throw_dice(int *d, const int *keep, int nk)
{
	int	 i, j, t;

	for (i = 0; i < 5; i++)
		d[i] = i < nk ? keep[i] : 1 + (int)rnd(6);
	for (i = 4; i > 0; i--) {
		j = (int)rnd((unsigned)i + 1);
		t = d[i];
		d[i] = d[j];
		d[j] = t;
	}
}

static void
gdr_turn(struct gbuf *g, const char *name, int box, int brk)
{
	int	 d[5], keep[5] = { 0 }, nk, th, nthrows = 1 + (int)rnd(3), i;

	gput(g, "%s:%.0d", brk == 13 ? "Nieznajomy" : brk == 23 ? "" : name, 0);
	throw_dice(d, keep, 0);
	if (brk == 10 || brk == 22)
		gput(g, " %s %d", brk == 10 ? "1 2 3 4 5" : "1 2 3 4 7", 6);
	for (th = 0; th < (brk == 12 ? 10 : nthrows); th++) {
		if (th > 0) {
			for (nk = 0, i = 0; i < 5; i++)
				if (rnd(2))
					keep[nk++] = d[i];
			gput(g, " %s%.0d", rnd(4) ? "keep" : "ZOSTAW", 0);
			for (i = 0; i < nk; i++)
				gput(g, " %s%d", "", keep[i]);
			if (brk != 11)
				gput(g, " %s%.0d", ":", 0);
			throw_dice(d, keep, nk);
		}
		for (i = 0; i < 5; i++) {
			const char *fmt = i == 0 && rnd(3) == 0 ? "%s%d" : " %s%d";

			gput(g, fmt, rnd(8) ? "" : ",", d[i]);
		}
		if (brk == 24)
			gput(g, " %s%.0d", "potem", 0);
	}
	gput(g, " %s %.0d", rnd(5) ? "->" : "\xe2\x86\x92", 0);
	if (brk == 19)
		gput(g, "%s%.0d", "", 0);
	else if (brk == 18)
		gput(g, "%s%.0d", "kategoria", 0);
	else
		gput(g, "%s%.0d", box_words[box][rnd(4)], 0);
	if (brk == 14)
		gput(g, " %s%d", "", 10001);
	else if (rnd(4) == 0)
		gput(g, " %s%d", "", (int)rnd(3) ? 5 * (int)rnd(11) : (int)rnd(31));
	gput(g, "%s%.0d", brk == 20 ? "\r\n" : "\n", 0);
}

static void
gdr_game(int broken)
{
	struct gbuf	 g;
	int		 np = 1 + (int)rnd(4), order[4][13], p, t, i, j, x, line, brk;

	brk = broken >= 0 ? broken : rnd(4) == 0 ? 20 : -1;
	if (brk == 3 && np < 2)
		np = 2;
	g.n = 0;
	gdr_tags_of(&g, np, brk);
	gput(&g, "%s%.0d", "\n", 0);
	for (p = 0; p < np; p++) {
		for (i = 0; i < 13; i++)
			order[p][i] = i;
		for (i = 12; i > 0; i--) {
			j = (int)rnd((unsigned)i + 1);
			x = order[p][i];
			order[p][i] = order[p][j];
			order[p][j] = x;
		}
	}
	line = brk >= 10 && brk != 16 && brk != 20 ? (int)rnd((unsigned)(13 * np)) : -1;
	for (t = 0; t < (brk == 16 ? 0 : 13); t++)
		for (p = 0; p < np; p++) {
			if (brk == 17 && t * np + p == 3)
				gput(&g, "[Event \"%s\"]\n%.0d", "po turach", 0);
			if (brk == 15 && t * np + p == 2)
				g.b[g.n++] = '\0';
			gdr_turn(&g, people[p], order[p][t], t * np + p == line ? brk : -1);
		}
	if (brk == 25 && g.n > 0)	/* no newline at the end */
		g.n--;
	put("gdr", g.b, g.n);
}

/* Games from their own random state, so the seeds of other formats stay as they were. */
static void
gdr_games(void)
{
	unsigned long long	 saved = rng;
	int			 i;

	rng = 0x853c49e6748fea9bULL;
	nfile = 20000;
	for (i = 0; i < 80; i++)
		gdr_game(i % 2 ? (i / 2) % (GDR_BREAKS + 1) : -1);
	rng = saved;
}

/* ------------------------------------------------------------ Manewry Morskie */

/*
 * Records of games on small boards (the ruleset's map after the record's NUL, see
 * tests/fuzz/fuzz_mm.c), played by a rough model of the rules: mostly legal turns
 * (attacks of every pair of units, steps, mines, clearings, landings) and now and
 * then one that is not; and ruleset keys set off their defaults.
 */
static const char *const mm_units[] = {
	"PA", "RA", "KR", "NI", "OP", "ES", "TR", "DE", "BA", "MI",
};
static const char *const mm_names[] = {
	"pancernik", "okręt rakietowy", "krążownik", "niszczyciel", "podwodny", "eskortowiec",
	"trałowiec", "desantowy", "bateria", "mina",
};
static const char *const mm_words[] = {
	"[Event \"", "[Date \"", "[Ruleset \"", "[Players \"", "[First \"", "[Setup1 \"",
	"[Setup2 \"", "[Play]", "[Gra]", " x ", " atakuje ", " clear ", " zdejmuję minę ",
	" mine ", " stawiam minę ", "-", "\xe2\x80\x93", "manewry", "prl", "manewry-morskie",
	"okręt", "preset = prl\n", "preset = manewry\n",
};
/* Ruleset lines off the defaults (and a few the reader refuses). */
static const char *const mm_keys[] = {
	"battery_zone = no-pass", "ra_zone_exempt = no", "battery_attacked = illegal",
	"battery_fire = no", "battery_vs_ra = illegal", "op_es = b",
	"range_metric = orthogonal", "attack_after_move = no", "winner_moves_in = yes",
	"mines_start = port", "mine_before_move = yes", "mines_per_turn = 0",
	"mine_attacked = attacker", "clear_on_ship = illegal", "neutral_turns = 0",
	"neutral_turns = 1", "neutral_count_entry = yes", "de_interned_loses = no",
	"no_turn = draw", "max_turns = 6", "max_turns = 15", "moves = 2,1,2,4,2,3,2,2,0,0",
	"moves = 1,1,1,1,1,1,1,1,0,0", "counts = 1,1,1,1,1,1,1,1,2,2",
};
/* PA RA KR NI OP ES TR DE: the attack matrix of manewry.md §4 for the model. */
static const char mm_matrix[8][11] = {
	"BDDDADDDAB", "ABDDADDDDB", "AABDADDDAB", "AAABDDDDAB", "DDDDBADDAB", "AAAADBDDAB",
	"AAAAAABDAB", "----------",
};
static const int mm_move[10] = { 2, 1, 2, 4, 2, 3, 2, 1, 0, 0 };

/*
 * The board: 10 x 4, player 1's port in row 2, player 2's in row 3, a sea row each
 * with neutral waters next to the entrance, islands (i, and land next to them).
 */
static const char *const mm_map[4] = { ".nXi.nnn.e", "YYYYYYYYYy", "rRRRRRRRRR", "e.nnn.iXn." };

struct mm_model {
	int	 own[4][10], unit[4][10];
	int	 over;
};

static int
mm_solid(int x, int y)
{
	return x < 0 || x >= 10 || y < 0 || y >= 4 || strchr("Xiyr", mm_map[y][x]) != NULL;
}

static size_t
mm_sq(char *b, size_t o, size_t cap, int x, int y)
{
	return o + (size_t)snprintf(b + o, cap - o, "%c%d", 'A' + x, y + 1);
}

/* Removes the unit on (x, y); a landing ship lost ends the game. */
static void
mm_take(struct mm_model *m, int x, int y)
{
	if (m->unit[y][x] == 7)
		m->over = 1;
	m->own[y][x] = 0;
}

/*
 * A turn the rules mostly refuse: any own unit (a mine, the landing ship, a battery)
 * attacking, clearing, laying a mine, moving then attacking, or a path too long.
 */
static size_t
mm_wild(struct mm_model *m, int p, char *b, size_t o, size_t cap)
{
	int	 x, y, tries, i, n;

	for (tries = 0; tries < 100; tries++) {
		x = (int)rnd(10);
		y = (int)rnd(4);
		if (m->own[y][x] == p)
			break;
	}
	o += (size_t)snprintf(b + o, cap - o, "%d: ", p);
	o = mm_sq(b, o, cap, x, y);
	n = rnd(6) == 0 ? 13 : (int)rnd(3);
	for (i = 0; i < n; i++)
		o = mm_sq(b, o + (size_t)snprintf(b + o, cap - o, "-"), cap, (x + i + 1) % 10, y);
	switch (rnd(4)) {
	case 0:
		o += (size_t)snprintf(b + o, cap - o, " x ");
		break;
	case 1:
		o += (size_t)snprintf(b + o, cap - o, " clear ");
		break;
	case 2:
		o += (size_t)snprintf(b + o, cap - o, " x C%d mine ", 1 + (int)rnd(4));
		break;
	default:
		o += (size_t)snprintf(b + o, cap - o, " stawiam minę ");
	}
	x = (int)rnd(10);
	o = mm_sq(b, o, cap, x, (int)rnd(4));
	if (rnd(5) == 0)
		o += (size_t)snprintf(b + o, cap - o, " mine B%d", 1 + (int)rnd(4));
	return o + (size_t)snprintf(b + o, cap - o, "\n");
}

/* One turn of player p into b: an attack, a step, a mine or a clearing. */
static size_t
mm_turn(struct mm_model *m, int p, char *b, size_t o, size_t cap)
{
	size_t	 o0 = o;
	int	 tries, x, y, u, dx, dy, tx, ty, r, n;
	char	 res;

	for (tries = 0; tries < 200; tries++, o = o0) {
		x = (int)rnd(10);
		y = (int)rnd(4);
		if (m->own[y][x] != p || (u = m->unit[y][x]) == 9)
			continue;
		dx = (int)rnd(5) - 2;
		dy = (int)rnd(5) - 2;
		tx = x + dx;
		ty = y + dy;
		if (tx < 0 || tx >= 10 || ty < 0 || ty >= 4 || (dx == 0 && dy == 0))
			continue;
		o += (size_t)snprintf(b + o, cap - o, "%d: ", p);
		o = mm_sq(b, o, cap, x, y);
		r = u == 8 ? 1 : mm_move[u];
		if (m->own[ty][tx] == 3 - p && m->unit[ty][tx] == 7 && rnd(8) != 0)
			continue;	/* the landing ship spared: longer games */
		if (m->own[ty][tx] == 3 - p && u != 7 && abs(dx) <= r && abs(dy) <= r) {
			res = m->unit[ty][tx] == 9 && u == 6 && rnd(2) ? 'C' : u == 8 ?
			    "DADDDDDD--"[m->unit[ty][tx]] : mm_matrix[u][m->unit[ty][tx]];
			o += (size_t)snprintf(b + o, cap - o, "%s", res == 'C' ?
			    (rnd(2) ? " clear " : " zdejmuję minę ") : rnd(3) ? " x " : " ATAKUJĘ ");
			o = mm_sq(b, o, cap, tx, ty);
			if (res == 'D' || res == 'B' || res == 'C')
				mm_take(m, tx, ty);
			if (res == 'A' || res == 'B')
				mm_take(m, x, y);
		} else if (m->own[ty][tx] == 0 && u == 6 && rnd(3) == 0 && abs(dx) <= 1 &&
		    abs(dy) <= 1 && !mm_solid(tx, ty) && mm_map[ty][tx] != 'n') {
			o += (size_t)snprintf(b + o, cap - o, "%s", rnd(2) ? " mine " :
			    rnd(2) ? " stawiam minę " : " mina ");
			o = mm_sq(b, o, cap, tx, ty);
			m->own[ty][tx] = p;
			m->unit[ty][tx] = 9;
		} else if (m->own[ty][tx] == 0 && u < 8 && (abs(dx) <= 1 && abs(dy) <= 1 ?
		    1 : dx == 0 || dy == 0 || abs(dx) == abs(dy)) && (!mm_solid(tx, ty) ||
		    rnd(8) == 0)) {
			o += (size_t)snprintf(b + o, cap - o, "%s", rnd(4) ? "-" : " \xe2\x80\x93 ");
			o = mm_sq(b, o, cap, tx, ty);
			n = abs(dx) > abs(dy) ? abs(dx) : abs(dy);
			if (!mm_solid(tx, ty) && n <= mm_move[u] && (n == 1 ||
			    (m->own[y + dy / 2][x + dx / 2] == 0 && !mm_solid(x + dx / 2, y + dy / 2)))) {
				m->own[ty][tx] = p;
				m->unit[ty][tx] = u;
				m->own[y][x] = 0;
				if (u == 7 && mm_map[ty][tx] == (p == 1 ? 'R' : 'Y'))
					m->over = 1;
			}
		} else
			continue;	/* not a turn after all: "p: SQ" taken back */
		return o + (size_t)snprintf(b + o, cap - o, "\n");
	}
	return o;
}

/* Player p's setup: the ships on random squares of the port, the battery on its own. */
static size_t
mm_setup(struct mm_model *m, int p, int names, int mines, char *b, size_t o, size_t cap)
{
	int	 perm[8], i, j, t, y = p == 1 ? 1 : 2, x0 = p == 1 ? 0 : 1;

	for (i = 0; i < 8; i++)
		perm[i] = i;
	for (i = 7; i > 0; i--) {
		j = (int)rnd((unsigned)i + 1);
		t = perm[i];
		perm[i] = perm[j];
		perm[j] = t;
	}
	o += (size_t)snprintf(b + o, cap - o, "[Setup%d \"", p);
	for (i = 0; i < 8; i++) {
		m->own[y][i + x0] = p;
		m->unit[y][i + x0] = perm[i];
		if (names && perm[i] == 4 && rnd(2))
			o += (size_t)snprintf(b + o, cap - o, "%s ", rnd(2) ? "okret_podwodny" :
			    "OKRĘT - PODWODNY");
		else
			o += (size_t)snprintf(b + o, cap - o, "%s ", names ? mm_names[perm[i]] :
			    mm_units[perm[i]]);
		o = mm_sq(b, o, cap, i + x0, y);
		o += (size_t)snprintf(b + o, cap - o, " ");
	}
	if (mines && rnd(2)) {	/* a mine in the port's free square (mines_start = port) */
		m->own[y][p == 1 ? 8 : 9] = p;
		m->unit[y][p == 1 ? 8 : 9] = 9;
		o += (size_t)snprintf(b + o, cap - o, "MI %c%d ", p == 1 ? 'I' : 'J', y + 1);
	}
	m->own[y][p == 1 ? 9 : 0] = p;
	m->unit[y][p == 1 ? 9 : 0] = 8;
	return o + (size_t)snprintf(b + o, cap - o, "bateria %c%d\"]\n", p == 1 ? 'J' : 'A', y + 1);
}

/*
 * Variants of b (o bytes, the first n of them text) with one byte of the text replaced
 * by, or one inserted before it, a byte that matters to the readers: the readers'
 * refusals, one at a time.
 */
static void
mm_bytes(const char *name, const char *b, size_t n, size_t o)
{
	static const char syntax[] = "[]\";:-#x\001 \t\r\n9AZ\x80\xc4\xef";
	static char	 out[65536 + 4096 + 1];
	size_t		 at;
	int		 v, ins;

	for (v = 0; v < 8 && n > 0 && o < sizeof(out) - 1; v++) {
		at = rnd((unsigned)n);
		ins = (int)rnd(2);
		memcpy(out, b, at);
		out[at] = syntax[rnd(sizeof(syntax) - 1)];
		memcpy(out + at + 1, b + at + !ins, o - at - !ins);
		put(name, out, o + (size_t)ins);
	}
}

/*
 * Writes b (o bytes: a record of rec bytes, a NUL, its ruleset) and variants with one
 * thing of the record changed, the ruleset kept (mutate stops at a NUL).
 */
static void
mm_variants(const char *b, size_t rec, size_t o)
{
	static char	 out[65536 + 4096];
	size_t		 n;
	int		 v;

	put("mm", b, o);
	for (v = 0; v < VARIANTS; v++)
		if ((n = mutate(b, rec, out, sizeof(out) - (o - rec))) > 0) {
			memcpy(out + n, b + rec, o - rec);
			put("mm", out, n + o - rec);
		}
	mm_bytes("mm", b, rec, o);
}

static void
mm_game(int k)
{
	static char		 b[65536];
	static const char *const tags[] = { "", "[Ruleset \"prl\"]\n",
	    "[Ruleset \"Manewry-Morskie\"]\n", "[Ruleset \"manewry\"]\n" };
	struct mm_model		 m;
	size_t			 o = 0, i, rec;
	int			 p, k2, first = 1 + (int)rnd(2);

	memset(&m, 0, sizeof(m));
	o += (size_t)snprintf(b + o, sizeof(b) - o, "[Event \"Arena %d\"]\n[Date \"2026-12-0%d\"]\n"
	    "%s[Players \"Ania; Bartek\"]\n[First \"%d\"]\n", k, 1 + k % 9, tags[k % 4], first);
	o = mm_setup(&m, 1, k % 5 == 0, k % 4 == 1, b, o, sizeof(b));
	o = mm_setup(&m, 2, k % 7 == 0, k % 4 == 1, b, o, sizeof(b));
	o += (size_t)snprintf(b + o, sizeof(b) - o, "[Play]\n");
	for (k2 = 0, p = first; k2 < 40 && !m.over; k2++, p = 3 - p)
		o = rnd(6) ? mm_turn(&m, p, b, o, sizeof(b)) : mm_wild(&m, p, b, o, sizeof(b));
	rec = o;
	b[o++] = '\0';
	o += (size_t)snprintf(b + o, sizeof(b) - o, "map = %s/%s/%s/%s\n"
	    "counts = 1,1,1,1,1,1,1,1,1,2\n", mm_map[0], mm_map[1], mm_map[2], mm_map[3]);
	for (i = 0; i < NELEM(mm_keys) - 1; i++)	/* not counts again */
		if (rnd(5) == 0)
			o += (size_t)snprintf(b + o, sizeof(b) - o, "%s\n", mm_keys[i]);
	mm_variants(b, rec, o);
}

/* ------------------------------------------------------------ Manewry maps */

static void
mmap_grid(int k)
{
	static char	 b[8192];
	static const char alpha[] = "....nn##iYRyreX";
	size_t		 o = 0;
	int		 w = 1 + (int)rnd(k % 3 ? 12 : 26), h = 1 + (int)rnd(k % 4 ? 12 : 40);
	int		 x, y, head = rnd(2), num = rnd(2), sep = rnd(2);
	char		 c;

	if (head) {
		o += (size_t)snprintf(b + o, sizeof(b) - o, "   ");
		for (x = 0; x < w; x++)
			o += (size_t)snprintf(b + o, sizeof(b) - o, " %c", 'A' + x);
		o += (size_t)snprintf(b + o, sizeof(b) - o, "\n");
	}
	for (y = 0; y < h; y++) {
		if (num)
			o += (size_t)snprintf(b + o, sizeof(b) - o, "%3d ", y + 1);
		for (x = 0; x < w; x++) {
			c = y == 0 ? 'Y' : y == h - 1 ? 'R' : alpha[rnd(sizeof(alpha) - 1)];
			o += (size_t)snprintf(b + o, sizeof(b) - o, "%s%c", sep && x ? " " : "", c);
		}
		if (rnd(6) == 0)
			o += (size_t)snprintf(b + o, sizeof(b) - o, "   rows of the port");
		o += (size_t)snprintf(b + o, sizeof(b) - o, "\n");
	}
	variants("mmap", b, o);
	if (k % 2)
		mm_bytes("mmap", b, o, o);
}

/* A ruleset file of the game: some keys off their defaults, a map, a preset. */
static void
mmap_ruleset(int k)
{
	static char	 b[8192];
	size_t		 o = 0, i;

	if (k % 3 == 0)
		o += (size_t)snprintf(b + o, sizeof(b) - o, "preset = %s\n", k % 2 ? "prl" : "manewry");
	for (i = 0; i < NELEM(mm_keys); i++)
		if (rnd(4) == 0)
			o += (size_t)snprintf(b + o, sizeof(b) - o, "%s\n", mm_keys[i]);
	if (k % 2)
		o += (size_t)snprintf(b + o, sizeof(b) - o, "map = %s/%s/%s/%s  # a small board\n",
		    mm_map[0], mm_map[1], mm_map[2], mm_map[3]);
	variants("mmap", b, o);
}

/*
 * Tiny boards: a player with no legal turn left (§7.10) or only a mine to lay; ships
 * that stay in neutral waters (§7.8) while the other player's turns are void.
 */
static const char *const mm_stuck[][2] = {
	{ "[Setup1 \"DE A1\"]\n[Setup2 \"DE C1\"]\n[Play]\n1: A1-B1\n2: C1-B1\n", "Y.R" },
	{ "[First \"2\"]\n[Setup1 \"TR A1 DE A2\"]\n[Setup2 \"DE D1 TR D2\"]\n[Play]\n"
	    "2: D1-C1\n1: A1 mine B1\n2: D2 mine C2\n1: A2-B2\n", "Y..R/Y..R" },
	{ "[Setup1 \"TR A1 DE A2\"]\n[Setup2 \"TR F1 DE F2\"]\n[Play]\n1: A1-B1-C1\n"
	    "2: F1-E1\n1: A2-B2\n2: F1-E1\n1: B2-C2\n2: F1-E1\n1: C1-D1\n2: F1-E1\n"
	    "1: D1-C1\n2: F1-E1\n1: C1-D1\n2: F1-E1\n1: D1-C1\n2: F1-E1\n", "Yen..R/Yen..R" },
};

static void
mm_seeds(void)
{
	static char	 b[1024];
	size_t		 i, n;
	int		 k;

	nfile = 0;
	for (k = 0; k < 40; k++)
		mm_game(k);
	for (i = 0; i < NELEM(mm_stuck); i++)
		for (k = 0; k < 4; k++) {
			n = (size_t)snprintf(b, sizeof(b), "%s%cmap = %s\ncounts = 0,0,0,0,0,0,%d,1,0,"
			    "1\n%s%s", mm_stuck[i][0], '\0', mm_stuck[i][1], i > 0,
			    k & 1 ? "no_turn = draw\nde_interned_loses = no\n" : "",
			    k & 2 ? "neutral_turns = 0\n" : "");
			mm_variants(b, strlen(mm_stuck[i][0]), n);
		}
	nfile = 0;
	for (k = 0; k < 20; k++)
		mmap_grid(k);
	for (k = 0; k < 12; k++)
		mmap_ruleset(k);
}

/* ------------------------------------------------------------ verify */

/* One fuzz_verify input named NAME (its name says what it aims at). */
static void
put_verify(const char *name, const unsigned char *b, size_t n)
{
	char	 path[4352];
	FILE	*f;

	snprintf(path, sizeof(path), "%s/seeds/verify/%s", outdir, name);
	if ((f = fopen(path, "wb")) == NULL || fwrite(b, 1, n, f) != n || fclose(f) != 0) {
		perror(path);
		exit(1);
	}
}

/*
 * fuzz_verify's seeds (tests/fuzz/fuzz_verify.c reads byte 0 the edit, bit
 * 0x80 with the triggers off; byte 1 the table, 2 the row, 3 the column, 4
 * the kind of new value, the rest its bytes), for each of the first 20
 * tables of the schema:
 *   upd-tTT-cCC   row 1, column CC (0 to 15) set to its old value + 1
 *   byte-tTT-cCC  row 2, every third column: one byte of the old text changed
 *   same-tTT      row 1, column 2 set to its old value (no change: clean)
 *   other-tTT     row 0, column 2 set to the value of another row
 *   del-tTT       row 1 deleted
 *   ins-tTT       a copy of row 0 inserted, one value changed
 *   rep-tTT       INSERT OR REPLACE over row 1, column 1 changed
 *   trig-tTT      as upd-tTT-c01, with the triggers on
 */
static void
verify_seeds(void)
{
	static const struct {
		const char	*name;
		unsigned char	 op, row, col, kind, len, data[2];
	} fam[] = {
		{ "same", 0x80, 1, 2, 0, 1, { 0 } },
		{ "other", 0x80, 0, 2, 8, 1, { 0 } },
		{ "del", 0x81, 1, 0, 0, 1, { 0 } },
		{ "ins", 0x82, 0, 0, 9, 1, { 5 } },
		{ "rep", 0x83, 1, 1, 1, 1, { 1 } },
		{ "trig", 0x00, 1, 1, 1, 1, { 1 } },
	};
	unsigned char	 b[8];
	char		 name[64];
	size_t		 i;
	int		 t, c;

	for (t = 0; t < 20; t++) {
		for (c = 0; c < 16; c++) {
			memcpy(b, (unsigned char[]){ 0x80, (unsigned char)t, 1, (unsigned char)c,
			    1, 1 }, 6);
			snprintf(name, sizeof(name), "upd-t%02d-c%02d", t, c);
			put_verify(name, b, 6);
		}
		for (c = 0; c < 16; c += 3) {
			memcpy(b, (unsigned char[]){ 0x80, (unsigned char)t, 2, (unsigned char)c,
			    2, 3, 0x37 }, 7);
			snprintf(name, sizeof(name), "byte-t%02d-c%02d", t, c);
			put_verify(name, b, 7);
		}
		for (i = 0; i < NELEM(fam); i++) {
			b[0] = fam[i].op;
			b[1] = (unsigned char)t;
			b[2] = fam[i].row;
			b[3] = fam[i].col;
			b[4] = fam[i].kind;
			memcpy(b + 5, fam[i].data, fam[i].len);
			snprintf(name, sizeof(name), "%s-t%02d", fam[i].name, t);
			put_verify(name, b, 5 + (size_t)fam[i].len);
		}
	}
}

/* ------------------------------------------------------------ main */

static char *
slurp(const char *path, size_t *n)
{
	FILE	*f;
	char	*b;
	long	 len;

	if ((f = fopen(path, "rb")) == NULL) {
		perror(path);
		exit(1);
	}
	fseek(f, 0, SEEK_END);
	len = ftell(f);
	fseek(f, 0, SEEK_SET);
	b = malloc((size_t)len + 1);
	if (b == NULL || fread(b, 1, (size_t)len, f) != (size_t)len) {
		perror(path);
		exit(1);
	}
	fclose(f);
	b[len] = '\0';
	*n = (size_t)len;
	return b;
}

int
main(int argc, char **argv)
{
	static const char *const names[] = { "bdn", "gdr", "battle", "board", "import", "flota",
	    "ryb", "mm", "mmap", "verify" };
	char	 path[4352], *text, *colon;
	size_t	 n, i;
	int	 a;

	if (argc < 2) {
		fprintf(stderr, "usage: gen_seeds OUTDIR FORMAT:FILE...\n");
		return 2;
	}
	snprintf(outdir, sizeof(outdir), "%s", argv[1]);
	for (i = 0; i < NELEM(names); i++) {
		snprintf(path, sizeof(path), "%s/seeds/%s", outdir, names[i]);
		mkdirs(path);
	}
	snprintf(path, sizeof(path), "%s/dict", outdir);
	mkdirs(path);
	for (a = 2; a < argc; a++) {
		if ((colon = strchr(argv[a], ':')) == NULL) {
			fprintf(stderr, "gen_seeds: %s: FORMAT:FILE expected\n", argv[a]);
			return 2;
		}
		*colon = '\0';
		nfile = a * 1000;
		text = slurp(colon + 1, &n);
		if (strcmp(argv[a], "bdn") == 0)
			bdn_records(text, n);
		else if (strcmp(argv[a], "flota") == 0)
			flota_variants(text, n);
		else if (strcmp(argv[a], "ryb") != 0)
			variants(argv[a], text, n);
		if (strcmp(argv[a], "gdr") == 0)
			gdr_sampled(text, n);
		if (strcmp(argv[a], "ryb") == 0)
			ryb_variants(text, n);
		if (strcmp(argv[a], "battle") == 0 || strcmp(argv[a], "board") == 0 ||
		    strcmp(argv[a], "flota") == 0)
			ruleset_copies(argv[a], text, n);
		if (strcmp(argv[a], "battle") == 0 || strcmp(argv[a], "board") == 0 ||
		    strcmp(argv[a], "flota") == 0)
			fault_copies(argv[a], text, n);
		free(text);
	}
	nfile = 0;
	for (i = 0; i < 60; i++)
		csv_protocol(i % 3 == 2);
	gdr_games();
	dict("bdn", cards, NELEM(cards), calls, NELEM(calls), bdn_tags, NELEM(bdn_tags));
	dict("cards", cards, NELEM(cards), calls, NELEM(calls), contracts, NELEM(contracts));
	dict("ruleset", ruleset_words, NELEM(ruleset_words), NULL, 0, NULL, 0);
	dict("gdr", categories, NELEM(categories), gdr_tags, NELEM(gdr_tags), NULL, 0);
	dict("battle", answers, NELEM(answers), battle_tags, NELEM(battle_tags), fleet_keys,
	    NELEM(fleet_keys));
	dict("board", fleet_keys, NELEM(fleet_keys), NULL, 0, NULL, 0);
	dict("flota", flota_words, NELEM(flota_words), flota_rulesets, NELEM(flota_rulesets),
	    NULL, 0);
	fleet_flota_games();
	dict("import", csv_cols, NELEM(csv_cols), contracts, NELEM(contracts), csv_words,
	    NELEM(csv_words));
	mm_seeds();
	verify_seeds();
	dict("mm", mm_units, NELEM(mm_units), mm_names, NELEM(mm_names), mm_words,
	    NELEM(mm_words));
	dict("mmap", mm_keys, NELEM(mm_keys), mm_map, NELEM(mm_map), NULL, 0);
	return 0;
}
