/*
 * Writes the structure-aware fuzz inputs (make fuzz-seeds):
 *   OUT/seeds/NAME/gen-*   nearly valid records: every valid record of the
 *                           base files, and variants of each with exactly one
 *                           thing changed (a card, call, number, die, answer,
 *                           square or category replaced by another of its
 *                           kind; two of a kind swapped, e.g. a card moved
 *                           between hands or tricks; a line dropped or doubled);
 *                           for the import CSV, protocols built from the
 *                           grammar (legal contracts, sides, kontras, eyes),
 *                           some with one field off;
 *   OUT/dict/NAME.dict      the words of each format, for libFuzzer's -dict.
 * Usage: gen_seeds OUTDIR FORMAT:FILE...   (FORMAT bdn, gdr, battle, board, import, ryb)
 * Deterministic (a fixed xorshift seed): the same files give the same inputs.
 */
#include <ctype.h>
#include <errno.h>
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

static const char *
another(enum kind k, const char *s, size_t len, char *buf, size_t size)
{
	long	 v;

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
			snprintf(buf, size, "%d-%d+%d-%d", 1 + (int)rnd(6), 1 + (int)rnd(6),
			    1 + (int)rnd(6), 1 + (int)rnd(6));
			break;
		case 1:
			snprintf(buf, size, "%d-%d*", 1 + (int)rnd(6), 1 + (int)rnd(6));
			break;
		case 2:
			snprintf(buf, size, "%s", rnd(2) ? "6-6&6-6" : "-");
			break;
		default:
			snprintf(buf, size, "%d-%d", 1 + (int)rnd(6), 1 + (int)rnd(6));
		}
		return buf;
	case K_SQUARE:
		snprintf(buf, size, "%c%d", 'A' + (int)rnd(11), 1 + (int)rnd(11));
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
			if (p > s)
				variants("bdn", s, (size_t)(p - s));
			s = NULL;
		}
	}
	if (s != NULL)
		variants("bdn", s, (size_t)(end - s));
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
		snprintf(field[11], 64, part ? "%d" : "", part);
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
		for (i = 0; i < 5; i++)
			gput(g, i == 0 && rnd(3) == 0 ? "%s%d" : " %s%d", rnd(8) ? "" : ",", d[i]);
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
	static const char *const names[] = { "bdn", "gdr", "battle", "board", "import", "ryb" };
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
		else if (strcmp(argv[a], "ryb") != 0)
			variants(argv[a], text, n);
		if (strcmp(argv[a], "gdr") == 0)
			gdr_sampled(text, n);
		if (strcmp(argv[a], "ryb") == 0)
			ryb_variants(text, n);
		free(text);
	}
	nfile = 0;
	for (i = 0; i < 60; i++)
		csv_protocol(i % 3 == 2);
	gdr_games();
	dict("bdn", cards, NELEM(cards), calls, NELEM(calls), bdn_tags, NELEM(bdn_tags));
	dict("gdr", categories, NELEM(categories), gdr_tags, NELEM(gdr_tags), NULL, 0);
	dict("battle", answers, NELEM(answers), battle_tags, NELEM(battle_tags), NULL, 0);
	dict("import", csv_cols, NELEM(csv_cols), contracts, NELEM(contracts), csv_words,
	    NELEM(csv_words));
	return 0;
}
