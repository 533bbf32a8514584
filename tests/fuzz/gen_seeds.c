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
 *   OUT/seeds/mm, mmap/gen-*  Manewry Morskie records, maps and rulesets built here
 *                           (no base files), with one token or one byte changed;
 * Usage: gen_seeds OUTDIR FORMAT:FILE...   (FORMAT bdn, gdr, battle, board, import)
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

enum kind { K_OTHER, K_CARD, K_CALL, K_NUM, K_CAT, K_ANSWER, K_SQUARE, K_CELL };

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
	o = mm_sq(b, o, cap, (int)rnd(10), (int)rnd(4));
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
	static const char *const names[] = { "bdn", "gdr", "battle", "board", "import", "mm",
	    "mmap" };
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
		else
			variants(argv[a], text, n);
		free(text);
	}
	nfile = 0;
	for (i = 0; i < 60; i++)
		csv_protocol(i % 3 == 2);
	dict("bdn", cards, NELEM(cards), calls, NELEM(calls), bdn_tags, NELEM(bdn_tags));
	dict("gdr", categories, NELEM(categories), gdr_tags, NELEM(gdr_tags), NULL, 0);
	dict("battle", answers, NELEM(answers), battle_tags, NELEM(battle_tags), NULL, 0);
	dict("import", csv_cols, NELEM(csv_cols), contracts, NELEM(contracts), csv_words,
	    NELEM(csv_words));
	mm_seeds();
	dict("mm", mm_units, NELEM(mm_units), mm_names, NELEM(mm_names), mm_words,
	    NELEM(mm_words));
	dict("mmap", mm_keys, NELEM(mm_keys), mm_map, NELEM(mm_map), NULL, 0);
	return 0;
}
